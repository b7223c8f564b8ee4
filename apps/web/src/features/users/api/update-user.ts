import type { UpdateUserRequest, User } from '@trapline/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userKeys } from '@/features/users/keys.ts';

export const updateUser = (userUuid: string, body: UpdateUserRequest) => api<User>(`/users/${userUuid}`, { method: 'PATCH', body });

/**
 * The answer is the saved user: it becomes the details as the page read them (`shownAs`, the id
 * in its address); the users list is read again.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userUuid, body }: { userUuid: string; shownAs: string; body: UpdateUserRequest }) => updateUser(userUuid, body),
    onSuccess: (saved, { shownAs }) => {
      queryClient.setQueryData(userKeys.detail(shownAs), saved);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
