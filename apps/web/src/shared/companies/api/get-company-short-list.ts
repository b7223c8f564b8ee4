import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The companies' short list (uuid, name, parent), which the pickers of many screens read: one
 * query, cached once. Its key lies under the companies' lists (companyKeys.lists in
 * shared/companies/keys.ts), so a created, renamed or deleted company refreshes it too.
 */
export const companyShortListKey = ['companies', 'short-list'] as const;

export const companyShortListQuery = queryOptions({
  queryKey: companyShortListKey,
  queryFn: () => api<CompanyShortListItem[]>('/companies/short-list'),
  staleTime: 60_000,
});

/** Companies grouped under their parents, for the grouped company selects. */
export function groupedCompanies(companies: CompanyShortListItem[]) {
  const roots = companies.filter((c) => !c.parentCompanyUuid || !companies.some((p) => p.uuid === c.parentCompanyUuid));
  return roots.map((root) => ({
    group: root.name,
    items: [root, ...companies.filter((c) => c.parentCompanyUuid === root.uuid)].map((c) => ({ value: c.uuid, label: c.name })),
  }));
}
