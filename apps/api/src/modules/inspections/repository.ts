import { Prisma, type DbClient } from '@trapline/db/client';

/**
 * Queries of one inspection: its header, its devices and the records made in it. Records made
 * in an inspection are the device's own records (the same tables), tagged with the inspection
 * and the inspection device, so the device's history and heatmap count them.
 */

const person = { select: { id: true, name: true, surname: true } } as const;

/** What every rule of an inspection needs: its state and whose it is. */
export const INSPECTION_STATE = {
  id: true,
  uuid: true,
  placeId: true,
  status: true,
  approved: true,
  userId: true,
  startedAt: true,
  finishedAt: true,
} satisfies Prisma.InspectionSelect;
export type InspectionState = Prisma.InspectionGetPayload<{ select: typeof INSPECTION_STATE }>;

export const INSPECTION_HEADER = {
  ...INSPECTION_STATE,
  name: true,
  description: true,
  note: true,
  user: person,
  approvedBy: person,
  approvedAt: true,
  approvedByText: true,
  approvedByImagePath: true,
  additionalFields: true,
  answers: {
    select: { id: true, questionId: true, questionText: true, value: true, note: true, recommendation: true, imagePaths: true },
    orderBy: { id: 'asc' },
  },
  reports: { select: { id: true, uuid: true, status: true, createdAt: true }, orderBy: { createdAt: 'desc' } },
} satisfies Prisma.InspectionSelect;
export type InspectionHeaderRow = Prisma.InspectionGetPayload<{ select: typeof INSPECTION_HEADER }>;

export function findInspection(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.inspection.findFirst({ where: { AND: [where, { placeId }] }, select: INSPECTION_STATE });
}

export function inspectionHeader(db: DbClient, id: number) {
  return db.inspection.findUniqueOrThrow({ where: { id }, select: INSPECTION_HEADER });
}

export async function deviceCounts(db: DbClient, inspectionId: number) {
  const [total, checked, scanned] = await Promise.all([
    db.inspectionDevice.count({ where: { inspectionId } }),
    db.inspectionDevice.count({ where: { inspectionId, status: 'CHECKED' } }),
    db.inspectionDevice.count({ where: { inspectionId, scanned: true } }),
  ]);
  return { total, checked, scanned };
}

export function runningInspectionOf(db: DbClient, placeId: number, userId: number) {
  return db.inspection.findFirst({ where: { placeId, userId, status: 'IN_PROGRESS' }, select: { id: true, uuid: true } });
}

/** Catalogue rows visible to a place: the provider's (no company) and those of the place's company tree. */
const visibleTo = (companyIds: number[]) => ({ OR: [{ companyId: null }, { companyId: { in: companyIds } }] });

/** Live devices of a place, optionally only in some zones and of some types. */
export function devicesToInspect(db: DbClient, placeId: number, filter: { zoneIds?: number[] | undefined; deviceTypeIds?: number[] | undefined }) {
  return db.device.findMany({
    where: {
      placeId,
      deletedAt: null,
      ...(filter.zoneIds?.length ? { zoneId: { in: filter.zoneIds } } : {}),
      ...(filter.deviceTypeIds?.length ? { deviceTypeId: { in: filter.deviceTypeIds } } : {}),
    },
    select: { id: true, deviceTypeId: true },
    orderBy: [{ prefix: 'asc' }, { number: 'asc' }, { uniqueId: 'asc' }],
  });
}

export function placeZoneIds(db: DbClient, placeId: number, ids: number[]) {
  return db.placeZone.findMany({ where: { placeId, id: { in: ids } }, select: { id: true } });
}

/**
 * Actions marked "add when the device is added to an inspection" offered by each of the given
 * device types (through a global link, a link of the company tree, or made for the type).
 */
export async function automaticActions(db: DbClient, deviceTypeIds: number[], companyIds: number[]): Promise<Map<number, number[]>> {
  const byType = new Map<number, number[]>();
  if (deviceTypeIds.length === 0) return byType;
  const actions = await db.deviceTypeAction.findMany({
    where: {
      AND: [
        { settings: { path: ['addWhenDeviceAddedToInspection'], equals: true } },
        {
          OR: [
            { links: { some: { deviceTypeId: { in: deviceTypeIds }, ...visibleTo(companyIds) } } },
            { deviceTypeId: { in: deviceTypeIds }, ...visibleTo(companyIds) },
          ],
        },
      ],
    },
    select: {
      id: true,
      deviceTypeId: true,
      links: { where: { deviceTypeId: { in: deviceTypeIds }, ...visibleTo(companyIds) }, select: { deviceTypeId: true } },
    },
    orderBy: { id: 'asc' },
  });
  for (const action of actions) {
    const types = new Set(action.links.map((l) => l.deviceTypeId));
    if (action.deviceTypeId !== null && deviceTypeIds.includes(action.deviceTypeId)) types.add(action.deviceTypeId);
    for (const type of types) byType.set(type, [...(byType.get(type) ?? []), action.id]);
  }
  return byType;
}

