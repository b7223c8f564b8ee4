import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CATEGORIES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const deleteCategory = (id: number) => api<null>(`${CATEGORIES}/${id}`, { method: 'DELETE' });

/**
 * The lists of categories and the categories a recommendation may be filed under are read again.
 * The deleted category's page is left as it is: it may still be open while the screen leaves it,
 * and reading it again would only answer 404.
 */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categoryLists }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.categories }),
      ]),
  });
}
