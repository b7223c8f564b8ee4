import type { CategoryListResponse } from '@trapline/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CATEGORIES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const CATEGORY_PAGE_SIZE = 25;

type CategoryFilter = { search: string; page: number };

export function getCategories(filter: CategoryFilter) {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(CATEGORY_PAGE_SIZE) });
  if (filter.search) params.set('search', filter.search);
  return api<CategoryListResponse>(`${CATEGORIES}?${params}`);
}

export const categoriesQuery = (filter: CategoryFilter) =>
  queryOptions({ queryKey: adminKeys.categoryList(filter), queryFn: () => getCategories(filter), placeholderData: keepPreviousData });

export const useCategories = (filter: CategoryFilter) => useQuery(categoriesQuery(filter));
