import type { CompanyZone } from '@trapline/contracts/zones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const getCompanyZones = (companyUuid: string) => api<CompanyZone[]>(`/companies/${companyUuid}/zones`);

export const companyZonesQuery = (companyUuid: string) =>
  queryOptions({ queryKey: companyKeys.zones(companyUuid), queryFn: () => getCompanyZones(companyUuid) });

/** A company's zones: its zones panel, and the places' filters and form once a company is chosen (nothing is read before). */
export const useCompanyZones = (companyUuid: string | undefined) => useQuery({ ...companyZonesQuery(companyUuid ?? ''), enabled: Boolean(companyUuid) });
