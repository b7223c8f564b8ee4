import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const resetPassword = (body: { token: string; newPassword: string; confirmPassword: string }) =>
  api<{ email: string }>('/auth/reset-password', { method: 'POST', body, anonymous: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
