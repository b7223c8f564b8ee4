import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const deleteCompany = (companyUuid: string) => api<null>(`/companies/${companyUuid}`, { method: 'DELETE' });

/**
 * The lists of companies are read again. The deleted company's own queries are left as they are:
 * its page is still open while the screen leaves it, and reading them again would only answer 404.
 */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
