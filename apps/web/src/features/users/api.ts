import type { CreateUserRequest, UpdateUserRequest, User } from '@trapline/contracts/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const usersQuery = (search: string, page: number, limit = 50) =>
  queryOptions({
    queryKey: ['users', { search, page, limit }],
    queryFn: () => api<{ rows: User[]; count: number }>(`/users?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page), limit: String(limit) })}`),
    placeholderData: keepPreviousData,
  });
export const userQuery = (id: string) => queryOptions({ queryKey: ['user', id], queryFn: () => api<User>(`/users/${id}`) });

export const createUser = (body: CreateUserRequest) => api<User>('/users', { method: 'POST', body });
export const updateUser = (id: string, body: UpdateUserRequest) => api<User>(`/users/${id}`, { method: 'PATCH', body });
export const setUserPassword = (id: string, password: string) => api<null>(`/users/${id}/update-password`, { method: 'PATCH', body: { password } });
export const resendInvitation = (id: string) => api<User>(`/users/${id}/invitation`, { method: 'POST' });
