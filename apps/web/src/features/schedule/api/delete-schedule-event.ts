import type { ChangeScope } from '@trapline/contracts/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

export const deleteScheduleEvent = (placeId: string, uuid: string, scope: ChangeScope, occurrenceDate: string) =>
  api<null>(`/api/places/${placeId}/schedule/events/${uuid}?${new URLSearchParams(scope === 'OCCURRENCE' ? { scope, occurrenceDate } : { scope })}`, {
    method: 'DELETE',
  });

/** Deletes one occurrence or a whole series; the calendars that may show the place drop it. */
export function useDeleteScheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, uuid, scope, occurrenceDate }: { placeId: string; uuid: string; scope: ChangeScope; occurrenceDate: string }) =>
      deleteScheduleEvent(placeId, uuid, scope, occurrenceDate),
    onSuccess: (_done, { placeId }) => Promise.all(scheduleKeys.changedBy(placeId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
