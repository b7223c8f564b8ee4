import type { SqlPool } from '@trapline/db/client';
import { STATISTICS_KINDS, STATISTICS_ROLLUP_TIMEZONE } from '@trapline/db/statistics-sums';
import type { ScopedPlace } from '../../access/place.ts';
import type { AnswerCache } from '../../lib/answer-cache.ts';
import { AnswerSums } from './answer.ts';
import type { DeviceFilter, SumSpans } from './repository.ts';

/**
 * The sums kept per day and per device and month (statistics_daily, statistics_device_monthly), held in memory per
 * place, calendar year and data version: a year of a large place is some 60,000 sums (about 3 MB
 * as numbers), read once, after which any range, zone or type filter over that year is summed from
 * memory. So are the place's devices (their zone and type, for the filters), and the devices' sums
 * of each day that the edge of a range in a month it cuts covers: the edges of the following ranges
 * that share those days cost no read. A write to the place (or the catalogue) changes the version, so
 * stale sums are never used: they drop out of the cache unused.
 *
 * Each is packed in one Buffer of float64 numbers (the cache measures and keeps Buffers): a year's
 * as a header of 2 counts, then the daily sums, 7 numbers each, then the monthly ones, 6 each; the
 * devices 3 numbers each; a day's device sums 6 each.
 */
const DAILY = 7; // day (days since 1970-01-01), kind, zone (0: none), type, item, cents, records
const MONTHLY = 6; // month (days since 1970-01-01 of its first day), kind, device, item, cents, records
const DEVICE = 3; // id, zone (0: none), type
const DEVICE_DAY = 6; // day (days since 1970-01-01), kind, device, item, cents, records

interface YearSums {
  daily: Float64Array;
  monthly: Float64Array;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const KINDS = Object.values(STATISTICS_KINDS)
  .map(({ number }) => number)
  .join(', ');

/** A flat array of numbers (one JSON value from the database: the cheapest form to read tens of thousands of sums) as a Buffer. */
function packed(...parts: number[][]): Buffer {
  const numbers = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    numbers.set(part, at);
    at += part.length;
  }
  return Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
}

function numbersOf(buffer: Buffer): Float64Array {
  // A Buffer's memory may start anywhere in a shared pool: copy when it is not 8-byte aligned.
  return buffer.byteOffset % 8 === 0
    ? new Float64Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 8)
    : new Float64Array(Uint8Array.from(buffer).buffer);
}

async function loadYear(sql: SqlPool, placeId: number, year: number): Promise<Buffer> {
  const { rows } = await sql.query<{ daily: number[] | null; monthly: number[] | null }>({
    name: 'statistics-sums-of-year',
    text: `SELECT
        (SELECT json_agg(v) FROM (SELECT unnest(ARRAY[(s.day - DATE '1970-01-01')::float8, s.kind, s."zoneId", s."deviceTypeId", s."itemId", s.cents, s.records]) AS v
          FROM (SELECT * FROM statistics_daily s WHERE s.kind IN (${KINDS}) AND s."placeId" = $1 AND s.day >= make_date($2, 1, 1) AND s.day < make_date($2 + 1, 1, 1) AND s.records > 0
            ORDER BY s.day, s.kind, s."itemId") s) d) AS daily,
        (SELECT json_agg(v) FROM (SELECT unnest(ARRAY[(m.month - DATE '1970-01-01')::float8, m.kind, m."deviceId", m."itemId", m.cents, m.records]) AS v
          FROM (SELECT * FROM statistics_device_monthly m WHERE m.kind IN (${KINDS}) AND m."placeId" = $1 AND m.month >= make_date($2, 1, 1) AND m.month < make_date($2 + 1, 1, 1) AND m.records > 0
            ORDER BY m."deviceId", m.kind, m."itemId", m.month) m) x) AS monthly`,
    values: [placeId, year],
  });
  const daily = rows[0]!.daily ?? [];
  const monthly = rows[0]!.monthly ?? [];
  return packed([daily.length, monthly.length], daily, monthly);
}

function unpackYear(buffer: Buffer): YearSums {
  const numbers = numbersOf(buffer);
  const [daily = 0, monthly = 0] = numbers.subarray(0, 2);
  return { daily: numbers.subarray(2, 2 + daily), monthly: numbers.subarray(2 + daily, 2 + daily + monthly) };
}

