import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const deleteComment = (id: number, commentId: number) => api<null>(`${RECOMMENDATIONS}/${id}/comment/${commentId}`, { method: 'DELETE' });

/** Deletes a comment, which only the recommendation's page shows. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, commentId }: { id: number; commentId: number }) => deleteComment(id, commentId),
    onSuccess: (_done, { id }) => queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
  });
}
