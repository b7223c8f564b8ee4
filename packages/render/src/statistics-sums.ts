// The sums of a place's statistics per period and group (place, zone, device type, device) and
// item, read in SQL from the rollup where a range allows and from the records otherwise: what the
// Excel export lays out in sheets and the place report charts. Kept apart from the workbook so the
// report does not load the spreadsheet library.
import { sqlPoolOf, withAggregateMemory, type DbClient } from '@trapline/db/client';
import { STATISTICS_KINDS, STATISTICS_ROLLUP_TIMEZONE, sameDayStartsSql } from '@trapline/db/statistics-sums';

export type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface StatisticsExportRequest {
  placeId: number;
  from: Date;
  to: Date;
  timezone: string;
  interval: Interval;
  deviceTypeId: number | null;
  note: string | null;
  lang: string;
}

const TRUNC: Record<Interval, { unit: string; format: string }> = {
  DAY: { unit: 'day', format: 'YYYY-MM-DD' },
  WEEK: { unit: 'week', format: 'IYYY-"W"IW' },
  MONTH: { unit: 'month', format: 'YYYY-MM' },
  YEAR: { unit: 'year', format: 'YYYY' },
};

export interface Sum {
  level: number;
  period: string;
  zoneId: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  kind: 'o' | 'a' | 'b';
  itemId: number;
  amount: number;
}

/** A row of the workbook's sheets: the sums of one breakdown's group in one period, by `kind:itemId`. */
export interface SumRow {
  level: number;
  period: string;
  zoneId: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  amounts: Record<string, number>;
}

/** Where the sums are read from: the kept sums where they serve the request, or the records. */
export type SumsSource = 'auto' | 'records';

/**
 * How much of a request the kept sums serve: the place, zone and type sums when the range is whole
 * days of the time zone and those days start when the rollup zone's do; the device sums too when
 * the range is whole months and the interval a month or more (they are kept per month).
 */
export async function sumsCoverage(
  db: DbClient,
  request: Omit<StatisticsExportRequest, 'note' | 'lang'>,
): Promise<{ days: [string, string] | null; months: [string, string] | null }> {
  const { rows } = await sqlPoolOf(db).query<{ firstDay: string; lastDay: string; wholeDays: boolean; wholeMonths: boolean; rollupDays: boolean }>({
    name: 'statistics-export-coverage',
    text: `WITH b AS (SELECT $1::timestamptz AT TIME ZONE $3 AS f, ($2::timestamptz + interval '1 millisecond') AT TIME ZONE $3 AS u)
      SELECT to_char(f, 'YYYY-MM-DD') AS "firstDay", to_char(u - interval '1 day', 'YYYY-MM-DD') AS "lastDay",
        f = date_trunc('day', f) AND u = date_trunc('day', u) AS "wholeDays",
        f = date_trunc('month', f) AND u = date_trunc('month', u) AS "wholeMonths",
        u > f AND u - f <= interval '4000 days' AND ${sameDayStartsSql('f::date', 'u::date', '$3', '$4')} AS "rollupDays"
      FROM b`,
    values: [request.from, request.to, request.timezone, STATISTICS_ROLLUP_TIMEZONE],
  });
  const row = rows[0]!;
  if (!row.wholeDays || !row.rollupDays) return { days: null, months: null };
  const monthly = row.wholeMonths && (request.interval === 'MONTH' || request.interval === 'YEAR');
  return { days: [row.firstDay, row.lastDay], months: monthly ? [row.firstDay, row.lastDay] : null };
}

/**
 * The sums of the records (device and inspection records alike, deleted devices included) per
 * period of the interval in the time zone and per item, for the place, each zone, each device type
 * and each device, as the CTE \`g\` (level: GROUPING(zone, type, device), period, "zoneId",
 * "deviceTypeId", device, kind, item, amount).
 *
 * Where the kept sums serve the request (see sumsCoverage) they are read instead of the records: a
 * year of a large place is some thousands of daily and monthly sums instead of half a million
 * records. Otherwise the records are summed per period, device and item, and the breakdowns are
 * grouping sets over those partial sums (numeric: the same figures in any order of addition), in a
 * transaction with room to hash the groups: within the default work_mem the grouping sets sorted
 * half a million rows on disk.
 */
