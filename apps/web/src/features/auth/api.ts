import type { LoginResponse } from '@trapline/contracts/auth';
import { api } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';

export async function signIn(email: string, password: string) {
  const tokens = await api<LoginResponse>('/auth/login', { method: 'POST', body: { email, password }, anonymous: true });
  session.save(tokens.token, tokens.refreshToken);
}

export async function signOut() {
  const refreshToken = session.refreshToken();
  if (refreshToken && session.token()) await api('/auth/logout', { method: 'POST', body: { refreshToken } }).catch(() => {});
  session.clear();
}

export const requestPasswordReset = (email: string) => api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true });
export const verifyResetToken = (token: string) => api<{ email: string }>('/auth/verify', { method: 'POST', body: { token }, anonymous: true });
export const resetPassword = (body: { token: string; newPassword: string; confirmPassword: string }) =>
  api<{ email: string }>('/auth/reset-password', { method: 'POST', body, anonymous: true });
