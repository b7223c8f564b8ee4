import type { RecommendationCategory } from '@trapline/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CATEGORIES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const getCategory = (id: string) => api<RecommendationCategory>(`${CATEGORIES}/${id}`);

export const categoryQuery = (id: string) => queryOptions({ queryKey: adminKeys.category(id), queryFn: () => getCategory(id) });

export const useCategory = (id: string) => useQuery(categoryQuery(id));