async function withSums<T extends object>(
  db: DbClient,
  request: Omit<StatisticsExportRequest, 'note' | 'lang'>,
  select: (format: string) => string,
  source: SumsSource,
): Promise<T[]> {
  const { unit, format } = TRUNC[request.interval];
  const coverage = source === 'auto' ? await sumsCoverage(db, request) : { days: null, months: null };
  const records = (table: string, item: string, kind: string) =>
    `SELECT '${kind}' AS kind, r.${item} AS item, r.amount, r."createdAt", d.id AS device, d."zoneId", d."deviceTypeId" FROM ${table} r JOIN devices d ON d.id = r."deviceId"
     WHERE d."placeId" = $1 AND r."createdAt" >= ($2::timestamptz AT TIME ZONE 'UTC') AND r."createdAt" <= ($3::timestamptz AT TIME ZONE 'UTC') AND ($5::int IS NULL OR d."deviceTypeId" = $5)`;
  const { objects, actions, observations } = STATISTICS_KINDS;
  const allRecords = `${records(objects.table, objects.item, 'o')} UNION ALL ${records(actions.table, actions.item, 'a')} UNION ALL ${records(observations.table, observations.item, 'b')}`;
  const period = `date_trunc('${unit}', (s."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE $4)`;
  const kindOf = `CASE s.kind WHEN ${objects.number} THEN 'o' WHEN ${actions.number} THEN 'a' ELSE 'b' END`;
  let g: string;
  if (coverage.days) {
    // The place, zone and type sums from the daily sums; the devices' from the monthly sums or the records.
    const devices = coverage.months
      ? `SELECT 6 AS level, date_trunc('${unit}', s.month::timestamp) AS period, NULL::int AS "zoneId", NULL::int AS "deviceTypeId", s."deviceId" AS device, ${kindOf} AS kind, s."itemId" AS item, sum(s.cents)::numeric / 100 AS amount
         FROM statistics_device_monthly s JOIN devices d ON d.id = s."deviceId"
         WHERE s."placeId" = $1 AND s.month BETWEEN $8::date AND $9::date AND s.records > 0 AND ($5::int IS NULL OR d."deviceTypeId" = $5)
         GROUP BY 2, s."deviceId", s.kind, s."itemId"`
      : `SELECT 6 AS level, ${period} AS period, NULL::int AS "zoneId", NULL::int AS "deviceTypeId", s.device, s.kind, s.item, sum(s.amount) AS amount
         FROM (${allRecords}) s GROUP BY 2, s.device, s.kind, s.item`;
    g = `g AS (
        SELECT GROUPING(s."zoneId", s."deviceTypeId") * 2 + 1 AS level, s.period, s."zoneId", s."deviceTypeId", NULL::int AS device, s.kind, s.item, sum(s.cents)::numeric / 100 AS amount
        FROM (
          SELECT date_trunc('${unit}', s.day::timestamp) AS period, nullif(s."zoneId", 0) AS "zoneId", s."deviceTypeId", ${kindOf} AS kind, s."itemId" AS item, s.cents
          FROM statistics_daily s
          WHERE s."placeId" = $1 AND s.day BETWEEN $6::date AND $7::date AND s.records > 0 AND ($5::int IS NULL OR s."deviceTypeId" = $5)
        ) s
        GROUP BY GROUPING SETS ((s.period, s.kind, s.item), (s.period, s."zoneId", s.kind, s.item), (s.period, s."deviceTypeId", s.kind, s.item))
        UNION ALL
        ${devices}
      )`;
  } else {
    g = `p AS (
        SELECT ${period} AS period, s.kind, s.item, s.device, s."zoneId", s."deviceTypeId", sum(s.amount) AS amount
        FROM (${allRecords}) s
        GROUP BY 1, s.kind, s.item, s.device, s."zoneId", s."deviceTypeId"
      ), g AS (
        SELECT GROUPING(p."zoneId", p."deviceTypeId", p.device)::int AS level, p.period, p."zoneId", p."deviceTypeId", p.device, p.kind, p.item, sum(p.amount) AS amount
        FROM p GROUP BY GROUPING SETS ((p.period, p.kind, p.item), (p.period, p."zoneId", p.kind, p.item), (p.period, p."deviceTypeId", p.kind, p.item), (p.period, p.device, p.kind, p.item))
      )`;
  }
  const [firstDay, lastDay] = coverage.days ?? [null, null];
  const [firstMonth, lastMonth] = coverage.months ?? [null, null];
  // The CTE typed names the parameters' types, as each query reads only some of them. Through the
  // client's pg pool: tens of thousands of sums (a year of 1,000 devices by month),
  // which the ORM's raw query path would convert in far more memory.
  const { rows } = await withAggregateMemory(sqlPoolOf(db), (client) =>
    client.query<T>(`WITH typed AS (SELECT $2::timestamptz, $3::timestamptz, $4::text, $6::date, $7::date, $8::date, $9::date), ${g} ${select(format)}`, [
      request.placeId,
      request.from,
      request.to,
      request.timezone,
      request.deviceTypeId,
      firstDay,
      lastDay,
      firstMonth,
      lastMonth,
    ]),
  );
  return rows;
}

/**
 * Sums of a place's records per period of the interval in the time zone, per item, for the place,
 * each zone, each device type and each device: only sums leave the database.
 */
export function statisticsSums(db: DbClient, request: Omit<StatisticsExportRequest, 'note' | 'lang'>, source: SumsSource = 'auto'): Promise<Sum[]> {
  return withSums<Sum>(
    db,
    request,
    (format) =>
      `SELECT g.level::int AS level, to_char(g.period, '${format}') AS period, g."zoneId", g."deviceTypeId", g.device AS "deviceId", g.kind, g.item AS "itemId", g.amount::float8 AS amount FROM g ORDER BY g.period`,
    source,
  );
}

/** The same sums as `statisticsSums`, one row per sheet row (a group in a period) with its items' sums: a quarter as many rows to hold. */
export function statisticsSumRows(db: DbClient, request: Omit<StatisticsExportRequest, 'note' | 'lang'>): Promise<SumRow[]> {
  return withSums<SumRow>(
    db,
    request,
    (
      format,
    ) => `SELECT g.level::int AS level, to_char(g.period, '${format}') AS period, g."zoneId", g."deviceTypeId", g.device AS "deviceId", json_object_agg(g.kind || ':' || g.item, g.amount::float8) AS amounts
     FROM g GROUP BY g.level, g.period, g."zoneId", g."deviceTypeId", g.device ORDER BY g.period`,
    'auto',
  );
}
