import type { Subscription } from '@trapline/contracts/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const getSubscriptions = (companyUuid: string) => api<Subscription[]>(`/companies/${companyUuid}/subscriptions`);

export const subscriptionsQuery = (companyUuid: string) =>
  queryOptions({ queryKey: companyKeys.subscriptions(companyUuid), queryFn: () => getSubscriptions(companyUuid) });

export const useSubscriptions = (companyUuid: string) => useQuery(subscriptionsQuery(companyUuid));
