import type { Company, CompanyListItem, CreateCompanyRequest, Subscription, UpdateCompanyRequest, ZSubscriptionRequest } from '@trapline/contracts/companies';
import type { CompanyZone } from '@trapline/contracts/zones';
import type { z } from 'zod';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from './keys.ts';

export const companiesQuery = (search: string, page: number, limit = 50) =>
  queryOptions({
    queryKey: companyKeys.list({ search, page, limit }),
    queryFn: () => api<{ rows: CompanyListItem[]; count: number }>(`/companies?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page), limit: String(limit) })}`),
    placeholderData: keepPreviousData,
  });

export const companyQuery = (id: string) => queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => api<Company>(`/companies/${id}`) });
export const subscriptionsQuery = (id: string) => queryOptions({ queryKey: companyKeys.subscriptions(id), queryFn: () => api<Subscription[]>(`/companies/${id}/subscriptions`) });
export const companyZonesQuery = (id: string) => queryOptions({ queryKey: companyKeys.zones(id), queryFn: () => api<CompanyZone[]>(`/companies/${id}/zones`) });

export const createCompany = (body: CreateCompanyRequest) => api<Company>('/companies', { method: 'POST', body });
export const updateCompany = (id: string, body: UpdateCompanyRequest) => api<Company>(`/companies/${id}`, { method: 'PATCH', body });
export const deleteCompany = (id: string) => api<null>(`/companies/${id}`, { method: 'DELETE' });

export function uploadLogo(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<Company>(`/companies/${id}/logo`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

export const createSubscription = (id: string, body: z.input<typeof ZSubscriptionRequest>) => api<Subscription>(`/companies/${id}/subscriptions`, { method: 'POST', body });
export const updateSubscription = (id: string, subscriptionId: string, body: Partial<z.input<typeof ZSubscriptionRequest>>) =>
  api<Subscription>(`/companies/${id}/subscriptions/${subscriptionId}`, { method: 'PATCH', body });
export const createCompanyZone = (id: string, body: { name: string; description?: string | null; parentZoneUuid?: string | null }) => api<CompanyZone>(`/companies/${id}/zones`, { method: 'POST', body });
export const updateCompanyZone = (id: string, zoneUuid: string, body: { name?: string; description?: string | null; parentZoneUuid?: string | null }) =>
  api<CompanyZone>(`/companies/${id}/zones/${zoneUuid}`, { method: 'PATCH', body });
