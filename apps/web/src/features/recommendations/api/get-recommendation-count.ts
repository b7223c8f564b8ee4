import { RECOMMENDATION_LIMITS, type RecommendationCountResponse } from '@trapline/contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const getRecommendationCount = () => api<RecommendationCountResponse>(`${RECOMMENDATIONS}/count`);

/** The open recommendations per place and category, read again now and then for the menu's badge. */
export const recommendationCountQuery = queryOptions({
  queryKey: recommendationKeys.count,
  queryFn: getRecommendationCount,
  refetchInterval: RECOMMENDATION_LIMITS.badgeRefreshMs,
});

export const useRecommendationCount = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...recommendationCountQuery, enabled });
