import { withAggregateMemory, type SqlPool } from '@trapline/db/client';
import { STATISTICS_KINDS, STATISTICS_ROLLUP_TIMEZONE, sameDayStartsSql, type StatisticsKind } from '@trapline/db/statistics-sums';
import { localName } from '@trapline/contracts/translations';
import type { ScopedPlace } from '../../access/place.ts';
import type { EdgeRecord } from './sums-by-year.ts';

interface Row {
  id: number;
  name: string;
  translations: unknown;
}

export interface Bounds {
  from: Date;
  to: Date;
  /** Every day of the range in the time zone, `YYYY-MM-DD`. */
  days: string[];
  /** Whether the days of the range start when they do in the rollup time zone, so the daily sums serve them. */
  rollupDays: boolean;
}

/**
 * The instants a range covers in a time zone: a bare day runs from its start (`from`) or to its
 * end (`to`, inclusive); an instant is taken as it is. Postgres does the calendar arithmetic.
 */
export async function resolveBounds(sql: SqlPool, from: string, to: string, timezone: string): Promise<Bounds> {
  const { rows } = await sql.query<{ from: Date; to: Date; days: string[]; rollupDays: boolean }>({
    name: 'statistics-bounds',
    text: `WITH b AS (
        SELECT
          CASE WHEN length($1) = 10 THEN ($1::date)::timestamp AT TIME ZONE $3 ELSE $1::timestamptz END AS f,
          CASE WHEN length($2) = 10 THEN (($2::date + 1)::timestamp AT TIME ZONE $3) - interval '1 millisecond' ELSE $2::timestamptz END AS t)
      SELECT f AS "from", t AS "to",
        CASE WHEN t < f OR (t AT TIME ZONE $3)::date - (f AT TIME ZONE $3)::date > 4000 THEN ARRAY[]::text[]
        ELSE ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series((f AT TIME ZONE $3)::date, (t AT TIME ZONE $3)::date, interval '1 day') d) END AS days,
        t >= f AND (t AT TIME ZONE $3)::date - (f AT TIME ZONE $3)::date <= 4000
          AND ${sameDayStartsSql('(f AT TIME ZONE $3)::date', '(t AT TIME ZONE $3)::date + 1', '$3', '$4')} AS "rollupDays"
      FROM b`,
    values: [from, to, timezone, STATISTICS_ROLLUP_TIMEZONE],
  });
  return rows[0]!;
}

/** Devices in any of the zones, of any of the types and among the devices given (each absent: no condition). */
export interface DeviceFilter {
  zoneId?: number[] | undefined;
  deviceTypeId?: number[] | undefined;
  deviceId?: number[] | undefined;
}

/**
 * One aggregate as sent by the database: [day, zoneId, deviceTypeId, deviceId, kind, itemId, amount,
 * GROUPING bits]. The day is its number in the range (1 for the first), null for whole-range totals
 * (a number, not the day's text: taking the i-th element of a text array walks the elements before
 * it, some 12 ms for a year's aggregates); kind 1 objects (pests), 2 actions, 3 observations, as in
 * the sums tables; the GROUPING bits say the breakdown (AGGREGATE_LEVELS).
 */
export type AggregateRow = [number | null, number | null, number | null, number | null, number, number, number, number];

/** GROUPING(zone, type, device) of an aggregate: a 1 bit for each column summed over. */
export const AGGREGATE_LEVELS = { 7: 'place', 3: 'zone', 5: 'type', 6: 'device' } as const;

export type RecordKind = StatisticsKind;

/**
 * (Prisma keeps instants as UTC wall times in \`timestamp\` columns, hence the AT TIME ZONE 'UTC'.)
 * Sums of one kind of record (made on a device or during an inspection: one table) per day and
 * item, for the whole place, per zone, per device type and per device, over the place's devices
 * (deleted ones included: their history stays). With `perDeviceDays` false the per-device sums
 * cover the whole range instead of each day.
 *
 * A year of a large place is hundreds of thousands of records, so each is touched once and cheaply:
 * its day is found by a binary search (width_bucket) among the instants the days of the range start
 * at in the time zone (computed once per day, not once per record), the records are summed per day,
 * zone, device type and item (and per device), and the place, zone and type series are sums of those
 * partial sums (numeric, so the figures do not depend on the order of the additions).
 */
