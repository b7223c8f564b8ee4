import type { ChangeScope, ScheduleEvent } from '@trapline/contracts/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ScheduleEventBody } from '@/features/schedule/api/types.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

type Change = Partial<ScheduleEventBody> & { scope: ChangeScope; occurrenceDate?: string };

export const updateScheduleEvent = (placeId: string, uuid: string, body: Change) =>
  api<{ scheduleEvent: ScheduleEvent }>(`/api/places/${placeId}/schedule/events/${uuid}`, { method: 'PATCH', body });

/** Changes one occurrence or a whole series; the calendars that may show the place show it. */
export function useUpdateScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, uuid, body }: { placeId: string; uuid: string; body: Change }) => updateScheduleEvent(placeId, uuid, body),
    onSuccess: (_saved, { placeId }) => Promise.all(scheduleKeys.changedBy(placeId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
