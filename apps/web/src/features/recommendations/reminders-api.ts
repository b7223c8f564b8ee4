import type { ReminderLink } from '@trapline/contracts/recommendation-reminders';
import { api } from '@/lib/api-client.ts';

export const reminderLink = (token: string) => api<ReminderLink>(`/api/recommendation-reminders?${new URLSearchParams({ token })}`, { anonymous: true });
export const stopReminders = (token: string) => api<ReminderLink>('/api/recommendation-reminders/stop', { method: 'POST', body: { token }, anonymous: true });
