import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** Signs out: the API revokes the cookie's refresh token and clears the cookie. */
export async function signOut() {
  if (session.token()) await api('/auth/logout', { method: 'POST', body: {}, refreshCookie: true }).catch(() => {});
  session.clear();
}

/** Everything cached was the signed-out user's: the whole cache is dropped, on purpose. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => queryClient.clear() });
}
