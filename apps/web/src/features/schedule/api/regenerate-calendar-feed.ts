import type { CalendarFeedResponse } from '@trapline/contracts/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

export const regenerateCalendarFeed = () => api<CalendarFeedResponse>('/api/schedule/calendar-feed', { method: 'POST' });

/** Creates or replaces the caller's calendar feed address; the answer is the new feed, kept as is (no refetch needed). */
export function useRegenerateCalendarFeed({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData<CalendarFeedResponse>(scheduleKeys.calendarFeed, feed);
      onSuccess?.();
    },
  });
}
