import type { ReminderLink } from '@trapline/contracts/recommendation-reminders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const stopReminders = (token: string) => api<ReminderLink>('/api/recommendation-reminders/stop', { method: 'POST', body: { token }, anonymous: true });

/** Stops the reminders of a link; the page shows the answer itself (nothing cached changes). */
export const useStopReminders = (token: string) => useMutation({ mutationFn: () => stopReminders(token) });
