import type { CreateUserRequest, User } from '@trapline/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/shared/account/keys.ts';
import { userKeys } from '@/features/users/keys.ts';

export const createUser = (body: CreateUserRequest) => api<User>('/users', { method: 'POST', body });

/** A new user shows in the users list and counts against the subscription. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.lists }), queryClient.invalidateQueries({ queryKey: accountKeys.subscription })]),
  });
}
