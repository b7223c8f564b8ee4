import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { NotificationPage } from '@/features/notifications/api/types.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';

export const getLatest = () => api<NotificationPage>('/account/notifications/latest');

export const latestQuery = queryOptions({ queryKey: notificationKeys.latest, queryFn: getLatest });

/** The bell's latest notifications, read while its menu is open. */
export const useLatest = (options: { enabled?: boolean } = {}) => useQuery({ ...latestQuery, ...options });
