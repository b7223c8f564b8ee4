import type { NotificationSettings } from '@trapline/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/shared/account/keys.ts';

export const saveNotificationSettings = (body: NotificationSettings) => api<NotificationSettings>('/account/settings/notifications', { method: 'PATCH', body });

/** The answer is the saved settings: they become the cached settings as they are. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNotificationSettings, onSuccess: (saved) => queryClient.setQueryData(accountKeys.notificationSettings, saved) });
}
