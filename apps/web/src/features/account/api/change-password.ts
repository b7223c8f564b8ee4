import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

export async function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const answer = await api<{ message: string; token: string }>('/account/change-password', { method: 'PATCH', body, refreshCookie: true });
  // The other sessions end; this one continues with the fresh tokens (the refresh token as the cookie).
  session.save(answer.token);
  return answer;
}

/** Nothing any screen shows changes. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
