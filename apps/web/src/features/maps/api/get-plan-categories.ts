import type { PlaceFileCategories } from '@trapline/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const getPlanCategories = async (placeId: string) =>
  (await api<PlaceFileCategories>(`/places/${placeId}/files-categories`)).categories.map((c) => ({ value: String(c.id), label: c.name }));

/** The place's own file categories, under which a plan can be filed. */
export const planCategoriesQuery = (placeId: string) => queryOptions({ queryKey: mapKeys.categories(placeId), queryFn: () => getPlanCategories(placeId) });

/** `enabled` for whoever may file a plan. */
export const usePlanCategories = (placeId: string, options: { enabled?: boolean } = {}) => useQuery({ ...planCategoriesQuery(placeId), ...options });