/** Inspection devices for the given devices, each with its automatic actions recorded. */
export async function addDevices(
  tx: Prisma.TransactionClient,
  inspectionId: number,
  devices: { id: number; deviceTypeId: number }[],
  automatic: Map<number, number[]>,
  userId: number,
): Promise<{ id: number; deviceId: number }[]> {
  if (devices.length === 0) return [];
  const created = await tx.inspectionDevice.createManyAndReturn({
    data: devices.map((d) => ({ inspectionId, deviceId: d.id })),
    select: { id: true, deviceId: true },
  });
  const typeOf = new Map(devices.map((d) => [d.id, d.deviceTypeId]));
  const records = created.flatMap((row) =>
    (automatic.get(typeOf.get(row.deviceId)!) ?? []).map((deviceTypeActionId) => ({
      deviceId: row.deviceId,
      deviceTypeActionId,
      amount: 1,
      userId,
      inspectionId,
      inspectionDeviceId: row.id,
    })),
  );
  if (records.length > 0) await tx.deviceActionRecord.createMany({ data: records });
  return created;
}

export function offeredAction(db: DbClient, deviceTypeId: number, actionId: number, companyIds: number[]) {
  return db.deviceTypeAction.findFirst({
    where: { id: actionId, OR: [{ links: { some: { deviceTypeId, ...visibleTo(companyIds) } } }, { deviceTypeId, ...visibleTo(companyIds) }] },
    select: { id: true },
  });
}

export function offeredObject(db: DbClient, deviceTypeId: number, objectId: number, companyIds: number[]) {
  return db.deviceTypeObject.findFirst({ where: { id: objectId, links: { some: { deviceTypeId, ...visibleTo(companyIds) } } }, select: { id: true } });
}

export function offeredObservation(db: DbClient, deviceTypeId: number, observationId: number, companyIds: number[]) {
  return db.deviceTypeObservation.findFirst({
    where: { id: observationId, OR: [{ links: { some: { deviceTypeId, ...visibleTo(companyIds) } } }, { deviceTypeId, ...visibleTo(companyIds) }] },
    select: { id: true, type: true },
  });
}

export function visibleMixtures(db: DbClient, companyIds: number[], ids?: number[]) {
  return db.mixture.findMany({
    where: { ...visibleTo(companyIds), ...(ids ? { id: { in: ids } } : {}) },
    select: { id: true, name: true, grammage: true },
    orderBy: [{ order: 'asc' }, { id: 'asc' }],
  });
}