export async function aggregate(
  sql: SqlPool,
  place: ScopedPlace,
  kind: RecordKind,
  range: { from: Date; to: Date; timezone: string; days: string[] },
  filter: DeviceFilter,
  perDeviceDays: boolean,
): Promise<AggregateRow[]> {
  const { table, item } = STATISTICS_KINDS[kind];
  // The partial sums: per day, device and item (zone and type follow the device), or per day, zone,
  // type and item alongside per device and item over the whole range.
  const partial = perDeviceDays ? `GROUP BY i, d.id, item` : `GROUP BY GROUPING SETS ((i, d."zoneId", d."deviceTypeId", item), (d.id, item))`;
  const deviceLevel = perDeviceDays ? `(i, "deviceId", item)` : null;
  const { rows } = await withAggregateMemory(sql, (client) =>
    client.query<{ rows: AggregateRow[] }>({
      name: `statistics-${kind}-${perDeviceDays ? 'daily' : 'total'}`,
      text: compact`WITH starts AS MATERIALIZED (
        SELECT ARRAY(SELECT (day::date::timestamp AT TIME ZONE $4) AT TIME ZONE 'UTC' FROM unnest($8::text[]) WITH ORDINALITY AS u(day, n) ORDER BY n) AS at
      ), p AS (
        SELECT width_bucket(r."createdAt", s.at) AS i, d."zoneId", d."deviceTypeId", d.id AS "deviceId", r.${item} AS item, sum(r.amount) AS amount,
          GROUPING(d.id)::int AS perday
        FROM starts s, devices d
        JOIN ${table} r ON r."deviceId" = d.id AND r."createdAt" >= ($2::timestamptz AT TIME ZONE 'UTC') AND r."createdAt" <= ($3::timestamptz AT TIME ZONE 'UTC')
        WHERE d."placeId" = $1
          AND ($5::int[] IS NULL OR d."zoneId" = ANY($5::int[]))
          AND ($6::int[] IS NULL OR d."deviceTypeId" = ANY($6::int[]))
          AND ($7::int[] IS NULL OR d.id = ANY($7::int[]))
        ${partial}
      )
      SELECT i AS day, "zoneId", "deviceTypeId", ${perDeviceDays ? '"deviceId"' : 'NULL::int AS "deviceId"'}, ${STATISTICS_KINDS[kind].number} AS kind, item AS "itemId", sum(amount)::float8 AS amount,
        ${perDeviceDays ? 'GROUPING("zoneId", "deviceTypeId", "deviceId")' : 'GROUPING("zoneId", "deviceTypeId") * 2 + 1'}::int AS g
      FROM p WHERE perday = ${perDeviceDays ? 0 : 1}
      GROUP BY GROUPING SETS ((i, item), (i, "zoneId", item), (i, "deviceTypeId", item)${deviceLevel ? `, ${deviceLevel}` : ''})
      ${
        perDeviceDays
          ? ''
          : `UNION ALL
      SELECT NULL, NULL, NULL, "deviceId", ${STATISTICS_KINDS[kind].number}, item, amount::float8, 6 FROM p WHERE perday = 0`
      }`,
      values: [place.id, range.from, range.to, range.timezone, filter.zoneId ?? null, filter.deviceTypeId ?? null, filter.deviceId ?? null, range.days],
    }),
  );
  return rows[0]!.rows;
}

/**
 * How a range is read from the sums (instants are UTC; spans are half-open, `[from, until)`):
 * - the days: the whole days of the range from the daily sums, the records of the cut days at
 *   either end (`dayEdges`, none or up to two spans) from the records;
 * - the per-device totals: the monthly sums of the months the range covers at least half of, with
 *   the records of the range outside them added and those of those months outside the range
 *   subtracted (`monthEdges`, each span with its sign): at most half a month of records at each end.
 */
export interface SumSpans {
  firstDay: string | null;
  lastDay: string | null;
  dayEdges: Array<{ from: Date; until: Date }>;
  firstMonth: string | null;
  lastMonth: string | null;
  monthEdges: Array<{ from: Date; until: Date; sign: 1 | -1 }>;
  /** The edges merged where they meet (one span at each end of the range): what is read of the records. */
  reads: Array<{ from: Date; until: Date }>;
}

