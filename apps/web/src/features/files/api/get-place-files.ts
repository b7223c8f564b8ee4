import type { PlaceFileListResponse } from '@trapline/contracts/files';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { listSearch, type FileListParams } from '@/shared/files/api/types.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const getPlaceFiles = (placeId: string, params: FileListParams) => api<PlaceFileListResponse>(`/places/${placeId}/files?${listSearch(params)}`);

/** One page of one category's files (FilesTable reads it with useQuery, as it serves both owners). */
export const placeFilesQuery = (placeId: string, params: FileListParams) =>
  queryOptions({ queryKey: fileKeys.placeList(placeId, params), queryFn: () => getPlaceFiles(placeId, params), placeholderData: keepPreviousData });
