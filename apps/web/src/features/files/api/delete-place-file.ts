import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceFiles } from '@/features/files/api/refresh-files.ts';

export const deletePlaceFile = (placeId: string, fileUuid: string) => api<null>(`/places/${placeId}/files/${fileUuid}`, { method: 'DELETE' });

/** The place's files and its categories' counts. */
export function useDeletePlaceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, fileUuid }: { placeId: string; fileUuid: string }) => deletePlaceFile(placeId, fileUuid),
    onSuccess: (_answer, { placeId }) => refreshPlaceFiles(queryClient, placeId),
  });
}
