import type { PlaceFile, UpdatePlaceFileRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceFiles } from '@/features/files/api/refresh-files.ts';

export const updatePlaceFile = (placeId: string, fileUuid: string, body: UpdatePlaceFileRequest) =>
  api<PlaceFile>(`/places/${placeId}/files/${fileUuid}`, { method: 'PATCH', body });

/** The place's files and its categories' counts (an edit may move the file to another category). */
export function useUpdatePlaceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, fileUuid, body }: { placeId: string; fileUuid: string; body: UpdatePlaceFileRequest }) => updatePlaceFile(placeId, fileUuid, body),
    onSuccess: (_file, { placeId }) => refreshPlaceFiles(queryClient, placeId),
  });
}
