import type { Recommendation } from '@trapline/contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const getRecommendation = (id: string) => api<Recommendation>(`${RECOMMENDATIONS}/${id}`);

export const recommendationQuery = (id: string) => queryOptions({ queryKey: recommendationKeys.detail(id), queryFn: () => getRecommendation(id) });

export const useRecommendation = (id: string) => useQuery(recommendationQuery(id));
