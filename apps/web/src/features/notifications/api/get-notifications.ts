import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { NotificationPage } from '@/features/notifications/api/types.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';

export const getNotifications = (page: number, limit: number) => api<NotificationPage>(`/account/notifications?page=${page}&limit=${limit}`);

export const pageQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: notificationKeys.page(page, limit), queryFn: () => getNotifications(page, limit) });

export const useNotifications = (page: number, limit: number) => useQuery(pageQuery(page, limit));
