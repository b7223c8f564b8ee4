import type { RecommendationCategory, UpdateCategoryRequest } from '@trapline/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CATEGORIES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const updateCategory = (id: number, body: UpdateCategoryRequest) => api<RecommendationCategory>(`${CATEGORIES}/${id}`, { method: 'PATCH', body });

/**
 * The answer is the saved category: it becomes its page as is; the lists of categories and the
 * categories a recommendation may be filed under are read again.
 */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryRequest }) => updateCategory(id, body),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(adminKeys.category(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categoryLists }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.categories }),
      ]);
    },
  });
}
