import type { SqlPool } from '@trapline/db/client';
import { localName } from '@trapline/contracts/translations';
import type { ScopedPlace } from '../../access/place.ts';

interface Row { id: number; name: string; translations: unknown }

export interface Bounds {
  from: Date;
  to: Date;
  /** Every day of the range in the time zone, `YYYY-MM-DD`. */
  days: string[];
}

/**
 * The instants a range covers in a time zone: a bare day runs from its start (`from`) or to its
 * end (`to`, inclusive); an instant is taken as it is. Postgres does the calendar arithmetic.
 */
export async function resolveBounds(sql: SqlPool, from: string, to: string, timezone: string): Promise<Bounds> {
  const { rows } = await sql.query<{ from: Date; to: Date; days: string[] }>({
    name: 'statistics-bounds',
    text: `WITH b AS (
        SELECT
          CASE WHEN length($1) = 10 THEN ($1::date)::timestamp AT TIME ZONE $3 ELSE $1::timestamptz END AS f,
          CASE WHEN length($2) = 10 THEN (($2::date + 1)::timestamp AT TIME ZONE $3) - interval '1 millisecond' ELSE $2::timestamptz END AS t)
      SELECT f AS "from", t AS "to",
        CASE WHEN t < f OR (t AT TIME ZONE $3)::date - (f AT TIME ZONE $3)::date > 4000 THEN ARRAY[]::text[]
        ELSE ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series((f AT TIME ZONE $3)::date, (t AT TIME ZONE $3)::date, interval '1 day') d) END AS days
      FROM b`,
    values: [from, to, timezone],
  });
  return rows[0]!;
}

/** Devices in any of the zones, of any of the types and among the devices given (each absent: no condition). */
export interface DeviceFilter {
  zoneId?: number[] | undefined;
  deviceTypeId?: number[] | undefined;
  deviceId?: number[] | undefined;
}

/** One aggregate: `level` says which breakdown it belongs to; `day` is null for whole-range totals. */
export interface AggregateRow {
  level: 'place' | 'zone' | 'type' | 'device';
  day: string | null;
  zoneId: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  itemId: number;
  amount: number;
}

const KINDS = {
  objects: { table: 'device_object_records', item: '"deviceTypeObjectId"' },
  actions: { table: 'device_action_records', item: '"deviceTypeActionId"' },
  observations: { table: 'device_observation_records', item: '"deviceTypeObservationId"' },
} as const;
export type RecordKind = keyof typeof KINDS;

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
export async function aggregate(sql: SqlPool, place: ScopedPlace, kind: RecordKind, range: { from: Date; to: Date; timezone: string; days: string[] }, filter: DeviceFilter, perDeviceDays: boolean): Promise<AggregateRow[]> {
  const { table, item } = KINDS[kind];
  // The partial sums: per day, device and item (zone and type follow the device), or per day, zone,
  // type and item alongside per device and item over the whole range.
  const partial = perDeviceDays
    ? `GROUP BY i, d.id, item`
    : `GROUP BY GROUPING SETS ((i, d."zoneId", d."deviceTypeId", item), (d.id, item))`;
  const deviceLevel = perDeviceDays ? `(i, "deviceId", item)` : null;
  const rows = await withAggregateMemory(sql, (client) => client.query<AggregateRow & { g: number }>({
    name: `statistics-${kind}-${perDeviceDays ? 'daily' : 'total'}`,
    text: `WITH starts AS MATERIALIZED (
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
      SELECT ($8::text[])[i] AS day, "zoneId", "deviceTypeId", ${perDeviceDays ? '"deviceId"' : 'NULL::int AS "deviceId"'}, item AS "itemId", sum(amount)::float8 AS amount,
        ${perDeviceDays ? 'GROUPING("zoneId", "deviceTypeId", "deviceId")' : 'GROUPING("zoneId", "deviceTypeId") * 2 + 1'}::int AS g
      FROM p WHERE perday = ${perDeviceDays ? 0 : 1}
      GROUP BY GROUPING SETS ((i, item), (i, "zoneId", item), (i, "deviceTypeId", item)${deviceLevel ? `, ${deviceLevel}` : ''})
      ${perDeviceDays ? '' : `UNION ALL
      SELECT NULL, NULL, NULL, "deviceId", item, amount::float8, 6 FROM p WHERE perday = 0`}
      ORDER BY "itemId"`,
    values: [place.id, range.from, range.to, range.timezone, filter.zoneId ?? null, filter.deviceTypeId ?? null, filter.deviceId ?? null, range.days],
  }));
  return rows.map((r) => ({ level: LEVELS[r.g] ?? 'device', day: r.day, zoneId: r.zoneId, deviceTypeId: r.deviceTypeId, deviceId: r.deviceId, itemId: r.itemId, amount: r.amount }));
}

