import { companyShortListKey } from '@/shared/companies/api/get-company-short-list.ts';

/**
 * Query keys of the companies. Two roots: 'companies' for lists (the companies screen's pages and
 * the short list of the pickers), 'company' for one company and what is read under it (its
 * subscriptions and zones here, its files in features/files), so that invalidating
 * companyKeys.scope(id) reaches all of that.
 */
export const companyKeys = {
  /** Every list of companies, the short list included. */
  lists: ['companies'] as const,
  list: (params: { search: string; page: number; limit: number }) => [...companyKeys.lists, params] as const,
  shortList: companyShortListKey,
  /** One company and everything read under it. */
  scope: (companyUuid: string) => ['company', companyUuid] as const,
  detail: (companyUuid: string) => [...companyKeys.scope(companyUuid), 'detail'] as const,
  subscriptions: (companyUuid: string) => [...companyKeys.scope(companyUuid), 'subscriptions'] as const,
  zones: (companyUuid: string) => [...companyKeys.scope(companyUuid), 'zones'] as const,
};
