import type { ScheduleEventRequest } from '@trapline/contracts/schedule';

/** An event as the form sends it: the periodicity left out of a one-off event. */
export type ScheduleEventBody = Omit<ScheduleEventRequest, 'periodicity'> & { periodicity: ScheduleEventRequest['periodicity'] | undefined };
