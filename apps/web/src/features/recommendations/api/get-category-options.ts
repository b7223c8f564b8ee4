import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

type CategoryOption = { id: number; name: string; translations: Record<string, { name?: string } | undefined> };

export const getCategoryOptions = () => api<CategoryOption[]>(`${RECOMMENDATIONS}/categories`);

/** The categories a recommendation may be filed under. */
export const categoryOptionsQuery = queryOptions({ queryKey: recommendationKeys.categories, queryFn: getCategoryOptions, staleTime: 60_000 });

export const useCategoryOptions = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...categoryOptionsQuery, enabled });
