import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const deleteRecommendation = (id: number) => api<null>(`${RECOMMENDATIONS}/${id}`, { method: 'DELETE' });

/**
 * The place's lists and the counts of open ones are read again. The deleted recommendation's page
 * is left as it is: it is still open while the screen leaves it, and reading it again would only
 * answer 404.
 */
export function useDeleteRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; placeId: string }) => deleteRecommendation(id),
    onSuccess: (_done, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationKeys.place(placeId) }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.count }),
      ]),
  });
}
