import type { CompanyZone } from '@trapline/contracts/zones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export interface CompanyZoneBody {
  name: string;
  description?: string | null;
  parentZoneUuid?: string | null;
}

export const createCompanyZone = (companyUuid: string, body: CompanyZoneBody) => api<CompanyZone>(`/companies/${companyUuid}/zones`, { method: 'POST', body });

/** A new zone shows in the company's zones (its panel, and the places' filters and form). */
export function useCreateCompanyZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, body }: { companyUuid: string; body: CompanyZoneBody }) => createCompanyZone(companyUuid, body),
    onSuccess: (_zone, { companyUuid }) => queryClient.invalidateQueries({ queryKey: companyKeys.zones(companyUuid) }),
  });
}
