import type { Subscription, ZSubscriptionRequest } from '@trapline/contracts/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export type SubscriptionBody = z.input<typeof ZSubscriptionRequest>;

export const createSubscription = (companyUuid: string, body: SubscriptionBody) =>
  api<Subscription>(`/companies/${companyUuid}/subscriptions`, { method: 'POST', body });

/** A subscription shows in the company's subscriptions and its details (the active subscription's limits). */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, body }: { companyUuid: string; body: SubscriptionBody }) => createSubscription(companyUuid, body),
    onSuccess: (_subscription, { companyUuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.subscriptions(companyUuid) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyUuid) }),
      ]),
  });
}