/** The place's devices (deleted ones too: their records count) with their zone and type as they are now. */
async function loadDevices(sql: SqlPool, placeId: number): Promise<Buffer> {
  const { rows } = await sql.query<{ devices: number[] | null }>({
    name: 'statistics-devices-of-place',
    text: `SELECT json_agg(v) AS devices FROM (SELECT unnest(ARRAY[d.id, coalesce(d."zoneId", 0), d."deviceTypeId"]) AS v FROM devices d WHERE d."placeId" = $1) y`,
    values: [placeId],
  });
  return packed(rows[0]!.devices ?? []);
}

/**
 * The sums of the place's devices per day of the rollup zone, for the days given (days since
 * 1970-01-01), from the records: read through the devices' index, one span of consecutive days at
 * a time (each span costs a descent of the index per device and kind, whatever its length). One
 * Buffer per day (with no sums: empty).
 */
async function loadDeviceDays(sql: SqlPool, placeId: number, days: number[]): Promise<Map<number, Buffer>> {
  const spans: Array<{ from: number; until: number }> = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && last.until === day) last.until = day + 1;
    else spans.push({ from: day, until: day + 1 });
  }
  const records = Object.values(STATISTICS_KINDS)
    .map(({ number, table, item }) => `SELECT ${number}::smallint AS kind, "deviceId", ${item} AS item, amount, "createdAt" FROM ${table}`)
    .join(' UNION ALL ');
  const { rows } = await sql.query<{ sums: number[] | null }>({
    name: 'statistics-device-days',
    text: `WITH s AS MATERIALIZED (
        SELECT ((DATE '1970-01-01' + f)::timestamp AT TIME ZONE $4) AT TIME ZONE 'UTC' AS f, ((DATE '1970-01-01' + u)::timestamp AT TIME ZONE $4) AT TIME ZONE 'UTC' AS u
        FROM unnest($2::int[], $3::int[]) AS s(f, u)
      ), b AS MATERIALIZED (SELECT ARRAY(SELECT id FROM devices WHERE "placeId" = $1) AS ids)
      SELECT json_agg(v) AS sums FROM (
        SELECT unnest(ARRAY[x.day, x.kind, x."deviceId", x.item, x.cents, x.records]) AS v FROM (
          SELECT ((r."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE $4)::date - DATE '1970-01-01' AS day, r.kind, r."deviceId", r.item,
            sum((r.amount * 100)::bigint) AS cents, count(*) AS records
          FROM s, b, (${records}) r
          WHERE r."deviceId" = ANY(b.ids) AND r."createdAt" >= s.f AND r."createdAt" < s.u
          GROUP BY 1, 2, 3, 4
        ) x
      ) y`,
    values: [placeId, spans.map((span) => span.from), spans.map((span) => span.until), STATISTICS_ROLLUP_TIMEZONE],
  });
  const sums = rows[0]!.sums ?? [];
  const ofDay = new Map<number, number[]>(days.map((day) => [day, []]));
  for (let r = 0; r < sums.length; r += DEVICE_DAY) ofDay.get(sums[r]!)?.push(...sums.slice(r, r + DEVICE_DAY));
  const byDay = new Map<number, Buffer>();
  for (const [day, numbers] of ofDay) byDay.set(day, packed(numbers));
  return byDay;
}

/** The place's devices, from the cache while the place's data stands. */
export async function placeDevices(sql: SqlPool, cache: AnswerCache, place: ScopedPlace, version: string): Promise<Float64Array> {
  return numbersOf(await cache.get(JSON.stringify(['devices', place.id, version]), () => loadDevices(sql, place.id)));
}

/** How many of the place's devices (deleted ones included) the filter covers; a zone filter never matches "no zone" (0), as in SQL. */
export function countDevices(devices: Float64Array, filter: DeviceFilter): number {
  const zones = filter.zoneId ? new Set(filter.zoneId) : null;
  const types = filter.deviceTypeId ? new Set(filter.deviceTypeId) : null;
  const picked = filter.deviceId ? new Set(filter.deviceId) : null;
  let count = 0;
  for (let d = 0; d < devices.length; d += DEVICE) {
    if ((!zones || zones.has(devices[d + 1]!)) && (!types || types.has(devices[d + 2]!)) && (!picked || picked.has(devices[d]!))) count++;
  }
  return count;
}

/** A span of whole days `[from, until)` (days since 1970-01-01) whose records correct the monthly sums with its sign. */
export interface DaySpan {
  from: number;
  until: number;
  sign: 1 | -1;
}

