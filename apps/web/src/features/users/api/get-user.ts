import type { User } from '@trapline/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userKeys } from '@/features/users/keys.ts';

export const getUser = (userId: string) => api<User>(`/users/${userId}`);

export const userQuery = (userId: string) => queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => getUser(userId) });

export const useUser = (userId: string, options: { enabled?: boolean } = {}) => useQuery({ ...userQuery(userId), ...options });
