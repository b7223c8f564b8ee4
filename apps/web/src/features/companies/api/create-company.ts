import type { Company, CreateCompanyRequest } from '@trapline/contracts/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const createCompany = (body: CreateCompanyRequest) => api<Company>('/companies', { method: 'POST', body });

/** A new company shows in the lists of companies (the pickers' short list included). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
