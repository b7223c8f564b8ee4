import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const createCompanyCategory = (companyId: string, body: FileCategoryRequest) =>
  api<FileCategory>(`/companies/${companyId}/files/categories`, { method: 'POST', body });

/** The company's categories (with their file counts) are read again. */
export function useCreateCompanyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: FileCategoryRequest }) => createCompanyCategory(companyId, body),
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: fileKeys.companyCategories(companyId) }),
  });
}
