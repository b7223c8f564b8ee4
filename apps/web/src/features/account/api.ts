import type { Account, SubscriptionUsage } from '@trapline/contracts/account';
import type { Dashboard } from '@trapline/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';
import { accountKeys } from '@/features/account/keys.ts';

export const accountQuery = queryOptions({ queryKey: accountKeys.me, queryFn: () => api<Account>('/api/account/me') });
/** The devices and users the subscription counts: creating or deleting either refreshes it. */
export const subscriptionQuery = queryOptions({ queryKey: accountKeys.subscription, queryFn: () => api<SubscriptionUsage | null>('/api/account/subscription'), staleTime: 5 * 60_000 });
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => api<Dashboard>('/api/dashboard') });

export const updateAccount = (body: { language: Account['language']; timezone: string }) => api<Account>('/api/account/me', { method: 'PATCH', body });

export async function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const answer = await api<{ message: string; token: string }>('/account/change-password', { method: 'PATCH', body, refreshCookie: true });
  // The other sessions end; this one continues with the fresh tokens (the refresh token as the cookie).
  session.save(answer.token);
  return answer;
}
