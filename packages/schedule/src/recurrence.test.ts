import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandEvent, occurrenceDates, PERIODICITY_UNITS, type EventTiming, type Periodicity } from './recurrence.ts';
import { zonedToInstant } from './zoned-time.ts';

const WARSAW = 'Europe/Warsaw';

// ── An independent expansion: plain calendar arithmetic and a brute-force zone offset ──

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function plainDates(dateFrom: string, periodicity: Periodicity | null, lastDate: string): string[] {
  if (!periodicity) return dateFrom <= lastDate ? [dateFrom] : [];
  const [y, m, d] = parts(dateFrom);
  const end = periodicity.endDate !== null && periodicity.endDate < lastDate ? periodicity.endDate : lastDate;
  const dates: string[] = [];
  for (let i = 0; ; i++) {
    let date: string | null;
    if (periodicity.unit === 'MONTHLY') {
      const months = m - 1 + i * periodicity.count;
      const year = y + Math.floor(months / 12);
      const month = (months % 12) + 1;
      date = d <= daysInMonth(year, month) ? ymd(year, month, d) : null;
      if (ymd(year, month, 1) > end) break;
    } else if (periodicity.unit === 'YEARLY') {
      const year = y + i * periodicity.count;
      date = d <= daysInMonth(year, m) ? ymd(year, m, d) : null;
      if (ymd(year, 1, 1) > end) break;
    } else {
      const step = { DAILY: 1, WEEKLY: 7, BIWEEKLY: 14 }[periodicity.unit] * periodicity.count;
      date = new Date(Date.UTC(y, m - 1, d + i * step)).toISOString().slice(0, 10);
      if (date > end) break;
    }
    if (date === null || date > end) continue;
    const weekday = new Date(Date.UTC(...(([a, b, c]) => [a, b - 1, c] as const)(parts(date)))).getUTCDay();
    if (periodicity.withoutWeekends && (weekday === 0 || weekday === 6)) continue;
    dates.push(date);
  }
  return dates;
}

const showers = new Map<string, Intl.DateTimeFormat>();
const shower = (timeZone: string) => {
  if (!showers.has(timeZone))
    showers.set(
      timeZone,
      new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    );
  return showers.get(timeZone)!;
};

/** Every quarter-hour offset is tried; the earliest instant showing that wall clock wins, a skipped time takes the offset before the jump. */
function plainInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = parts(date);
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const show = shower(timeZone);
  const wanted = `${date} ${time}`;
  for (let offset = 14 * 60; offset >= -14 * 60; offset -= 15) {
    const candidate = wall - offset * 60_000;
    if (show.format(new Date(candidate)) === wanted) return candidate;
  }
  const dayBefore = new Date(wall - 86_400_000);
  const [, shownTime] = show.format(dayBefore).split(' ');
  const [bh, bm] = shownTime!.split(':').map(Number) as [number, number];
  const offsetBefore = Date.UTC(...(([a, b, c]) => [a, b - 1, c] as const)(parts(show.format(dayBefore).split(' ')[0]!)), bh, bm) - dayBefore.getTime();
  return wall - Math.round(offsetBefore / 60_000) * 60_000;
}

