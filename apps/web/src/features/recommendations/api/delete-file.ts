import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const deleteFile = (id: number, fileId: number) => api<null>(`${RECOMMENDATIONS}/${id}/files/${fileId}`, { method: 'DELETE' });

/** Deletes a file of a recommendation, which only its page shows. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: number; fileId: number }) => deleteFile(id, fileId),
    onSuccess: (_done, { id }) => queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
  });
}
