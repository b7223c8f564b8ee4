import type { CalendarFeedResponse } from '@trapline/contracts/calendar-feed';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { scheduleKeys } from '@/features/schedule/keys.ts';

export const getCalendarFeed = () => api<CalendarFeedResponse>('/api/schedule/calendar-feed');

export const calendarFeedQuery = queryOptions({ queryKey: scheduleKeys.calendarFeed, queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(calendarFeedQuery);
