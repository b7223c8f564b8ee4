import type { ConfirmEmailChangeResponse } from '@trapline/contracts/users';
import { api } from '@/lib/api-client.ts';

export const confirmEmailChange = (token: string) =>
  api<ConfirmEmailChangeResponse>('/auth/confirm-email', { method: 'POST', body: { token }, anonymous: true });
