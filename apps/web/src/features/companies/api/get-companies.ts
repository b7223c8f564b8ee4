import type { CompanyListItem } from '@trapline/contracts/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const getCompanies = (search: string, page: number, limit: number) =>
  api<{ rows: CompanyListItem[]; count: number }>(
    `/companies?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page), limit: String(limit) })}`,
  );

export const companiesQuery = (search: string, page: number, limit = 50) =>
  queryOptions({ queryKey: companyKeys.list({ search, page, limit }), queryFn: () => getCompanies(search, page, limit), placeholderData: keepPreviousData });

export const useCompanies = (search: string, page: number, limit?: number) => useQuery(companiesQuery(search, page, limit));
