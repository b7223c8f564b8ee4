import type { LoginResponse } from '@trapline/contracts/auth';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** Signs in: the access token stays in memory, the refresh token arrives as the API's httpOnly cookie. */
export async function signIn(email: string, password: string) {
  const tokens = await api<LoginResponse>('/auth/login', { method: 'POST', body: { email, password }, anonymous: true, refreshCookie: true });
  session.save(tokens.token);
}

/** Signs out: the API revokes the cookie's refresh token and clears the cookie. */
export async function signOut() {
  if (session.token()) await api('/auth/logout', { method: 'POST', body: {}, refreshCookie: true }).catch(() => {});
  session.clear();
}

export const requestPasswordReset = (email: string) => api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true });
export const verifyResetToken = (token: string) => api<{ email: string; purpose: 'RESET' | 'INVITATION' }>('/auth/verify', { method: 'POST', body: { token }, anonymous: true });
export const resetPassword = (body: { token: string; newPassword: string; confirmPassword: string }) =>
  api<{ email: string }>('/auth/reset-password', { method: 'POST', body, anonymous: true });
