import type { Company, UpdateCompanyRequest } from '@trapline/contracts/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const updateCompany = (companyUuid: string, body: UpdateCompanyRequest) => api<Company>(`/companies/${companyUuid}`, { method: 'PATCH', body });

/** The answer is the saved company: it becomes the detail as is; the lists of companies are read again. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, body }: { companyUuid: string; body: UpdateCompanyRequest }) => updateCompany(companyUuid, body),
    onSuccess: (saved, { companyUuid }) => {
      queryClient.setQueryData(companyKeys.detail(companyUuid), saved);
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists });
    },
  });
}
