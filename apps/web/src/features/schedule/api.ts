import type { CalendarFeedResponse } from '@trapline/contracts/calendar-feed';
import type { ChangeScope, ScheduleEvent, ScheduleEventRequest, ScheduleEventsResponse } from '@trapline/contracts/schedule';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeUsersQuery } from '@/features/places/api/get-place-users.ts';

export interface ScheduleRange {
  from: string;
  to: string;
}

/** The occurrences of a range: one place's (placeId) or every visible place's, optionally one (placeUuid). */
export const scheduleEventsQuery = (where: { placeId?: string | undefined; placeUuid?: string | undefined }, range: ScheduleRange | null) =>
  queryOptions({
    queryKey: ['schedule', where.placeId ?? 'all', where.placeUuid ?? null, range],
    queryFn: () => {
      const params = new URLSearchParams({ from: range!.from, to: range!.to });
      if (where.placeUuid) params.set('placeUuid', where.placeUuid);
      const path = where.placeId ? `/api/places/${where.placeId}/schedule/events` : '/api/schedule/events';
      return api<ScheduleEventsResponse>(`${path}?${params}`);
    },
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const placeAssigneesQuery = (placeId: string | undefined) =>
  queryOptions({ ...placeUsersQuery(placeId ?? ''), enabled: Boolean(placeId) });

type Body = Omit<ScheduleEventRequest, 'periodicity'> & { periodicity: ScheduleEventRequest['periodicity'] | undefined };

export const createScheduleEvent = (placeId: string, body: Body) => api<{ scheduleEvent: ScheduleEvent }>(`/api/places/${placeId}/schedule/events`, { method: 'POST', body });
export const updateScheduleEvent = (placeId: string, uuid: string, body: Partial<Body> & { scope: ChangeScope; occurrenceDate?: string }) =>
  api<{ scheduleEvent: ScheduleEvent }>(`/api/places/${placeId}/schedule/events/${uuid}`, { method: 'PATCH', body });
export const deleteScheduleEvent = (placeId: string, uuid: string, scope: ChangeScope, occurrenceDate: string) =>
  api<null>(`/api/places/${placeId}/schedule/events/${uuid}?${new URLSearchParams(scope === 'OCCURRENCE' ? { scope, occurrenceDate } : { scope })}`, { method: 'DELETE' });

export const calendarFeedQuery = queryOptions({ queryKey: ['schedule', 'calendar-feed'], queryFn: () => api<CalendarFeedResponse>('/api/schedule/calendar-feed') });
export const regenerateCalendarFeed = () => api<CalendarFeedResponse>('/api/schedule/calendar-feed', { method: 'POST' });
