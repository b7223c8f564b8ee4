import type { CompanyZone } from '@trapline/contracts/zones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { CompanyZoneBody } from '@/features/companies/api/create-company-zone.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const updateCompanyZone = (companyUuid: string, zoneUuid: string, body: Partial<CompanyZoneBody>) =>
  api<CompanyZone>(`/companies/${companyUuid}/zones/${zoneUuid}`, { method: 'PATCH', body });

/** A renamed or moved zone shows in the company's zones (its panel, and the places' filters and form). */
export function useUpdateCompanyZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, zoneUuid, body }: { companyUuid: string; zoneUuid: string; body: Partial<CompanyZoneBody> }) =>
      updateCompanyZone(companyUuid, zoneUuid, body),
    onSuccess: (_zone, { companyUuid }) => queryClient.invalidateQueries({ queryKey: companyKeys.zones(companyUuid) }),
  });
}