export async function sumSpans(sql: SqlPool, range: { from: Date; to: Date; timezone: string; days: string[] }): Promise<SumSpans> {
  const { rows } = await sql.query<{
    firstDay: string | null;
    lastDay: string | null;
    daysFrom: Date | null;
    daysUntil: Date | null;
    firstMonth: string | null;
    lastMonth: string | null;
    monthsFrom: Date | null;
    monthsUntil: Date | null;
  }>({
    name: 'statistics-sum-spans',
    text: `WITH r AS (SELECT $1::timestamptz AS f, $2::timestamptz + interval '1 millisecond' AS u),
      months AS (
        SELECT m, m::timestamp AT TIME ZONE $3 AS starts, (m + interval '1 month')::timestamp AT TIME ZONE $3 AS ends
        FROM (SELECT DISTINCT date_trunc('month', d)::date AS m FROM unnest($4::date[]) AS d) x
      )
      SELECT to_char(fd.first, 'YYYY-MM-DD') AS "firstDay", to_char(fd.last, 'YYYY-MM-DD') AS "lastDay",
        fd.first::timestamp AT TIME ZONE $3 AS "daysFrom", (fd.last + 1)::timestamp AT TIME ZONE $3 AS "daysUntil",
        to_char(fm.first, 'YYYY-MM-DD') AS "firstMonth", to_char(fm.last, 'YYYY-MM-DD') AS "lastMonth",
        fm.first::timestamp AT TIME ZONE $3 AS "monthsFrom", (fm.last + interval '1 month')::timestamp AT TIME ZONE $3 AS "monthsUntil"
      FROM r,
        LATERAL (SELECT min(d) AS first, max(d) AS last FROM unnest($4::date[]) AS d WHERE (d::timestamp AT TIME ZONE $3) >= r.f AND ((d + 1)::timestamp AT TIME ZONE $3) <= r.u) fd,
        LATERAL (SELECT min(m) AS first, max(m) AS last FROM months WHERE least(ends, r.u) - greatest(starts, r.f) >= (ends - starts) / 2) fm`,
    values: [range.from, range.to, range.timezone, range.days],
  });
  const row = rows[0]!;
  const from = range.from;
  const until = new Date(range.to.getTime() + 1);
  const span = (a: Date, b: Date) => (a < b ? [{ from: a, until: b }] : []);
  const signed = (a: Date, b: Date) => (a < b ? [{ from: a, until: b, sign: 1 as const }] : b < a ? [{ from: b, until: a, sign: -1 as const }] : []);
  const dayEdges = row.daysFrom && row.daysUntil ? [...span(from, row.daysFrom), ...span(row.daysUntil, until)] : [{ from, until }];
  // Before the first month: the range's records added (it starts earlier) or the month's subtracted (later); likewise after the last.
  const monthEdges =
    row.monthsFrom && row.monthsUntil ? [...signed(from, row.monthsFrom), ...signed(row.monthsUntil, until)] : [{ from, until, sign: 1 as const }];
  const reads: Array<{ from: Date; until: Date }> = [];
  for (const edge of [...dayEdges, ...monthEdges].sort((a, b) => a.from.getTime() - b.from.getTime())) {
    const last = reads.at(-1);
    if (last && edge.from <= last.until) last.until = edge.until > last.until ? edge.until : last.until;
    else reads.push({ from: edge.from, until: edge.until });
  }
  return { firstDay: row.firstDay, lastDay: row.lastDay, dayEdges, firstMonth: row.firstMonth, lastMonth: row.lastMonth, monthEdges, reads };
}

/**
 * The records of a range's edges (see SumSpans) of the devices of the filter, all three kinds: for
 * each, the number of its day in the range, whether that day is cut (its records are summed into
 * the day), and the sign with which it corrects the monthly sums (0: it does not). Read as one span
 * at each end of the range through the devices' index: at most half a month of records at each end.
 * The rest of the answer comes from the sums kept per day and month (sums-by-year.ts).
 */
