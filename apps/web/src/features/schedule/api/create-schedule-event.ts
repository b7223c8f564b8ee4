import type { ScheduleEvent } from '@trapline/contracts/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ScheduleEventBody } from '@/features/schedule/api/types.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

export const createScheduleEvent = (placeId: string, body: ScheduleEventBody) =>
  api<{ scheduleEvent: ScheduleEvent }>(`/api/places/${placeId}/schedule/events`, { method: 'POST', body });

/** Plans an event in a place; the calendars that may show the place show it. */
export function useCreateScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: ScheduleEventBody }) => createScheduleEvent(placeId, body),
    onSuccess: (_saved, { placeId }) => Promise.all(scheduleKeys.changedBy(placeId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
