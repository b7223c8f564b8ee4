import type { Prisma, DbClient } from '@trapline/db/client';
import { DEVICE_LIST_SELECT } from '../devices/list-item.ts';
import type { DeviceListRow } from '../devices/repository.ts';

const LIVE = { deletedAt: null } as const;

export const MAP_SELECT = {
  id: true,
  uuid: true,
  placeId: true,
  name: true,
  note: true,
  fileCategoryId: true,
  filePath: true,
  width: true,
  height: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { devices: { where: LIVE } } },
} satisfies Prisma.MapSelect;
export type MapRow = Prisma.MapGetPayload<{ select: typeof MAP_SELECT }>;

export function listMaps(db: DbClient, placeId: number) {
  return db.map.findMany({ where: { placeId }, select: MAP_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findMap(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.map.findFirst({ where: { AND: [where, { placeId }] }, select: MAP_SELECT });
}

export function createMap(
  db: DbClient,
  data: { uuid: string; placeId: number; name: string; note: string | null; fileCategoryId: number | null; filePath: string; width: number; height: number },
) {
  return db.map.create({ data, select: MAP_SELECT });
}

export function updateMap(db: DbClient, id: number, data: Prisma.MapUncheckedUpdateInput) {
  return db.map.update({ where: { id }, data, select: MAP_SELECT });
}

/** Deletes a plan and takes its devices off it, in one transaction; answers how many were placed. */
export async function deleteMap(db: DbClient, id: number): Promise<number> {
  const [unassigned] = await db.$transaction([
    db.device.updateMany({ where: { mapId: id }, data: { mapId: null, mapX: null, mapY: null } }),
    db.map.delete({ where: { id } }),
  ]);
  return unassigned.count;
}

export function placeHasFileCategory(db: DbClient, placeId: number, categoryId: number) {
  return db.placeFileCategory.findFirst({ where: { id: categoryId, placeId }, select: { id: true } });
}

/** A row of the devices list whose device is on a plan. */
export type PlacedDeviceRow = DeviceListRow & { mapId: number; mapX: number; mapY: number };

/**
 * The live devices on a plan in list order (alert first, prefix, number), in one statement: a
 * plan may hold 2,000 devices, and Prisma's per-relation queries would cost more than the rows.
 */
export function placedDevices(db: DbClient, placeId: number, mapId: number) {
  return db.$queryRaw<PlacedDeviceRow[]>`
    SELECT d.id, d.uuid::text AS uuid, d."uniqueId", d.name, d.description, d.location, d."zoneId", z.name AS "zoneName",
      d."deviceTypeId", t.name AS "typeName", t.color, t."isRadio", d.detect,
      (extract(epoch FROM d."lastSignalAt") * 1000)::float8 AS "lastSignalMs", d."mapId", d."mapX", d."mapY"
    FROM devices d
    JOIN device_types t ON t.id = d."deviceTypeId"
    LEFT JOIN place_zones z ON z.id = d."zoneId"
    WHERE d."placeId" = ${placeId} AND d."mapId" = ${mapId} AND d."deletedAt" IS NULL AND d."mapX" IS NOT NULL AND d."mapY" IS NOT NULL
    ORDER BY d.detect DESC, d.prefix, d.number NULLS LAST, d."uniqueId"`;
}

export function findLiveDevice(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.device.findFirst({ where: { AND: [where, { placeId }, LIVE] }, select: { id: true } });
}

export function placeDevice(db: DbClient, deviceId: number, position: { mapId: number | null; mapX: number | null; mapY: number | null }) {
  return db.device.update({ where: { id: deviceId }, data: position, select: DEVICE_LIST_SELECT });
}

export interface PestTotalRow {
  deviceId: number;
  uuid: string;
  uniqueId: string;
  mapId: number;
  mapX: number;
  mapY: number;
  typeId: number;
  typeName: string;
  color: string;
  deviceTypeObjectId: number;
  total: number;
}

/**
 * Pest counts (device records of objects) per placed device and pest over a period, with what
 * the heatmap shows of each device. One grouped statement: a place may hold 100,000 records.
 */
export function pestTotals(db: DbClient, filter: { placeId: number; from: Date; to: Date; deviceTypeObjectId: number | null; mapId: number | null }) {
  return db.$queryRaw<PestTotalRow[]>`
    SELECT d.id AS "deviceId", d.uuid::text AS uuid, d."uniqueId", d."mapId", d."mapX", d."mapY",
      t.id AS "typeId", t.name AS "typeName", t.color, r."deviceTypeObjectId", SUM(r.amount)::float8 AS total
    FROM device_object_records r
    JOIN devices d ON d.id = r."deviceId"
    JOIN device_types t ON t.id = d."deviceTypeId"
    WHERE d."placeId" = ${filter.placeId} AND d."deletedAt" IS NULL AND d."mapId" IS NOT NULL AND d."mapX" IS NOT NULL AND d."mapY" IS NOT NULL
      AND r."createdAt" >= ${filter.from} AND r."createdAt" < ${filter.to}
      AND (${filter.deviceTypeObjectId}::int IS NULL OR r."deviceTypeObjectId" = ${filter.deviceTypeObjectId}::int)
      AND (${filter.mapId}::int IS NULL OR d."mapId" = ${filter.mapId}::int)
    GROUP BY d.id, t.id, r."deviceTypeObjectId"
    HAVING SUM(r.amount) > 0`;
}

/**
 * Pests linked to the device types used in the place (global links and those of the place's
 * company tree, never another company's), plus the given ones, with their translations.
 */
export function placePests(db: DbClient, place: { id: number; companyIds: number[] }, alsoIds: number[]) {
  const link = { OR: [{ companyId: null }, { companyId: { in: place.companyIds } }], deviceType: { devices: { some: { placeId: place.id, ...LIVE } } } };
  return db.deviceTypeObject.findMany({
    where: { OR: [{ links: { some: link } }, { id: { in: alsoIds } }] },
    select: { id: true, name: true, translations: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** The place's company and, for a client company, its pest-control company. */
export async function companyTreeOf(db: DbClient, companyId: number): Promise<number[]> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { parentCompanyId: true } });
  return company.parentCompanyId ? [companyId, company.parentCompanyId] : [companyId];
}