export async function edgeRecords(
  sql: SqlPool,
  place: ScopedPlace,
  range: { from: Date; to: Date; timezone: string; days: string[] },
  spans: SumSpans,
  filter: Omit<DeviceFilter, 'deviceId'>,
): Promise<EdgeRecord[]> {
  if (!spans.reads.length) return [];
  const records = Object.values(STATISTICS_KINDS)
    .map(({ number, table, item }) => `SELECT ${number}::smallint AS kind, "deviceId", ${item} AS item, amount, "createdAt" FROM ${table}`)
    .join(' UNION ALL ');
  const { rows } = await sql.query<{ rows: EdgeRecord[] | null }>({
    name: 'statistics-edges',
    text: `WITH starts AS MATERIALIZED (
        SELECT ARRAY(SELECT (day::date::timestamp AT TIME ZONE $2) AT TIME ZONE 'UTC' FROM unnest($5::text[]) WITH ORDINALITY AS u(day, n) ORDER BY n) AS at
      ), devices_of AS MATERIALIZED (
        SELECT d.id, d."zoneId", d."deviceTypeId" FROM devices d
        WHERE d."placeId" = $1 AND ($3::int[] IS NULL OR d."zoneId" = ANY($3::int[])) AND ($4::int[] IS NULL OR d."deviceTypeId" = ANY($4::int[]))
      ),
      -- As an array, so that the few records of the edges are read through their device's index.
      device_ids AS (SELECT ARRAY(SELECT id FROM devices_of) AS ids),
      -- At most two spans of each kind of edge (padded with empty ones), as UTC wall times: plain
      -- comparisons per record, not a lookup in an array.
      e AS MATERIALIZED (
        SELECT ($8::timestamptz[])[1] AT TIME ZONE 'UTC' AS d1, ($9::timestamptz[])[1] AT TIME ZONE 'UTC' AS d1u,
          ($8::timestamptz[])[2] AT TIME ZONE 'UTC' AS d2, ($9::timestamptz[])[2] AT TIME ZONE 'UTC' AS d2u,
          ($10::timestamptz[])[1] AT TIME ZONE 'UTC' AS m1, ($11::timestamptz[])[1] AT TIME ZONE 'UTC' AS m1u, ($12::int[])[1] AS s1,
          ($10::timestamptz[])[2] AT TIME ZONE 'UTC' AS m2, ($11::timestamptz[])[2] AT TIME ZONE 'UTC' AS m2u, ($12::int[])[2] AS s2
      ),
      edges AS (
        SELECT r.kind, r."deviceId", r.item, (r.amount * 100)::bigint AS cents, r."createdAt",
          (r."createdAt" >= e.d1 AND r."createdAt" < e.d1u) OR (r."createdAt" >= e.d2 AND r."createdAt" < e.d2u) AS "cutDay",
          CASE WHEN r."createdAt" >= e.m1 AND r."createdAt" < e.m1u THEN e.s1 ELSE 0 END + CASE WHEN r."createdAt" >= e.m2 AND r."createdAt" < e.m2u THEN e.s2 ELSE 0 END AS sign
        FROM e, unnest($6::timestamptz[], $7::timestamptz[]) AS s("from", "until")
        JOIN (${records}) r ON r."deviceId" = ANY((SELECT ids FROM device_ids)::int[]) AND r."createdAt" >= (s."from" AT TIME ZONE 'UTC') AND r."createdAt" < (s."until" AT TIME ZONE 'UTC')
      )
      SELECT json_agg(json_build_array(i, kind, "deviceId", "zoneId", "deviceTypeId", item, cents, records)) AS rows FROM (
        SELECT width_bucket(x."createdAt", st.at) AS i, x.kind, NULL::int AS "deviceId", d."zoneId", d."deviceTypeId", x.item, sum(x.cents) AS cents, count(*) AS records
        FROM starts st, edges x JOIN devices_of d ON d.id = x."deviceId" WHERE x."cutDay"
        GROUP BY 1, 2, 4, 5, 6
        UNION ALL
        SELECT NULL, kind, "deviceId", NULL, NULL, item, sum(cents * sign), sum(sign) FROM edges WHERE sign <> 0 GROUP BY kind, "deviceId", item
      ) q`,
    values: [
      place.id,
      range.timezone,
      filter.zoneId ?? null,
      filter.deviceTypeId ?? null,
      range.days,
      spans.reads.map((s) => s.from),
      spans.reads.map((s) => s.until),
      ...twoSpans(spans.dayEdges).slice(0, 2),
      ...twoSpans(spans.monthEdges),
    ],
  });
  return rows[0]!.rows ?? [];
}

/** At most two spans as arrays of their starts, ends and signs, padded with empty spans (which hold no instant). */
function twoSpans(spans: Array<{ from: Date; until: Date; sign?: number }>): [Date[], Date[], number[]] {
  if (spans.length > 2) throw new Error('at most two edges at the ends of a range');
  const padded = [...spans, ...Array.from({ length: 2 - spans.length }, () => ({ from: new Date(0), until: new Date(0), sign: 0 }))];
  return [padded.map((s) => s.from), padded.map((s) => s.until), padded.map((s) => s.sign ?? 1)];
}

