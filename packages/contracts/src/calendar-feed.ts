import { z } from 'zod';
import { ZText } from './common.ts';

/**
 * A user's secret calendar feed: an address with a token that answers text/calendar (iCalendar)
 * of the schedule of the places the user sees, without signing in, for calendar programs.
 */
export const ZCalendarFeed = z.object({
  /** The address to paste into a calendar program; null until one is made. */
  url: z.url().nullable(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarFeedResponse = z.object({ calendarFeed: ZCalendarFeed });
export type CalendarFeedResponse = z.infer<typeof ZCalendarFeedResponse>;

/** The token of the address, with or without ".ics" (calendar programs like the suffix). */
export const ZCalendarFeedParams = z.object({ token: ZText.min(1).max(200) });

/** How far back and ahead the feed reaches from the day it is read. */
export const CALENDAR_FEED_RANGE = { daysBack: 31, monthsAhead: 6 } as const;