/**
 * The month edges of a range of whole days (see SumSpans) as spans of days, or null when the range
 * cuts a day (then its edges are read from the records: repository.edgeRecords).
 */
export function monthEdgeDays(spans: SumSpans): DaySpan[] | null {
  if (spans.dayEdges.length || !spans.firstDay || !spans.lastDay) return null;
  const first = dayNumber(spans.firstDay);
  const until = dayNumber(spans.lastDay) + 1;
  if (!spans.firstMonth || !spans.lastMonth) return [{ from: first, until, sign: 1 }];
  const [year, month] = spans.lastMonth.split('-').map(Number) as [number, number];
  const monthsFrom = dayNumber(spans.firstMonth);
  const monthsUntil = Date.UTC(year, month, 1) / 86_400_000;
  const signed = (a: number, b: number): DaySpan[] => (a < b ? [{ from: a, until: b, sign: 1 }] : b < a ? [{ from: b, until: a, sign: -1 }] : []);
  return [...signed(first, monthsFrom), ...signed(monthsUntil, until)];
}

/**
 * The devices' sums per day of the days of the spans, each day from the cache while the place's
 * data stands: ranges that move a day at a time (or share an end) read only their new days. The
 * days not cached are read together: each day's `cache.get` calls its loader at once when the day
 * is missing (before it awaits anything), so the loaders of this call all join one read that
 * starts after the loop.
 */
export async function deviceDaysOf(sql: SqlPool, cache: AnswerCache, place: ScopedPlace, version: string, spans: DaySpan[]): Promise<Float64Array[]> {
  const days = new Set<number>();
  for (const { from, until } of spans) for (let day = from; day < until; day++) days.add(day);
  const missing: number[] = [];
  let read: Promise<Map<number, Buffer>> | null = null;
  const load = (day: number) => {
    missing.push(day);
    read ??= Promise.resolve().then(() => loadDeviceDays(sql, place.id, missing));
    return read.then((byDay) => byDay.get(day)!);
  };
  const sums = [...days].map((day) => cache.get(JSON.stringify(['device-day', place.id, version, day]), () => load(day)));
  return (await Promise.all(sums)).map(numbersOf);
}

/** The sums of the years a range's whole days and months fall in, from the cache where it holds them. */
export async function sumsOfYears(sql: SqlPool, cache: AnswerCache, place: ScopedPlace, version: string, spans: SumSpans): Promise<YearSums[]> {
  const firsts = [spans.firstDay, spans.firstMonth].filter((d): d is string => d !== null).map((d) => Number(d.slice(0, 4)));
  const lasts = [spans.lastDay, spans.lastMonth].filter((d): d is string => d !== null).map((d) => Number(d.slice(0, 4)));
  if (!firsts.length) return [];
  const years: number[] = [];
  for (let year = Math.min(...firsts); year <= Math.max(...lasts); year++) years.push(year);
  return Promise.all(
    years.map(async (year) => unpackYear(await cache.get(JSON.stringify(['sums', place.id, version, year]), () => loadYear(sql, place.id, year)))),
  );
}

/**
 * The records of a range's edges (see SumSpans), summed: those of a cut day per day, zone, type
 * and item (deviceId null), those that correct the monthly sums per device and item with their
 * signs (day, zone and type null; records: their signed count).
 */
export type EdgeRecord = [
  day: number | null,
  kind: number,
  deviceId: number | null,
  zoneId: number | null,
  deviceTypeId: number | null,
  itemId: number,
  cents: number,
  records: number,
];

/**
 * The sums of a range without per-device days, summed from its years of sums and its edges (see
 * SumSpans): per day for the place, each zone and each type (the range's whole days from the daily
 * sums, its cut days from their records), per device over the whole range (the monthly sums of the
 * months it mostly covers, corrected with their signs by the edges: the devices' day sums of the
 * months a range of whole days cuts, or else the edge records). The same sums `aggregate` gives for
 * the same range.
 */
