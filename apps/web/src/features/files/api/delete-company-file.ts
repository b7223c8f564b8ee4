import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCompanyFiles } from '@/features/files/api/refresh-files.ts';

export const deleteCompanyFile = (companyId: string, fileUuid: string) => api<null>(`/companies/${companyId}/files/${fileUuid}`, { method: 'DELETE' });

/** The company's files and its categories' counts. */
export function useDeleteCompanyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, fileUuid }: { companyId: string; fileUuid: string }) => deleteCompanyFile(companyId, fileUuid),
    onSuccess: (_answer, { companyId }) => refreshCompanyFiles(queryClient, companyId),
  });
}
