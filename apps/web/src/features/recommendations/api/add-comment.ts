import type { RecommendationComment } from '@trapline/contracts/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const addComment = (id: number, comment: string) =>
  api<RecommendationComment>(`${RECOMMENDATIONS}/${id}/comment`, { method: 'POST', body: { comment } });

/** Comments on a recommendation, which only its page (the timeline) shows. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) => addComment(id, comment),
    onSuccess: (_comment, { id }) => queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
  });
}