/**
 * Runs a query with room to hash its groups: the planner cannot tell how few (day, zone, type, item)
 * groups a year of records makes, and within the default work_mem it sorts the records (on disk)
 * instead, which costs more than the rest of the query. The groups themselves take a few MB.
 */
async function withAggregateMemory<T extends object>(sql: SqlPool, run: (client: Pick<SqlPool, 'query'>) => Promise<{ rows: T[] }>): Promise<T[]> {
  const client = await sql.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL work_mem = '64MB'`);
    const { rows } = await run(client);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** GROUPING(zone, type, device): a 1 bit for each column summed over. */
const LEVELS: Record<number, AggregateRow['level']> = { 7: 'place', 3: 'zone', 5: 'type', 6: 'device' };

/** How many devices (deleted ones included) the filter covers. */
export async function countDevices(sql: SqlPool, place: ScopedPlace, filter: DeviceFilter): Promise<number> {
  const { rows } = await sql.query<{ n: number }>({
    name: 'statistics-device-count',
    text: `SELECT count(*)::int AS n FROM devices d WHERE d."placeId" = $1 AND ($2::int[] IS NULL OR d."zoneId" = ANY($2::int[])) AND ($3::int[] IS NULL OR d."deviceTypeId" = ANY($3::int[])) AND ($4::int[] IS NULL OR d.id = ANY($4::int[]))`,
    values: [place.id, filter.zoneId ?? null, filter.deviceTypeId ?? null, filter.deviceId ?? null],
  });
  return rows[0]!.n;
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
export async function names(sql: SqlPool, place: ScopedPlace, ids: { objects: number[]; actions: number[]; observations: number[]; types: number[]; devices: number[] }, lang: string): Promise<Names> {
  const [zones, types, devices, objects, actions, observations] = await Promise.all([
    sql.query<{ id: number; name: string }>({ name: 'statistics-zones', text: 'SELECT id, name FROM place_zones WHERE "placeId" = $1', values: [place.id] }),
    sql.query<Row>({ name: 'statistics-types', text: 'SELECT id, name, translations FROM device_types WHERE id = ANY($1)', values: [ids.types] }),
    sql.query<{ id: number; uniqueId: string; name: string | null; deviceTypeId: number; zoneId: number | null; deleted: boolean }>({
      name: 'statistics-devices',
      text: 'SELECT id, "uniqueId", name, "deviceTypeId", "zoneId", "deletedAt" IS NOT NULL AS deleted FROM devices WHERE "placeId" = $1 AND id = ANY($2)',
      values: [place.id, ids.devices],
    }),
    sql.query<Row & { dangerous: boolean }>({ name: 'statistics-objects', text: `SELECT id, name, translations, category = 'DANGEROUS' AS dangerous FROM device_type_objects WHERE id = ANY($1)`, values: [ids.objects] }),
    sql.query<Row>({ name: 'statistics-actions', text: 'SELECT id, name, translations FROM device_type_actions WHERE id = ANY($1)', values: [ids.actions] }),
    sql.query<Row>({ name: 'statistics-observations', text: 'SELECT id, name, translations FROM device_type_observations WHERE id = ANY($1)', values: [ids.observations] }),
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
