import type {
  CreateRecommendationRequest,
  Recommendation,
  RecommendationComment,
  RecommendationCountResponse,
  RecommendationFile,
  RecommendationListResponse,
  UpdateRecommendationRequest,
} from '@trapline/contracts/recommendations';
import { RECOMMENDATION_LIMITS } from '@trapline/contracts/recommendations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client.ts';

const BASE = '/api/recommendations';
export const recommendationsKey = ['recommendations'] as const;

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
  for (const key of ['status', 'priority', 'categoryId', 'mapId', 'deviceTypeId', 'authorId', 'ownerId'] as const) if (f[key].length > 0) params.set(key, f[key].join(','));
  if (f.dateFrom) params.set('dateFrom', f.dateFrom);
  if (f.dateTo) params.set('dateTo', f.dateTo);
  return params;
}

export const recommendationsQuery = (placeId: string, filters: RecommendationFilters) =>
  queryOptions({
    queryKey: [...recommendationsKey, 'list', placeId, filters],
    queryFn: () => api<RecommendationListResponse>(`${BASE}?${listParams(placeId, filters)}`),
    placeholderData: keepPreviousData,
  });

/** Every recommendation of a place placed on a plan, for the plan view (open ones first by default). */
export const placedRecommendationsQuery = (placeId: string) =>
  queryOptions({
    queryKey: [...recommendationsKey, 'placed', placeId],
    queryFn: () => api<RecommendationListResponse>(`${BASE}?placeId=${placeId}&limit=500`),
  });

export const recommendationCountQuery = queryOptions({
  queryKey: [...recommendationsKey, 'count'],
  queryFn: () => api<RecommendationCountResponse>(`${BASE}/count`),
  refetchInterval: RECOMMENDATION_LIMITS.badgeRefreshMs,
});

export const recommendationQuery = (id: string) => queryOptions({ queryKey: [...recommendationsKey, 'one', id], queryFn: () => api<Recommendation>(`${BASE}/${id}`) });

export const categoryOptionsQuery = queryOptions({
  queryKey: ['recommendation-categories'],
  queryFn: () => api<Array<{ id: number; name: string; translations: Record<string, { name?: string } | undefined> }>>(`${BASE}/categories`),
  staleTime: 60_000,
});

export const createRecommendation = (placeId: string, body: CreateRecommendationRequest) => api<Recommendation>(`${BASE}/${placeId}`, { method: 'POST', body });
export const updateRecommendation = (id: number, body: UpdateRecommendationRequest) => api<Recommendation>(`${BASE}/${id}`, { method: 'PATCH', body });
export const deleteRecommendation = (id: number) => api<null>(`${BASE}/${id}`, { method: 'DELETE' });
export const addComment = (id: number, comment: string) => api<RecommendationComment>(`${BASE}/${id}/comment`, { method: 'POST', body: { comment } });
export const updateComment = (id: number, commentId: number, comment: string) => api<RecommendationComment>(`${BASE}/${id}/comment/${commentId}`, { method: 'PATCH', body: { comment } });
export const deleteComment = (id: number, commentId: number) => api<null>(`${BASE}/${id}/comment/${commentId}`, { method: 'DELETE' });
export function addFile(id: number, file: File, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  return api<RecommendationFile>(`${BASE}/${id}/files`, { method: 'POST', body: form });
}
export const deleteFile = (id: number, fileId: number) => api<null>(`${BASE}/${id}/files/${fileId}`, { method: 'DELETE' });

export const downloadCsv = (placeId: string, dateFrom: string, dateTo: string) =>
  apiDownload(`${BASE}/csv?${new URLSearchParams({ placeId, dateFrom, dateTo })}`, `${RECOMMENDATION_LIMITS.csvPrefix}${dateTo}.csv`);

export const PRIORITY_COLORS = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'red' } as const;
export const STATUS_COLORS = { OPEN: 'violet', IN_PROGRESS: 'green', WAITING: 'yellow', CLOSE: 'gray' } as const;