/**
 * The aggregates of a query (whose columns are those of AggregateRow) as one JSON array of arrays,
 * ordered by item: one value to parse instead of thousands of rows, each with its column names.
 */
function compact(strings: TemplateStringsArray, ...values: unknown[]): string {
  const query = String.raw({ raw: strings }, ...values);
  return `SELECT coalesce(json_agg(json_build_array(q.day, q."zoneId", q."deviceTypeId", q."deviceId", q.kind, q."itemId", q.amount, q.g) ORDER BY q."itemId"), '[]') AS rows FROM (${query}) q`;
}

export interface Names {
  zones: Map<number, string>;
  types: Map<number, string>;
  devices: Map<number, { uniqueId: string; name: string | null; deviceTypeId: number; zoneId: number | null; deleted: boolean }>;
  objects: Map<number, { name: string; dangerous: boolean }>;
  actions: Map<number, string>;
  observations: Map<number, string>;
}

/** The names of what the aggregates refer to, in the caller's language where translated. */
export async function names(
  sql: SqlPool,
  place: ScopedPlace,
  ids: { objects: number[]; actions: number[]; observations: number[]; types: number[]; devices: number[] },
  lang: string,
): Promise<Names> {
  const [zones, types, devices, objects, actions, observations] = await Promise.all([
    sql.query<{ id: number; name: string }>({ name: 'statistics-zones', text: 'SELECT id, name FROM place_zones WHERE "placeId" = $1', values: [place.id] }),
    sql.query<Row>({ name: 'statistics-types', text: 'SELECT id, name, translations FROM device_types WHERE id = ANY($1)', values: [ids.types] }),
    sql.query<{ id: number; uniqueId: string; name: string | null; deviceTypeId: number; zoneId: number | null; deleted: boolean }>({
      name: 'statistics-devices',
      text: 'SELECT id, "uniqueId", name, "deviceTypeId", "zoneId", "deletedAt" IS NOT NULL AS deleted FROM devices WHERE "placeId" = $1 AND id = ANY($2)',
      values: [place.id, ids.devices],
    }),
    sql.query<Row & { dangerous: boolean }>({
      name: 'statistics-objects',
      text: `SELECT id, name, translations, category = 'DANGEROUS' AS dangerous FROM device_type_objects WHERE id = ANY($1)`,
      values: [ids.objects],
    }),
    sql.query<Row>({ name: 'statistics-actions', text: 'SELECT id, name, translations FROM device_type_actions WHERE id = ANY($1)', values: [ids.actions] }),
    sql.query<Row>({
      name: 'statistics-observations',
      text: 'SELECT id, name, translations FROM device_type_observations WHERE id = ANY($1)',
      values: [ids.observations],
    }),
  ]);
  return {
    zones: new Map(zones.rows.map((r) => [r.id, r.name])),
    types: new Map(types.rows.map((r) => [r.id, localName(r, lang)])),
    devices: new Map(devices.rows.map(({ id, ...r }) => [id, r])),
    objects: new Map(objects.rows.map((r) => [r.id, { name: localName(r, lang), dangerous: r.dangerous }])),
    actions: new Map(actions.rows.map((r) => [r.id, localName(r, lang)])),
    observations: new Map(observations.rows.map((r) => [r.id, localName(r, lang)])),
  };
}

/** Whether the place has any record in the range (of devices of the type, when given). */
export async function hasRecords(sql: SqlPool, place: ScopedPlace, range: { from: Date; to: Date }, deviceTypeId: number | null): Promise<boolean> {
  const exists = (table: string) =>
    `EXISTS (SELECT 1 FROM devices d JOIN ${table} r ON r."deviceId" = d.id AND r."createdAt" >= ($2::timestamptz AT TIME ZONE 'UTC') AND r."createdAt" <= ($3::timestamptz AT TIME ZONE 'UTC')
      WHERE d."placeId" = $1 AND ($4::int IS NULL OR d."deviceTypeId" = $4))`;
  const { rows } = await sql.query<{ found: boolean }>({
    name: 'statistics-has-records',
    text: `SELECT ${exists('device_object_records')} OR ${exists('device_action_records')} OR ${exists('device_observation_records')} AS found`,
    values: [place.id, range.from, range.to, deviceTypeId],
  });
  return rows[0]!.found;
}