// ── Generators ──

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${pad(h)}:${pad(m)}`);
const date = fc
  .date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2028, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Dates near the clock changes in Warsaw, where mistakes hide. */
const dstDate = fc.constantFrom(
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-24',
  '2026-10-25',
  '2026-10-26',
  '2027-03-28',
  '2027-10-31',
  '2026-01-31',
  '2024-02-29',
);
const zone = fc.constantFrom(WARSAW, WARSAW, WARSAW, 'America/New_York', 'Australia/Lord_Howe', 'UTC', 'Asia/Kolkata');

const timing = fc
  .record({
    dateFrom: fc.oneof(date, dstDate),
    lengthDays: fc.constantFrom(0, 0, 0, 1, 2),
    timeFrom: fc.oneof(time, fc.constantFrom('02:00', '02:30', '03:00')),
    timeTo: time,
    timeZone: zone,
    periodical: fc.boolean(),
    unit: fc.constantFrom(...PERIODICITY_UNITS),
    count: fc.integer({ min: 1, max: 4 }),
    withoutWeekends: fc.boolean(),
    endAfterDays: fc.option(fc.integer({ min: 1, max: 900 }), { nil: null }),
  })
  .map((r): EventTiming => {
    const dateTo = new Date(Date.UTC(...(([a, b, c]) => [a, b - 1, c + r.lengthDays] as const)(parts(r.dateFrom)))).toISOString().slice(0, 10);
    // Same day: the end after the start.
    const timeTo = r.lengthDays === 0 && r.timeTo <= r.timeFrom ? '23:59' : r.timeTo;
    const endDate =
      r.endAfterDays === null
        ? null
        : new Date(Date.UTC(...(([a, b, c]) => [a, b - 1, c + r.lengthDays + r.endAfterDays!] as const)(parts(r.dateFrom)))).toISOString().slice(0, 10);
    return {
      dateFrom: r.dateFrom,
      dateTo,
      timeFrom: r.timeFrom,
      timeTo,
      timeZone: r.timeZone,
      periodicity: r.periodical
        ? {
            unit: r.unit,
            count: r.lengthDays > 0 && r.unit === 'DAILY' ? Math.max(r.count, r.lengthDays + 1) : r.count,
            withoutWeekends: r.withoutWeekends,
            endDate,
          }
        : null,
    };
  });

const range = fc
  .record({
    start: fc.date({ min: new Date(Date.UTC(2023, 11, 1)), max: new Date(Date.UTC(2029, 0, 1)), noInvalidDate: true }),
    days: fc.integer({ min: 1, max: 45 }),
  })
  .map(({ start, days }) => ({
    from: start,
    to: new Date(start.getTime() + days * 86_400_000),
  }));

function plainExpansion(t: EventTiming, from: Date, to: Date) {
  const day = 86_400_000;
  const length = Math.round((Date.parse(t.dateTo) - Date.parse(t.dateFrom)) / day);
  // Zones are within a day of UTC: dates two days around the range hold every candidate.
  const lastDate = new Date(to.getTime() + 2 * day).toISOString().slice(0, 10);
  const firstDate = new Date(from.getTime() - (length + 2) * day).toISOString().slice(0, 10);
  return plainDates(t.dateFrom, t.periodicity, lastDate)
    .filter((start) => start >= firstDate)
    .map((start) => {
      const end = new Date(Date.parse(start) + length * day).toISOString().slice(0, 10);
      return { occurrenceDate: start, start: plainInstant(start, t.timeFrom, t.timeZone), end: plainInstant(end, t.timeTo, t.timeZone) };
    })
    .filter((o) => o.start < to.getTime() && o.end > from.getTime());
}

describe('recurrence expansion', () => {
  it('agrees with a plain expansion for thousands of random series and ranges', () => {
    fc.assert(
      fc.property(timing, range, (t, { from, to }) => {
        const expanded = expandEvent(t, [], from, to).map((o) => ({ occurrenceDate: o.occurrenceDate, start: o.start.getTime(), end: o.end.getTime() }));
        expect(expanded).toEqual(plainExpansion(t, from, to));
      }),
      { numRuns: 3000 },
    );
  }, 120_000);

  it('keeps the wall-clock time across the changes of the clocks in Warsaw', () => {
    const daily: EventTiming = {
      dateFrom: '2026-03-27',
      dateTo: '2026-03-27',
      timeFrom: '09:00',
      timeTo: '10:00',
      timeZone: WARSAW,
      periodicity: { unit: 'DAILY', count: 1, withoutWeekends: false, endDate: null },
    };
    const march = expandEvent(daily, [], new Date('2026-03-27T00:00:00Z'), new Date('2026-03-31T00:00:00Z'));
    expect(march.map((o) => o.start.toISOString())).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    const october = expandEvent(daily, [], new Date('2026-10-24T00:00:00Z'), new Date('2026-10-27T00:00:00Z'));
    expect(october.map((o) => o.start.toISOString())).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z', '2026-10-26T08:00:00.000Z']);
    // A time the clocks skip is the same length of time after the jump; a time that happens twice is the first.
    expect(zonedToInstant('2026-03-29', '02:30', WARSAW).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToInstant('2026-10-25', '02:30', WARSAW).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('leaves weekends out, skips months without the day, and stops at the end date (that whole day included)', () => {
    const weekdays = { unit: 'DAILY', count: 1, withoutWeekends: true, endDate: '2026-12-08' } as const;
    expect(occurrenceDates({ dateFrom: '2026-12-03', periodicity: weekdays }, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
    const monthly = { unit: 'MONTHLY', count: 1, withoutWeekends: false, endDate: null } as const;
    expect(occurrenceDates({ dateFrom: '2026-01-31', periodicity: monthly }, '2026-01-01', '2026-06-30')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31']);
    const biweekly = { unit: 'BIWEEKLY', count: 1, withoutWeekends: false, endDate: null } as const;
    expect(occurrenceDates({ dateFrom: '2020-01-06', periodicity: biweekly }, '2026-11-01', '2026-11-30')).toEqual(['2026-11-02', '2026-11-16', '2026-11-30']);
  });

  it('applies exceptions: a cancelled occurrence disappears, a moved one appears where it was moved to', () => {
    const weekly: EventTiming = {
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
      timeFrom: '08:00',
      timeTo: '09:00',
      timeZone: WARSAW,
      periodicity: { unit: 'WEEKLY', count: 1, withoutWeekends: true, endDate: null },
    };
    const occurrences = expandEvent(
      weekly,
      [
        { occurrenceDate: '2026-11-09', cancelled: true, override: null },
        {
          occurrenceDate: '2026-11-16',
          cancelled: false,
          override: { dateFrom: '2026-11-18', dateTo: '2026-11-18', timeFrom: '12:00', timeTo: '13:00', data: 'moved' },
        },
        // Not a date of the series: ignored.
        {
          occurrenceDate: '2026-11-17',
          cancelled: false,
          override: { dateFrom: '2026-11-17', dateTo: '2026-11-17', timeFrom: '12:00', timeTo: '13:00', data: 'stray' },
        },
      ],
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(occurrences.map((o) => [o.occurrenceDate, o.dateFrom, o.timeFrom, o.override])).toEqual([
      ['2026-11-02', '2026-11-02', '08:00', null],
      ['2026-11-16', '2026-11-18', '12:00', 'moved'],
      ['2026-11-23', '2026-11-23', '08:00', null],
      ['2026-11-30', '2026-11-30', '08:00', null],
    ]);
  });
});
