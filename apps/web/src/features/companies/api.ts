import type { CompanyListItem } from '@trapline/contracts/companies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const companiesQuery = (search: string, page: number, limit = 50) =>
  queryOptions({
    queryKey: ['companies', { search, page, limit }],
    queryFn: () => api<{ rows: CompanyListItem[]; count: number }>(`/companies?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page), limit: String(limit) })}`),
    placeholderData: keepPreviousData,
  });
