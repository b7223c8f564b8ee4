import type { NotificationSettings } from '@trapline/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/shared/account/keys.ts';

export const getNotificationSettings = () => api<NotificationSettings>('/account/settings/notifications');

export const notificationSettingsQuery = queryOptions({ queryKey: accountKeys.notificationSettings, queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);
