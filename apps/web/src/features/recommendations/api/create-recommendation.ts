import type { CreateRecommendationRequest, Recommendation } from '@trapline/contracts/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const createRecommendation = (placeId: string, body: CreateRecommendationRequest) =>
  api<Recommendation>(`${RECOMMENDATIONS}/${placeId}`, { method: 'POST', body });

/** Raises a recommendation in a place: the place's lists and the counts of open ones show it. */
export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: CreateRecommendationRequest }) => createRecommendation(placeId, body),
    onSuccess: (_created, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationKeys.place(placeId) }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.count }),
      ]),
  });
}
