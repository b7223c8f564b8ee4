import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const requestPasswordReset = (email: string) => api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
