import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';

/** Notification counts and the bell refresh every 5 minutes (specification 1, section 9). */
export const NOTIFICATIONS_REFRESH_MS = 300_000;

export const getUnreadCount = () => api<{ unreadCount: number }>('/account/notifications/unread-count');

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: getUnreadCount,
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export const useUnreadCount = () => useQuery(unreadCountQuery);
