import type { CompanyFile, UpdateCompanyFileRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCompanyFiles } from '@/features/files/api/refresh-files.ts';

export const updateCompanyFile = (companyId: string, fileUuid: string, body: UpdateCompanyFileRequest) =>
  api<CompanyFile>(`/companies/${companyId}/files/${fileUuid}`, { method: 'PATCH', body });

/** The company's files and its categories' counts (an edit may move the file to another category). */
export function useUpdateCompanyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, fileUuid, body }: { companyId: string; fileUuid: string; body: UpdateCompanyFileRequest }) =>
      updateCompanyFile(companyId, fileUuid, body),
    onSuccess: (_file, { companyId }) => refreshCompanyFiles(queryClient, companyId),
  });
}
