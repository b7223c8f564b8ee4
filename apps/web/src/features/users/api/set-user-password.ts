import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const setUserPassword = (userUuid: string, password: string) => api<null>(`/users/${userUuid}/update-password`, { method: 'PATCH', body: { password } });

/** Nothing any screen shows changes. */
export const useSetUserPassword = () =>
  useMutation({ mutationFn: ({ userUuid, password }: { userUuid: string; password: string }) => setUserPassword(userUuid, password) });
