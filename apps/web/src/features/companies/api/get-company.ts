import type { Company } from '@trapline/contracts/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const getCompany = (companyUuid: string) => api<Company>(`/companies/${companyUuid}`);

export const companyQuery = (companyUuid: string) => queryOptions({ queryKey: companyKeys.detail(companyUuid), queryFn: () => getCompany(companyUuid) });

export const useCompany = (companyUuid: string) => useQuery(companyQuery(companyUuid));
