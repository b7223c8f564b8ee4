import type { User } from '@trapline/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userKeys } from '@/features/users/keys.ts';

export const getUsers = (search: string, page: number, limit: number) =>
  api<{ rows: User[]; count: number }>(`/users?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page), limit: String(limit) })}`);

export const usersQuery = (search: string, page: number, limit = 50) =>
  queryOptions({ queryKey: userKeys.list({ search, page, limit }), queryFn: () => getUsers(search, page, limit), placeholderData: keepPreviousData });

export const useUsers = (search: string, page: number, limit?: number) => useQuery(usersQuery(search, page, limit));
