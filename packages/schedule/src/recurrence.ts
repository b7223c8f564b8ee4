import { addDays, dateToUtcMs, daysBetween, localDateOf, utcMsToDate, zonedInstants, zonedToInstantMs } from './zoned-time.ts';

const DAY_MS = 86_400_000;

export const PERIODICITY_UNITS = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type PeriodicityUnit = (typeof PERIODICITY_UNITS)[number];

export interface Periodicity {
  unit: PeriodicityUnit;
  /** Every N units (custom periodicity); 1 for the plain choices. BIWEEKLY counts pairs of weeks. */
  count: number;
  /** Occurrences falling on a Saturday or Sunday are left out. */
  withoutWeekends: boolean;
  /** Last local date an occurrence may start on (the whole day counts); null: no end. */
  endDate: string | null;
}

/** When an event happens: its first occurrence in local dates and times of its zone, and how it repeats. */
export interface EventTiming {
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  timeZone: string;
  periodicity: Periodicity | null;
}

/** One occurrence changed or cancelled, by the local start date it had in the series. */
export interface OccurrenceException<Override = unknown> {
  occurrenceDate: string;
  cancelled: boolean;
  /** Moved or edited: its own dates and times (and whatever the caller keeps with them). */
  override: (Pick<EventTiming, 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo'> & { data: Override }) | null;
}

export interface Occurrence<Override = unknown> {
  /** The local start date the occurrence has in the series: its key for changing or cancelling it alone. */
  occurrenceDate: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  start: Date;
  end: Date;
  /** The exception's data when the occurrence was edited alone. */
  override: Override | null;
}

/** Days of one period, for the units of a fixed length (months and years are counted on the calendar). */
function fixedStepDays(periodicity: Periodicity): number | null {
  return periodicity.unit === 'MONTHLY' || periodicity.unit === 'YEARLY' ? null : minimumPeriodDays(periodicity);
}

/** The shortest length of one period in days (a month may have 28), for rules on an event's length. */
export function minimumPeriodDays(periodicity: Pick<Periodicity, 'unit' | 'count'>): number {
  switch (periodicity.unit) {
    case 'DAILY':
      return periodicity.count;
    case 'WEEKLY':
      return 7 * periodicity.count;
    case 'BIWEEKLY':
      return 14 * periodicity.count;
    case 'MONTHLY':
      return 28 * periodicity.count;
    case 'YEARLY':
      return 365 * periodicity.count;
  }
}

/** Whether a floating date (a local date as a UTC midnight) is a Saturday or Sunday; 1 January 1970 was a Thursday. */
function isWeekendMs(ms: number): boolean {
  const weekday = (((Math.floor(ms / DAY_MS) + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/**
 * The local start dates of a series from `fromDate` to `toDate` (both included), in order.
 * The dates are counted in "floating" dates (local dates written as UTC midnights), so a change
 * of the clocks never moves an occurrence to another day; times are put on afterwards in the
 * event's zone. A monthly series on the 31st skips the months without one, a yearly one on
 * 29 February the years without it (as RFC 5545 rules do). The month view expands hundreds of
 * series per request, so the dates are computed directly, from the first period that can reach
 * the range, instead of walking a rule from the series' start.
 */
export function occurrenceDates(timing: Pick<EventTiming, 'dateFrom' | 'periodicity'>, fromDate: string, toDate: string): string[] {
  const { dateFrom, periodicity } = timing;
  if (!periodicity) return dateFrom >= fromDate && dateFrom <= toDate ? [dateFrom] : [];
  const last = periodicity.endDate !== null && periodicity.endDate < toDate ? periodicity.endDate : toDate;
  const first = fromDate > dateFrom ? fromDate : dateFrom;
  if (first > last) return [];

  const startMs = dateToUtcMs(dateFrom);
  const firstMs = dateToUtcMs(first);
  const lastMs = dateToUtcMs(last);
  const dates: string[] = [];
  const add = (ms: number) => {
    if (!periodicity.withoutWeekends || !isWeekendMs(ms)) dates.push(utcMsToDate(ms));
  };
  const step = fixedStepDays(periodicity);
  if (step !== null) {
    const stepMs = step * DAY_MS;
    // The first occurrence on or after the range's first day (first is never before dateFrom).
    for (let ms = startMs + Math.ceil((firstMs - startMs) / stepMs) * stepMs; ms <= lastMs; ms += stepMs) add(ms);
    return dates;
  }
  const start = new Date(startMs);
  const day = start.getUTCDate();
  const startMonth = start.getUTCFullYear() * 12 + start.getUTCMonth();
  const monthsPerPeriod = (periodicity.unit === 'YEARLY' ? 12 : 1) * periodicity.count;
  const firstDay = new Date(firstMs);
  // The last period starting in a month on or before the range's first month.
  const skipped = Math.max(0, Math.floor((firstDay.getUTCFullYear() * 12 + firstDay.getUTCMonth() - startMonth) / monthsPerPeriod));
  for (let month = startMonth + skipped * monthsPerPeriod; ; month += monthsPerPeriod) {
    const year = Math.floor(month / 12);
    const monthOfYear = month - year * 12;
    if (Date.UTC(year, monthOfYear, 1) > lastMs) break;
    const ms = Date.UTC(year, monthOfYear, day);
    // A month without the day (Date.UTC ran over into the next one) has no occurrence.
    if (new Date(ms).getUTCMonth() !== monthOfYear) continue;
    if (ms >= firstMs && ms <= lastMs) add(ms);
  }
  return dates;
}

/** Whether a local date is the start of one of the series' occurrences (before any exception). */
export function isOccurrenceDate(timing: Pick<EventTiming, 'dateFrom' | 'periodicity'>, date: string): boolean {
  return occurrenceDates(timing, date, date).length === 1;
}

/** One occurrence as visitOccurrences hands it over: its dates and times, and its instants in epoch milliseconds. */
export type OccurrenceVisitor<Override> = (
  occurrenceDate: string,
  dateFrom: string,
  dateTo: string,
  timeFrom: string,
  timeTo: string,
  startMs: number,
  endMs: number,
  override: Override | null,
) => void;

/**
 * The occurrences of an event that overlap the range [from, to), exceptions applied: a cancelled
 * occurrence is left out, an edited one appears with its own dates and times (wherever it was
 * moved to). Each is handed to `visit` as it is found (the series' own in date order, then the
 * edited ones), without an object per occurrence: the month view of a company writes thousands.
 */
export function visitOccurrences<Override>(
  timing: EventTiming,
  exceptions: ReadonlyArray<OccurrenceException<Override>>,
  from: Date,
  to: Date,
  visit: OccurrenceVisitor<Override>,
): void {
  const { timeZone, timeFrom, timeTo } = timing;
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const lengthDays = daysBetween(timing.dateFrom, timing.dateTo);
  // Local dates around the range: an occurrence that started up to its length before the range may still run into it.
  const fromDate = addDays(localDateOf(from, timeZone), -lengthDays - 1);
  const toDate = addDays(localDateOf(to, timeZone), 1);
  const byDate = exceptions.length > 0 ? new Set(exceptions.map((exception) => exception.occurrenceDate)) : null;
  const startOf = zonedInstants(timeZone, timeFrom);
  const endOf = zonedInstants(timeZone, timeTo);
  for (const date of occurrenceDates(timing, fromDate, toDate)) {
    if (byDate?.has(date)) continue;
    const dateTo = lengthDays === 0 ? date : addDays(date, lengthDays);
    const start = startOf(date);
    const end = endOf(dateTo);
    if (start < toMs && end > fromMs) visit(date, date, dateTo, timeFrom, timeTo, start, end, null);
  }
  for (const exception of exceptions) {
    const override = exception.override;
    if (exception.cancelled || !override) continue;
    const start = zonedToInstantMs(override.dateFrom, override.timeFrom, timeZone);
    const end = zonedToInstantMs(override.dateTo, override.timeTo, timeZone);
    if (start < toMs && end > fromMs && isOccurrenceDate(timing, exception.occurrenceDate)) {
      visit(exception.occurrenceDate, override.dateFrom, override.dateTo, override.timeFrom, override.timeTo, start, end, override.data);
    }
  }
}

/**
 * The occurrences of an event that overlap the range [from, to), exceptions applied (as
 * visitOccurrences finds them), ordered by start.
 */
export function expandEvent<Override>(
  timing: EventTiming,
  exceptions: ReadonlyArray<OccurrenceException<Override>>,
  from: Date,
  to: Date,
): Array<Occurrence<Override>> {
  const occurrences: Array<Occurrence<Override>> = [];
  visitOccurrences(timing, exceptions, from, to, (occurrenceDate, dateFrom, dateTo, timeFrom, timeTo, start, end, override) => {
    occurrences.push({ occurrenceDate, dateFrom, dateTo, timeFrom, timeTo, start: new Date(start), end: new Date(end), override });
  });
  return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime() || a.occurrenceDate.localeCompare(b.occurrenceDate));
}
