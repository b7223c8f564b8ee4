import type { Subscription } from '@trapline/contracts/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { SubscriptionBody } from '@/features/companies/api/create-subscription.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export const updateSubscription = (companyUuid: string, subscriptionUuid: string, body: Partial<SubscriptionBody>) =>
  api<Subscription>(`/companies/${companyUuid}/subscriptions/${subscriptionUuid}`, { method: 'PATCH', body });

/** A subscription shows in the company's subscriptions and its details (the active subscription's limits). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, subscriptionUuid, body }: { companyUuid: string; subscriptionUuid: string; body: Partial<SubscriptionBody> }) =>
      updateSubscription(companyUuid, subscriptionUuid, body),
    onSuccess: (_subscription, { companyUuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.subscriptions(companyUuid) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyUuid) }),
      ]),
  });
}
