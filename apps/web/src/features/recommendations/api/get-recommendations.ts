import { RECOMMENDATION_LIMITS, type RecommendationListResponse, type RecommendationStatus } from '@trapline/contracts/recommendations';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export interface RecommendationFilters {
  status: string[];
  priority: string[];
  categoryId: string[];
  mapId: string[];
  deviceTypeId: string[];
  authorId: string[];
  ownerId: string[];
  dateFrom: string;
  dateTo: string;
  sort: 'createdAt' | 'status' | 'priority' | 'dueDate';
  order: 'asc' | 'desc';
  page: number;
}

export const PAGE_SIZE = RECOMMENDATION_LIMITS.defaultPageSize;

export function listParams(placeId: string, f: RecommendationFilters): URLSearchParams {
  const params = new URLSearchParams({ placeId, sort: f.sort, order: f.order, page: String(f.page), limit: String(PAGE_SIZE) });
  for (const key of ['status', 'priority', 'categoryId', 'mapId', 'deviceTypeId', 'authorId', 'ownerId'] as const)
    if (f[key].length > 0) params.set(key, f[key].join(','));
  if (f.dateFrom) params.set('dateFrom', f.dateFrom);
  if (f.dateTo) params.set('dateTo', f.dateTo);
  return params;
}

export const getRecommendations = (params: URLSearchParams) => api<RecommendationListResponse>(`${RECOMMENDATIONS}?${params}`);

export const recommendationsQuery = (placeId: string, filters: RecommendationFilters) =>
  queryOptions({
    queryKey: recommendationKeys.list(placeId, filters),
    queryFn: () => getRecommendations(listParams(placeId, filters)),
    placeholderData: keepPreviousData,
  });

export const useRecommendations = (placeId: string, filters: RecommendationFilters) => useQuery(recommendationsQuery(placeId, filters));

/** Every recommendation of a place placed on a plan, for the plan view (open ones first by default). */
export const placedRecommendationsQuery = (placeId: string) =>
  queryOptions({ queryKey: recommendationKeys.placed(placeId), queryFn: () => getRecommendations(new URLSearchParams({ placeId, limit: '500' })) });

export const usePlacedRecommendations = (placeId: string) => useQuery(placedRecommendationsQuery(placeId));

/** What the statistics count a place's recommendations by, besides their status. */
export interface StatusCountFilters {
  deviceTypeId: string | null;
  dateFrom: string;
  dateTo: string;
}

/** How many recommendations of a place have the status (a page of one row, for its count). */
export const statusCountQuery = (placeId: string, status: RecommendationStatus, filters: StatusCountFilters) => {
  const params = new URLSearchParams({ placeId, status, limit: '1' });
  if (filters.deviceTypeId) params.set('deviceTypeId', filters.deviceTypeId);
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  return queryOptions({ queryKey: recommendationKeys.statusCount(placeId, { status, ...filters }), queryFn: () => getRecommendations(params) });
};

/** The counts of every status of every place given, place after place, in the order of `statuses`. */
export const useStatusCounts = (placeIds: string[], statuses: readonly RecommendationStatus[], filters: StatusCountFilters) =>
  useQueries({ queries: placeIds.flatMap((placeId) => statuses.map((status) => statusCountQuery(placeId, status, filters))) });
