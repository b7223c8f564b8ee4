/**
 * Wall-clock time in an IANA time zone and back, with the platform's time-zone database (Intl).
 * Local dates are 'YYYY-MM-DD' strings, times 'HH:mm'.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the platform knows the zone (an unknown name would make Intl throw). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as milliseconds of the same wall clock read as UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAsUtc(whole, timeZone) - whole;
}

const instants = new Map<string, Map<string, number>>();
let remembered = 0;

/**
 * The instant a wall-clock time of a zone names. Where the clocks go back and a time happens twice,
 * the earlier; where they go forward and a time does not exist, the same length of time after the
 * jump (02:30 on the night of the change in Warsaw is 03:30 summer time), as calendar programs do.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  return new Date(zonedToInstantMs(date, time, timeZone));
}

/** zonedToInstant as epoch milliseconds (no Date made: a month view asks for thousands). */
export function zonedToInstantMs(date: string, time: string, timeZone: string): number {
  return zonedInstants(timeZone, time)(date);
}

/**
 * zonedToInstantMs for one zone and time of day, for many dates (a series' occurrences). The
 * events of a month share few dates and times: the instants are remembered (bounded, so a
 * long-running API stays small), by zone and time, then by date.
 */
export function zonedInstants(timeZone: string, time: string): (date: string) => number {
  const zoneKey = `${timeZone}|${time}`;
  let byDate = instants.get(zoneKey);
  if (!byDate) {
    byDate = new Map();
    instants.set(zoneKey, byDate);
  }
  const known = byDate;
  const timeMs = timeToMs(time);
  return (date) => {
    let instant = known.get(date);
    if (instant === undefined) {
      const wall = dateToUtcMs(date) + timeMs;
      const before = offsetAt(wall - DAY_MS, timeZone);
      const after = offsetAt(wall + DAY_MS, timeZone);
      const valid = [...new Set([before, after])].map((offset) => wall - offset).filter((candidate) => wall - offsetAt(candidate, timeZone) === candidate);
      instant = valid.length > 0 ? Math.min(...valid) : wall - before;
      if (++remembered > 50_000) {
        for (const map of instants.values()) map.clear();
        remembered = 1;
      }
      known.set(date, instant);
    }
    return instant;
  };
}

const localDates = new Map<string, string>();

/** The local date of an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  // Every series of a month view asks for the same two instants: remember them (bounded, as the instants above).
  const key = `${timeZone}|${instant.getTime()}`;
  let date = localDates.get(key);
  if (date === undefined) {
    date = new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
    if (localDates.size > 50_000) localDates.clear();
    localDates.set(key, date);
  }
  return date;
}

export function dateToUtcMs(date: string): number {
  // YYYY-MM-DD, read by position: this runs for every occurrence of a month view.
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

const dates = new Map<number, string>();

export function utcMsToDate(ms: number): string {
  // Every occurrence of a month view writes its dates: the few days of a range are remembered (bounded).
  let date = dates.get(ms);
  if (date === undefined) {
    date = new Date(ms).toISOString().slice(0, 10);
    if (dates.size > 50_000) dates.clear();
    dates.set(ms, date);
  }
  return date;
}

export function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dateToUtcMs(b) - dateToUtcMs(a)) / DAY_MS);
}

export function timeToMs(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h! * 60 + m!) * 60_000;
}

/** 0 Sunday ... 6 Saturday, of a local date. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}
