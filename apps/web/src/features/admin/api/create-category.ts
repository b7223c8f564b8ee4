import type { CreateCategoryRequest, RecommendationCategory } from '@trapline/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CATEGORIES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const createCategory = (body: CreateCategoryRequest) => api<RecommendationCategory>(CATEGORIES, { method: 'POST', body });

/** Adds a category: the lists of categories and the categories a recommendation may be filed under show it. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categoryLists }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.categories }),
      ]),
  });
}