/** The latest refill total of a device before now, for previousTotalMixtures. */
export async function previousRefillTotal(db: DbClient, deviceId: number, deviceTypeObservationId: number): Promise<number | undefined> {
  const row = await db.deviceObservationRecord.findFirst({
    where: { deviceId, deviceTypeObservationId, type: 'REFILL' },
    select: { data: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const total = (row?.data as { totalMixtures?: unknown } | undefined)?.totalMixtures;
  return typeof total === 'number' ? total : undefined;
}

export interface RecordRow {
  id: number;
  uuid: string;
  inspectionDeviceId: number;
  amount: number;
  note: string | null;
  createdAt: Date;
  userId: number | null;
  userName: string | null;
  userSurname: string | null;
  partId: number;
  partName: string;
}
export interface DeviceRow {
  id: number;
  uuid: string;
  inspectionId: number;
  scanned: boolean;
  status: 'UNCHECKED' | 'CHECKED';
  deviceId: number;
  deviceUuid: string;
  uniqueId: string;
  deviceName: string | null;
  deleted: boolean;
  deviceTypeId: number;
  typeName: string;
  color: string;
  zoneId: number | null;
  zoneName: string | null;
}

/** Tables of the three kinds of records, each with the table of the device type's parts it records. */
const RECORD_TABLES = {
  action: { records: 'device_action_records', parts: 'device_type_actions', partId: '"deviceTypeActionId"' },
  object: { records: 'device_object_records', parts: 'device_type_objects', partId: '"deviceTypeObjectId"' },
  observation: { records: 'device_observation_records', parts: 'device_type_observations', partId: '"deviceTypeObservationId"' },
} as const;

/** The records of one kind made in an inspection (on one of its devices, or all), with their part and author. */
function partRecords<Row>(db: DbClient, kind: keyof typeof RECORD_TABLES, inspectionId: number, only: number | null, extraColumns = Prisma.empty) {
  const table = RECORD_TABLES[kind];
  return db.$queryRaw<Row[]>`
      SELECT r.id, r.uuid::text AS uuid, r."inspectionDeviceId", r.amount::float8 AS amount, r.note, r."createdAt", u.id AS "userId", u.name AS "userName", u.surname AS "userSurname",
        p.id AS "partId", p.name AS "partName"${extraColumns}
      FROM ${Prisma.raw(table.records)} r JOIN ${Prisma.raw(table.parts)} p ON p.id = r.${Prisma.raw(table.partId)} LEFT JOIN users u ON u.id = r."userId"
      WHERE r."inspectionId" = ${inspectionId} AND (${only}::int IS NULL OR r."inspectionDeviceId" = ${only}::int)
      ORDER BY r."createdAt", r.id`;
}

/**
 * Devices of an inspection (one, or all) with the records and images made on them in it. Plain
 * statements, one per kind: an inspection may hold 1,000 devices and 5,000 records, and the
 * device table is read often.
 */
export async function inspectionDevicesWithRecords(db: DbClient, inspectionId: number, inspectionDeviceId?: number) {
  const only = inspectionDeviceId ?? null;
  const [devices, actions, objects, observations, images] = await Promise.all([
    db.$queryRaw<DeviceRow[]>`
      SELECT i.id, i.uuid::text AS uuid, i."inspectionId", i.scanned, i.status::text AS status, d.id AS "deviceId", d.uuid::text AS "deviceUuid", d."uniqueId",
        d.name AS "deviceName", d."deletedAt" IS NOT NULL AS deleted, d."deviceTypeId", t.name AS "typeName", t.color, z.id AS "zoneId", z.name AS "zoneName"
      FROM inspection_devices i
      JOIN devices d ON d.id = i."deviceId"
      JOIN device_types t ON t.id = d."deviceTypeId"
      LEFT JOIN place_zones z ON z.id = d."zoneId"
      WHERE i."inspectionId" = ${inspectionId} AND (${only}::int IS NULL OR i.id = ${only}::int)
      ORDER BY d.prefix, d.number NULLS LAST, d."uniqueId", i.id`,
    partRecords<RecordRow>(db, 'action', inspectionId, only),
    partRecords<RecordRow>(db, 'object', inspectionId, only),
    partRecords<RecordRow & { type: 'NEUTRAL' | 'BAIT_COLLECT' | 'REFILL'; data: unknown }>(
      db,
      'observation',
      inspectionId,
      only,
      Prisma.sql`, r.type::text AS type, r.data`,
    ),
    db.deviceImage.findMany({
      where: { inspectionId, ...(inspectionDeviceId === undefined ? {} : { inspectionDeviceId }) },
      select: { id: true, uuid: true, filePath: true, inspectionDeviceId: true, createdAt: true, user: person },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return { devices, actions, objects, observations, images };
}

/**
 * SQL that writes values as JSON text, for the device table below. Text is written through
 * to_json (its escaping); numbers and booleans as PostgreSQL writes them (float8 in the shortest
 * form that reads back the same, as JavaScript writes numbers). Plain concatenation: PostgreSQL
 * writes it several times faster than json_build_object.
 */
const jsonText = (sql: string) => `to_json(${sql})::text`;
const jsonNullable = (sql: string) => `COALESCE(to_json(${sql})::text, 'null')`;
/** A timestamp(3) (the columns hold UTC) as toISOString writes it. */
const isoText = (sql: string) => `to_char(${sql}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The records of one kind made in the inspection, per inspection device, oldest first, as JSON
 * arrays of the fields toInspectionDevices writes. What records share is written once: each user
 * who recorded (people) and, per catalogue entry, the end of the record from its catalogue id on.
 */
const recordsJson = (table: string, partTable: string, partColumn: string, part: string, kindFields = '') => `
  SELECT r."inspectionDeviceId" AS id, '[' || string_agg(
      '{"id":' || r.id || ',"uuid":"' || r.uuid || '","amount":' || r.amount::float8 || ',"note":' || ${jsonNullable('r.note')} ||
      ',"user":' || COALESCE(u.j, 'null') || ',"createdAt":"' || ${isoText('r."createdAt"')} || p.tail${kindFields} || '}',
      ',' ORDER BY r."createdAt", r.id) || ']' AS list
  FROM ${table} r
  JOIN (SELECT c.id, '","${part}Id":' || c.id || ',"${part}":{"id":' || c.id || ',"name":' || ${jsonText('c.name')} || '}' AS tail
        FROM ${partTable} c WHERE c.id IN (SELECT "${partColumn}" FROM ${table} WHERE "inspectionId" = $1)) p ON p.id = r."${partColumn}"
  LEFT JOIN people u ON u.id = r."userId"
  WHERE r."inspectionId" = $1 AND r."inspectionDeviceId" IS NOT NULL GROUP BY r."inspectionDeviceId"`;

const DEVICE_TABLE_SQL = `
  WITH people AS (
    SELECT id, '{"id":' || id || ',"name":' || ${jsonText(`COALESCE(name, '')`)} || ',"surname":' || ${jsonText(`COALESCE(surname, '')`)} || '}' AS j FROM users
    WHERE id IN (SELECT "userId" FROM device_action_records WHERE "inspectionId" = $1 UNION SELECT "userId" FROM device_object_records WHERE "inspectionId" = $1
      UNION SELECT "userId" FROM device_observation_records WHERE "inspectionId" = $1)),
  actions AS (${recordsJson('device_action_records', 'device_type_actions', 'deviceTypeActionId', 'deviceTypeAction')}),
  objects AS (${recordsJson('device_object_records', 'device_type_objects', 'deviceTypeObjectId', 'deviceTypeObject')}),
  observations AS (${recordsJson('device_observation_records', 'device_type_observations', 'deviceTypeObservationId', 'deviceTypeObservation', ` || ',"type":"' || r.type || '","data":' || COALESCE(r.data::text, '{}')`)}),
  images AS (
    SELECT m."inspectionDeviceId" AS id, '[' || string_agg(m.id::text, ',' ORDER BY m."createdAt", m.id) || ']' AS list
    FROM device_images m WHERE m."inspectionId" = $1 AND m."inspectionDeviceId" IS NOT NULL GROUP BY m."inspectionDeviceId"),
  rows AS (
    SELECT '{"id":' || i.id || ',"uuid":"' || i.uuid || '","inspectionId":' || i."inspectionId" || ',"scanned":' || i.scanned || ',"status":"' || i.status ||
      '","device":{"id":' || d.id || ',"uuid":"' || d.uuid || '","uniqueId":' || ${jsonText('d."uniqueId"')} || ',"name":' || ${jsonNullable('d.name')} ||
      ',"deviceTypeId":' || d."deviceTypeId" || ',"deviceType":{"id":' || t.id || ',"name":' || ${jsonText('t.name')} || ',"color":' || ${jsonText('t.color')} ||
      '},"zone":' || CASE WHEN z.id IS NULL THEN 'null' ELSE '{"id":' || z.id || ',"name":' || ${jsonText(`COALESCE(z.name, '')`)} || '}' END ||
      ',"deleted":' || (d."deletedAt" IS NOT NULL) ||
      '},"actions":' || COALESCE(a.list, '[]') || ',"objects":' || COALESCE(o.list, '[]') || ',"observations":' || COALESCE(b.list, '[]') || ',"imageIds":' || COALESCE(m.list, '[]') || '}' AS row,
      d.prefix, d.number, d."uniqueId", i.id
    FROM inspection_devices i
    JOIN devices d ON d.id = i."deviceId"
    JOIN device_types t ON t.id = d."deviceTypeId"
    LEFT JOIN place_zones z ON z.id = d."zoneId"
    LEFT JOIN actions a ON a.id = i.id
    LEFT JOIN objects o ON o.id = i.id
    LEFT JOIN observations b ON b.id = i.id
    LEFT JOIN images m ON m.id = i.id
    WHERE i."inspectionId" = $1)
  SELECT row FROM rows ORDER BY prefix, number NULLS LAST, "uniqueId", id`;

/**
 * The device table of an inspection as JSON text, written by PostgreSQL in one statement: the
 * devices (ordered as inspectionDevicesWithRecords orders them) each with its actions, pests,
 * observations (oldest first) and image ids, in the shape toInspectionDevices gives one device.
 * An inspection may hold 1,000 devices and 5,000 records; mapping and serialising them row by
 * row in the API process cost it about 50 ms of CPU per read.
 */
export async function inspectionDeviceTableJson(db: DbClient, inspectionId: number): Promise<string> {
  // One row per device, joined here: one 2 MB value aggregated in PostgreSQL cost it more.
  const rows = await db.$queryRawUnsafe<{ row: string }[]>(DEVICE_TABLE_SQL, inspectionId);
  return `[${rows.map((r) => r.row).join(',')}]`;
}

/** The photos taken in an inspection, oldest first, for the device table's imagesById. */
export function inspectionImages(db: DbClient, inspectionId: number) {
  return db.deviceImage.findMany({
    where: { inspectionId },
    select: { id: true, uuid: true, filePath: true, inspectionDeviceId: true, createdAt: true, user: person },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function findInspectionDevice(db: DbClient, inspectionId: number, where: { id: number } | { uuid: string }) {
  return db.inspectionDevice.findFirst({
    where: { AND: [where, { inspectionId }] },
    select: { id: true, deviceId: true, device: { select: { deviceTypeId: true } } },
  });
}

export async function inspectionDeviceHasRecords(db: DbClient, inspectionDeviceId: number): Promise<boolean> {
  const where = { inspectionDeviceId };
  const [a, o, b, i] = await Promise.all([
    db.deviceActionRecord.count({ where }),
    db.deviceObjectRecord.count({ where }),
    db.deviceObservationRecord.count({ where }),
    db.deviceImage.count({ where }),
  ]);
  return a + o + b + i > 0;
}

/** An inspection row locked for a merge, with what the merged header is made of. */
export interface LockedInspection {
  id: number;
  uuid: string;
  placeId: number;
  status: 'IN_PROGRESS' | 'CANCELLED' | 'COMPLETED';
  approved: boolean;
  userId: number | null;
  startedAt: Date;
  finishedAt: Date | null;
  description: string | null;
  note: string | null;
  additionalFields: unknown;
}

/** Locks inspections for update, in id order (two merges of one pair wait for each other, never deadlock). */
export function lockInspections(tx: Prisma.TransactionClient, ids: number[]) {
  return tx.$queryRaw<LockedInspection[]>`
    SELECT id, uuid::text AS uuid, "placeId", status::text AS status, approved, "userId", "startedAt", "finishedAt", description, note, "additionalFields"
    FROM inspections WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
}

/**
 * Moves everything of inspection `from` into inspection `into` and deletes `from`. A device
 * both hold keeps the inspection device of `into`: the records and photos of the other join it,
 * and it is scanned or checked when either was. Visual-inspection answers move as they are.
 * Reports made of `from` stay the place's reports (their inspection becomes none).
 */
export async function mergeInspection(tx: Prisma.TransactionClient, into: number, from: number, header: Prisma.InspectionUpdateInput) {
  // Which inspection device of `into` each inspection device of `from` becomes (the same device).
  await tx.$executeRaw`
    CREATE TEMP TABLE inspection_device_merge ON COMMIT DROP AS
    SELECT s.id AS "fromId", f.id AS "intoId"
    FROM inspection_devices s JOIN inspection_devices f ON f."deviceId" = s."deviceId" AND f."inspectionId" = ${into}
    WHERE s."inspectionId" = ${from}`;
  const records = async (table: 'device_action_records' | 'device_object_records' | 'device_observation_records' | 'device_images') =>
    tx.$executeRawUnsafe(
      `UPDATE ${table} r SET "inspectionId" = $1,
         "inspectionDeviceId" = COALESCE((SELECT m."intoId" FROM inspection_device_merge m WHERE m."fromId" = r."inspectionDeviceId"), r."inspectionDeviceId")
       WHERE r."inspectionId" = $2 OR r."inspectionDeviceId" IN (SELECT id FROM inspection_devices WHERE "inspectionId" = $2)`,
      into,
      from,
    );
  const actions = await records('device_action_records');
  const objects = await records('device_object_records');
  const observations = await records('device_observation_records');
  const images = await records('device_images');
  const mergedDevices = await tx.$executeRaw`
    UPDATE inspection_devices f SET
      scanned = f.scanned OR s.scanned,
      status = CASE WHEN f.status = 'CHECKED' OR s.status = 'CHECKED' THEN 'CHECKED'::"InspectionDeviceStatus" ELSE f.status END
    FROM inspection_device_merge m JOIN inspection_devices s ON s.id = m."fromId"
    WHERE f.id = m."intoId"`;
  await tx.$executeRaw`DELETE FROM inspection_devices WHERE id IN (SELECT "fromId" FROM inspection_device_merge)`;
  const devices = await tx.$executeRaw`UPDATE inspection_devices SET "inspectionId" = ${into} WHERE "inspectionId" = ${from}`;
  const answers = await tx.$executeRaw`UPDATE visual_inspection_answers SET "inspectionId" = ${into} WHERE "inspectionId" = ${from}`;
  await tx.$executeRaw`DROP TABLE inspection_device_merge`;
  await tx.inspection.update({ where: { id: into }, data: header });
  await tx.inspection.delete({ where: { id: from } });
  return { devices, mergedDevices, actions, objects, observations, images, answers };
}
