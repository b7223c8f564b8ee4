import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';

/** Errors here are ignored, as the specification says for clearing notifications; none given, nothing is sent. */
export const markRead = (notificationUuids: string[]) =>
  notificationUuids.length
    ? api<{ updated: number }>('/account/notifications/clear', { method: 'POST', body: { notificationUuids } }).catch(() => ({ updated: 0 }))
    : Promise.resolve({ updated: 0 });

/** The count, the bell's latest and the screen's pages all show what is read: every notification query is read again, on purpose. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}
