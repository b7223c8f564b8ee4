import type { Notification, NotificationSettings } from '@trapline/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

type Page = { rows: Notification[]; count: number };
/** Notification counts and the bell refresh every 5 minutes (specification 1, section 9). */
export const NOTIFICATIONS_REFRESH_MS = 300_000;

export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () => api<{ unreadCount: number }>('/account/notifications/unread-count'),
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export const latestQuery = queryOptions({ queryKey: ['notifications', 'latest'], queryFn: () => api<Page>('/account/notifications/latest') });

export const pageQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: ['notifications', 'page', page, limit], queryFn: () => api<Page>(`/account/notifications?page=${page}&limit=${limit}`) });

/** Errors here are ignored, as the specification says for clearing notifications. */
export const markRead = (notificationUuids: string[]) =>
  notificationUuids.length ? api<{ updated: number }>('/account/notifications/clear', { method: 'POST', body: { notificationUuids } }).catch(() => ({ updated: 0 })) : Promise.resolve({ updated: 0 });

export const notificationSettingsQuery = queryOptions({ queryKey: ['account', 'notification-settings'], queryFn: () => api<NotificationSettings>('/account/settings/notifications') });
export const saveNotificationSettings = (body: NotificationSettings) => api<NotificationSettings>('/account/settings/notifications', { method: 'PATCH', body });
