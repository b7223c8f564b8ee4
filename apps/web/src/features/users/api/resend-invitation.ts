import type { User } from '@trapline/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userKeys } from '@/features/users/keys.ts';

export const resendInvitation = (userUuid: string) => api<User>(`/users/${userUuid}/invitation`, { method: 'POST' });

/** The new invitation goes into the details as the page read them (`shownAs`); the users list (its invitation states) is read again. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userUuid }: { userUuid: string; shownAs: string }) => resendInvitation(userUuid),
    onSuccess: (saved, { shownAs }) => {
      queryClient.setQueryData<User>(userKeys.detail(shownAs), (old) => (old ? { ...old, invitation: saved.invitation } : saved));
      return queryClient.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
