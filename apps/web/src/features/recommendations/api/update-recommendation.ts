import type { Recommendation, UpdateRecommendationRequest } from '@trapline/contracts/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const updateRecommendation = (id: number, body: UpdateRecommendationRequest) =>
  api<Recommendation>(`${RECOMMENDATIONS}/${id}`, { method: 'PATCH', body });

/** Changes a recommendation: its page (with its history), its place's lists and the counts of open ones show it. */
export function useUpdateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; placeId: string; body: UpdateRecommendationRequest }) => updateRecommendation(id, body),
    onSuccess: (_saved, { id, placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.place(placeId) }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.count }),
      ]),
  });
}
