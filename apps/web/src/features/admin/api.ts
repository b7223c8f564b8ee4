import type {
  CategoryListResponse,
  CreateCategoryRequest,
  CreateMixtureRequest,
  Mixture,
  RecommendationCategory,
  SetMixtureOrderRequest,
  UpdateCategoryRequest,
  UpdateMixtureRequest,
} from '@trapline/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const CATEGORIES = '/api/admin/recommendations/categories';
const MIXTURES = '/api/v3/admin/mixtures';

// Query keys: ['admin', 'categories', …] and ['admin', 'mixtures', …], so a change refreshes exactly its list.
export const categoriesKey = ['admin', 'categories'] as const;
export const mixturesKey = ['admin', 'mixtures'] as const;

export const CATEGORY_PAGE_SIZE = 25;

export const categoriesQuery = (filter: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...categoriesKey, 'list', filter],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page), limit: String(CATEGORY_PAGE_SIZE) });
      if (filter.search) params.set('search', filter.search);
      return api<CategoryListResponse>(`${CATEGORIES}?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const categoryQuery = (id: string) => queryOptions({ queryKey: [...categoriesKey, 'one', id], queryFn: () => api<RecommendationCategory>(`${CATEGORIES}/${id}`) });

export const createCategory = (body: CreateCategoryRequest) => api<RecommendationCategory>(CATEGORIES, { method: 'POST', body });
export const updateCategory = (id: number, body: UpdateCategoryRequest) => api<RecommendationCategory>(`${CATEGORIES}/${id}`, { method: 'PATCH', body });
export const deleteCategory = (id: number) => api<null>(`${CATEGORIES}/${id}`, { method: 'DELETE' });

export const mixturesQuery = queryOptions({ queryKey: [...mixturesKey, 'list'], queryFn: () => api<Mixture[]>(MIXTURES) });
export const mixtureQuery = (id: string) => queryOptions({ queryKey: [...mixturesKey, 'one', id], queryFn: () => api<Mixture>(`${MIXTURES}/${id}`) });

export const createMixture = (body: CreateMixtureRequest) => api<Mixture>(MIXTURES, { method: 'POST', body });
export const updateMixture = (id: number, body: UpdateMixtureRequest) => api<Mixture>(`${MIXTURES}/${id}`, { method: 'PATCH', body });
export const deleteMixture = (id: number) => api<null>(`${MIXTURES}/${id}`, { method: 'DELETE' });
export const setMixtureOrder = (body: SetMixtureOrderRequest) => api<Mixture[]>(`${MIXTURES}/set-order`, { method: 'POST', body });

/** The item's name in the UI language when it has one, else its own name. */
export function localName(item: { name: string; translations: Record<string, { name?: string | undefined } | undefined> }, language: string): string {
  return item.translations[language.slice(0, 2)]?.name?.trim() || item.name;
}
