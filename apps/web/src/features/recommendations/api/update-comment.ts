import type { RecommendationComment } from '@trapline/contracts/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const updateComment = (id: number, commentId: number, comment: string) =>
  api<RecommendationComment>(`${RECOMMENDATIONS}/${id}/comment/${commentId}`, { method: 'PATCH', body: { comment } });

/** Changes a comment, which only the recommendation's page shows. */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, commentId, comment }: { id: number; commentId: number; comment: string }) => updateComment(id, commentId, comment),
    onSuccess: (_comment, { id }) => queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
  });
}
