import type { CompanyFileListResponse } from '@trapline/contracts/files';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { listSearch, type FileListParams } from '@/shared/files/api/types.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const getCompanyFiles = (companyId: string, params: FileListParams) =>
  api<CompanyFileListResponse>(`/companies/${companyId}/files?${listSearch(params)}`);

/** One page of one category's files (FilesTable reads it with useQuery, as it serves both owners). */
export const companyFilesQuery = (companyId: string, params: FileListParams) =>
  queryOptions({ queryKey: fileKeys.companyList(companyId, params), queryFn: () => getCompanyFiles(companyId, params), placeholderData: keepPreviousData });
