import type { Prisma, DbClient } from '@trapline/db/client';

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

/** Device fields a plan shows: position, type colour and what the status needs. */
export const PLACED_DEVICE_SELECT = {
  id: true,
  uuid: true,
  uniqueId: true,
  name: true,
  description: true,
  location: true,
  zoneId: true,
  zone: { select: { id: true, name: true } },
  deviceTypeId: true,
  deviceType: { select: { id: true, name: true, color: true, isRadio: true } },
  detect: true,
  lastSignalAt: true,
  mapId: true,
  mapX: true,
  mapY: true,
} satisfies Prisma.DeviceSelect;
export type PlacedDeviceRow = Prisma.DeviceGetPayload<{ select: typeof PLACED_DEVICE_SELECT }>;

/** The list order of devices everywhere: alert first, then prefix letters, then number. */
const DEVICE_ORDER: Prisma.DeviceOrderByWithRelationInput[] = [{ detect: 'desc' }, { prefix: 'asc' }, { number: { sort: 'asc', nulls: 'last' } }, { uniqueId: 'asc' }];

export function listMaps(db: DbClient, placeId: number) {
  return db.map.findMany({ where: { placeId }, select: MAP_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findMap(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.map.findFirst({ where: { AND: [where, { placeId }] }, select: MAP_SELECT });
}

export function createMap(db: DbClient, data: { uuid: string; placeId: number; name: string; note: string | null; fileCategoryId: number | null; filePath: string; width: number; height: number }) {
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

export function placedDevices(db: DbClient, placeId: number, mapId: number) {
  return db.device.findMany({ where: { placeId, mapId, ...LIVE }, select: PLACED_DEVICE_SELECT, orderBy: DEVICE_ORDER });
}

export function findLiveDevice(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.device.findFirst({ where: { AND: [where, { placeId }, LIVE] }, select: { id: true } });
}

export function placeDevice(db: DbClient, deviceId: number, position: { mapId: number | null; mapX: number | null; mapY: number | null }) {
  return db.device.update({ where: { id: deviceId }, data: position, select: PLACED_DEVICE_SELECT });
}

export interface PestTotalRow {
  deviceId: number;
  deviceTypeObjectId: number;
  total: number;
}

/**
 * Pest counts (device records of objects) per placed device and pest over a period. One grouped
 * query: a place may hold 100,000 records.
 */
export function pestTotals(db: DbClient, filter: { placeId: number; from: Date; to: Date; deviceTypeObjectId: number | null; mapId: number | null }) {
  return db.$queryRaw<PestTotalRow[]>`
    SELECT r."deviceId", r."deviceTypeObjectId", SUM(r.amount)::float8 AS total
    FROM device_object_records r
    JOIN devices d ON d.id = r."deviceId"
    WHERE d."placeId" = ${filter.placeId} AND d."deletedAt" IS NULL AND d."mapId" IS NOT NULL
      AND r."createdAt" >= ${filter.from} AND r."createdAt" < ${filter.to}
      AND (${filter.deviceTypeObjectId}::int IS NULL OR r."deviceTypeObjectId" = ${filter.deviceTypeObjectId}::int)
      AND (${filter.mapId}::int IS NULL OR d."mapId" = ${filter.mapId}::int)
    GROUP BY r."deviceId", r."deviceTypeObjectId"
    HAVING SUM(r.amount) > 0`;
}

export function heatmapDevices(db: DbClient, ids: number[]) {
  return db.device.findMany({
    where: { id: { in: ids } },
    select: { id: true, uuid: true, uniqueId: true, mapId: true, mapX: true, mapY: true, deviceType: { select: { id: true, name: true, color: true } } },
  });
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
