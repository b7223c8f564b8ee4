import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const deleteCompanyCategory = (companyId: string, categoryId: number) =>
  api<null>(`/companies/${companyId}/files/categories/${categoryId}`, { method: 'DELETE' });

/** The company's categories (with their file counts) are read again. */
export function useDeleteCompanyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, categoryId }: { companyId: string; categoryId: number }) => deleteCompanyCategory(companyId, categoryId),
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: fileKeys.companyCategories(companyId) }),
  });
}
