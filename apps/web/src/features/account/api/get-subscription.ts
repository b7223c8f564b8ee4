import type { SubscriptionUsage } from '@trapline/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/shared/account/keys.ts';

export const getSubscription = () => api<SubscriptionUsage | null>('/api/account/subscription');

/** The devices and users the subscription counts: creating or deleting either refreshes it. */
export const subscriptionQuery = queryOptions({ queryKey: accountKeys.subscription, queryFn: getSubscription, staleTime: 5 * 60_000 });

export const useSubscription = () => useQuery(subscriptionQuery);
