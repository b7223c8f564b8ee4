import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';

export const getGlobalTypesFor = (companyUuid: string | null) => api<DeviceTypeListItem[]>(`/device-types?type=GLOBAL&parentCompanyId=${companyUuid}`);

/** Every global type, flagged `assigned` for the company it is chosen for (the assign dialog); nothing is read before a company is chosen. */
export const globalTypesFor = (companyUuid: string | null) =>
  queryOptions({ queryKey: catalogueKeys.globalTypesFor(companyUuid), queryFn: () => getGlobalTypesFor(companyUuid), enabled: Boolean(companyUuid) });

export const useGlobalTypesFor = (companyUuid: string | null) => useQuery(globalTypesFor(companyUuid));
