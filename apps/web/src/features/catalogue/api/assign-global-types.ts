import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';

/** Replaces the global types a (root) company uses. */
export const assignGlobalTypes = (companyUuid: string, deviceTypeIds: number[]) =>
  api<DeviceTypeListItem[]>(`/companies/${companyUuid}/device-types/assign`, { method: 'PUT', body: { deviceTypeIds, parentCompanyId: companyUuid } });

/** The company's choice shows in the lists of types (the assign dialog's included) and the places' type lists. */
export function useAssignGlobalTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, deviceTypeIds }: { companyUuid: string; deviceTypeIds: number[] }) => assignGlobalTypes(companyUuid, deviceTypeIds),
    onSuccess: () => refreshTypes(queryClient),
  });
}
