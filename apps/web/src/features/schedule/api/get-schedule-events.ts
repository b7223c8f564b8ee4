import type { ScheduleEventsResponse } from '@trapline/contracts/schedule';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

export interface ScheduleRange {
  from: string;
  to: string;
}

type Where = { placeId?: string | undefined; placeUuid?: string | undefined };

export const getScheduleEvents = (where: Where, range: ScheduleRange) => {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (where.placeUuid) params.set('placeUuid', where.placeUuid);
  const path = where.placeId ? `/api/places/${where.placeId}/schedule/events` : '/api/schedule/events';
  return api<ScheduleEventsResponse>(`${path}?${params}`);
};

/** The occurrences of a range: one place's (placeId) or every visible place's, optionally one (placeUuid). */
export const scheduleEventsQuery = (where: Where, range: ScheduleRange | null) =>
  queryOptions({
    queryKey: scheduleKeys.events(where, range),
    queryFn: () => getScheduleEvents(where, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useScheduleEvents = (where: Where, range: ScheduleRange | null) => useQuery(scheduleEventsQuery(where, range));
