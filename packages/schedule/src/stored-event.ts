// A schedule event as the database keeps it (schedule_events, schedule_event_exceptions), read
// into the local dates and times the recurrence works with. The API and the workers both read
// events: this is the one place that knows how the columns map.
import type { EventTiming, OccurrenceException, PeriodicityUnit } from './recurrence.ts';

/** A stored date column (a local date at midnight UTC) as YYYY-MM-DD. */
export const localDate = (date: Date) => date.toISOString().slice(0, 10);

/** The columns an event's timing needs, for a Prisma select. */
export const STORED_TIMING_SELECT = {
  dateFrom: true,
  dateTo: true,
  timeFrom: true,
  timeTo: true,
  timeZone: true,
  periodical: true,
  periodicityUnit: true,
  periodicityCount: true,
  periodicityWithoutWeekends: true,
  periodicityEndDate: true,
} as const;

export interface StoredTiming {
  dateFrom: Date;
  dateTo: Date;
  timeFrom: string;
  timeTo: string;
  timeZone: string;
  periodical: boolean;
  periodicityUnit: PeriodicityUnit | null;
  periodicityCount: number | null;
  periodicityWithoutWeekends: boolean;
  periodicityEndDate: Date | null;
}

export function timingOfStored(row: StoredTiming): EventTiming {
  return {
    dateFrom: localDate(row.dateFrom),
    dateTo: localDate(row.dateTo),
    timeFrom: row.timeFrom,
    timeTo: row.timeTo,
    timeZone: row.timeZone,
    periodicity:
      row.periodical && row.periodicityUnit
        ? {
            unit: row.periodicityUnit,
            count: row.periodicityCount ?? 1,
            withoutWeekends: row.periodicityWithoutWeekends,
            endDate: row.periodicityEndDate ? localDate(row.periodicityEndDate) : null,
          }
        : null,
  };
}

export interface StoredException {
  occurrenceDate: Date;
  cancelled: boolean;
  dateFrom: Date | null;
  dateTo: Date | null;
  timeFrom: string | null;
  timeTo: string | null;
}

/** An event's changed and cancelled occurrences; `data` gives what a moved or edited one carries besides its times. */
export function exceptionsOfStored<E extends StoredException, D>(exceptions: E[], data: (exception: E) => D): Array<OccurrenceException<D>> {
  return exceptions.map((exception) => ({
    occurrenceDate: localDate(exception.occurrenceDate),
    cancelled: exception.cancelled,
    override:
      exception.cancelled || !exception.dateFrom || !exception.dateTo || !exception.timeFrom || !exception.timeTo
        ? null
        : {
            dateFrom: localDate(exception.dateFrom),
            dateTo: localDate(exception.dateTo),
            timeFrom: exception.timeFrom,
            timeTo: exception.timeTo,
            data: data(exception),
          },
  }));
}