export function aggregateYears(
  placeId: number,
  years: YearSums[],
  devices: Float64Array,
  range: { days: string[] },
  spans: SumSpans,
  filter: Omit<DeviceFilter, 'deviceId'>,
  edges: { records: EdgeRecord[] } | { spans: DaySpan[]; deviceDays: Float64Array[] },
): AnswerSums {
  const zones = filter.zoneId ? new Set(filter.zoneId) : null;
  const types = filter.deviceTypeId ? new Set(filter.deviceTypeId) : null;
  const firstOfRange = dayNumber(range.days[0]!);
  const firstDay = spans.firstDay ? dayNumber(spans.firstDay) : Infinity;
  const lastDay = spans.lastDay ? dayNumber(spans.lastDay) : -Infinity;
  const firstMonth = spans.firstMonth ? dayNumber(spans.firstMonth) : Infinity;
  const lastMonth = spans.lastMonth ? dayNumber(spans.lastMonth) : -Infinity;

  const sums = new AnswerSums(range.days.length);
  const ofPlace = sums.of('place', placeId);
  // (The hot loop: tens of thousands of sums per year, each added to three series.)
  const addToDay = (i: number, zone: number | null, type: number, kind: number, item: number, cents: number) => {
    const slot = sums.slot(kind, item);
    ofPlace.addDay(i, slot, cents);
    sums.of('zone', zone).addDay(i, slot, cents);
    sums.of('type', type).addDay(i, slot, cents);
  };

  // Devices of the filter (with a filter only): their zone and type as they are now.
  let kept: Set<number> | null = null;
  if (zones || types) {
    kept = new Set();
    for (let d = 0; d < devices.length; d += DEVICE) {
      if ((!zones || zones.has(devices[d + 1]!)) && (!types || types.has(devices[d + 2]!))) kept.add(devices[d]!);
    }
  }
  // The sums are ordered (loadYear) so that the place's day and a device's total of an item are
  // added up in locals and added to the answer once per group, not once per sum.
  for (const { daily, monthly } of years) {
    let group = { day: -1, kind: -1, item: -1, cents: 0 };
    const addPlaceDay = () => {
      if (group.day >= 0) ofPlace.addDay(group.day, sums.slot(group.kind, group.item), group.cents);
    };
    for (let r = 0; r < daily.length; r += DAILY) {
      const day = daily[r]!;
      if (day < firstDay || day > lastDay) continue;
      const zone = daily[r + 2]!;
      const type = daily[r + 3]!;
      // A zone filter never matches "no zone" (0), as in SQL.
      if ((zones && !zones.has(zone)) || (types && !types.has(type))) continue;
      const i = day - firstOfRange + 1;
      const kind = daily[r + 1]!;
      const item = daily[r + 4]!;
      const cents = daily[r + 5]!;
      if (i !== group.day || kind !== group.kind || item !== group.item) {
        addPlaceDay();
        group = { day: i, kind, item, cents: 0 };
      }
      group.cents += cents;
      const slot = sums.slot(kind, item);
      sums.of('zone', zone === 0 ? null : zone).addDay(i, slot, cents);
      sums.of('type', type).addDay(i, slot, cents);
    }
    addPlaceDay();
    let total = { device: -1, kind: -1, item: -1, cents: 0, records: 0 };
    const addDeviceTotal = () => {
      if (total.device >= 0) sums.addTotal('device', total.device, total.kind, total.item, total.cents, total.records);
    };
    for (let r = 0; r < monthly.length; r += MONTHLY) {
      const month = monthly[r]!;
      if (month < firstMonth || month > lastMonth) continue;
      const device = monthly[r + 2]!;
      if (kept && !kept.has(device)) continue;
      const kind = monthly[r + 1]!;
      const item = monthly[r + 3]!;
      if (device !== total.device || kind !== total.kind || item !== total.item) {
        addDeviceTotal();
        total = { device, kind, item, cents: 0, records: 0 };
      }
      total.cents += monthly[r + 4]!;
      total.records += monthly[r + 5]!;
    }
    addDeviceTotal();
  }
  if ('records' in edges) {
    for (const [i, kind, deviceId, zoneId, deviceTypeId, itemId, cents, records] of edges.records) {
      if (deviceId === null) addToDay(i!, zoneId, deviceTypeId!, kind, itemId, cents);
      else sums.addTotal('device', deviceId, kind, itemId, cents, records);
    }
  } else {
    for (const deviceDays of edges.deviceDays) {
      for (let r = 0; r < deviceDays.length; r += DEVICE_DAY) {
        const day = deviceDays[r]!;
        const device = deviceDays[r + 2]!;
        if (kept && !kept.has(device)) continue;
        for (const { from, until, sign } of edges.spans) {
          if (day >= from && day < until)
            sums.addTotal('device', device, deviceDays[r + 1]!, deviceDays[r + 3]!, sign * deviceDays[r + 4]!, sign * deviceDays[r + 5]!);
        }
      }
    }
  }
  return sums;
}
