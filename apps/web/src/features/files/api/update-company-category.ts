import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const updateCompanyCategory = (companyId: string, categoryId: number, body: FileCategoryRequest) =>
  api<FileCategory>(`/companies/${companyId}/files/categories/${categoryId}`, { method: 'PATCH', body });

/** The company's categories (with their file counts) are read again. */
export function useUpdateCompanyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, categoryId, body }: { companyId: string; categoryId: number; body: FileCategoryRequest }) =>
      updateCompanyCategory(companyId, categoryId, body),
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: fileKeys.companyCategories(companyId) }),
  });
}
