import type { ReminderLink } from '@trapline/contracts/recommendation-reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export const getReminderLink = (token: string) => api<ReminderLink>(`/api/recommendation-reminders?${new URLSearchParams({ token })}`, { anonymous: true });

/** What the stop link of a reminder e-mail is about; a wrong token answers 404 at once, not tried again. */
export const reminderLinkQuery = (token: string) =>
  queryOptions({ queryKey: recommendationKeys.reminderLink(token), queryFn: () => getReminderLink(token), retry: false });

export const useReminderLink = (token: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...reminderLinkQuery(token), enabled });
