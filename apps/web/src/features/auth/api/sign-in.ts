import type { LoginResponse } from '@trapline/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** Signs in: the access token stays in memory, the refresh token arrives as the API's httpOnly cookie. */
export async function signIn(email: string, password: string) {
  const tokens = await api<LoginResponse>('/auth/login', { method: 'POST', body: { email, password }, anonymous: true, refreshCookie: true });
  session.save(tokens.token);
}

/** Nothing is cached before sign-in: the app reads the account afresh. */
export const useSignIn = () => useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password) });
