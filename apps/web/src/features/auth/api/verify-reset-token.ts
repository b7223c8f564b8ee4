import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authKeys } from '@/features/auth/keys.ts';

export const verifyResetToken = (token: string) =>
  api<{ email: string; purpose: 'RESET' | 'INVITATION' }>('/auth/verify', { method: 'POST', body: { token }, anonymous: true });

/** A reset or invitation link's token, checked once (a refusal is final: the link expired); nothing is asked without a token. */
export const resetTokenQuery = (token: string) =>
  queryOptions({ queryKey: authKeys.resetToken(token), queryFn: () => verifyResetToken(token), enabled: token !== '', retry: false });

export const useResetToken = (token: string) => useQuery(resetTokenQuery(token));
