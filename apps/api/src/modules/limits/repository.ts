import type { PestLimit } from '@trapline/contracts/limits';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { ScopedPlace } from '../../access/place.ts';
import { inScope } from '../../access/scoped.ts';

export const LIMIT_SELECT = {
  id: true,
  uuid: true,
  name: true,
  type: true,
  dangerousSum: true,
  normalSum: true,
  createdAt: true,
  entries: { select: { objectId: true, observationId: true, value: true, type: true, limitType: true, percentage: true }, orderBy: { id: 'asc' } },
  devices: { select: { device: { select: { id: true, uuid: true, uniqueId: true, deviceTypeId: true, zoneId: true } } }, orderBy: { deviceId: 'asc' } },
  deviceTypes: { select: { deviceType: { select: { id: true, name: true } } }, orderBy: { deviceTypeId: 'asc' } },
  zones: { select: { zone: { select: { id: true, name: true } } }, orderBy: { zoneId: 'asc' } },
} satisfies Prisma.PestLimitSelect;

type LimitRow = Prisma.PestLimitGetPayload<{ select: typeof LIMIT_SELECT }>;

export const toPestLimit = (row: LimitRow): PestLimit => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  type: row.type,
  dangerousSum: row.dangerousSum,
  normalSum: row.normalSum,
  createdAt: row.createdAt.toISOString(),
  limits: row.entries,
  devices: row.devices.map((d) => d.device),
  deviceTypes: row.deviceTypes.map((t) => t.deviceType),
  zones: row.zones.map((z) => z.zone),
});

export const listLimits = (db: DbClient, place: ScopedPlace) =>
  db.pestLimit.findMany({ where: { placeId: place.id }, select: LIMIT_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

/** A limit of the scoped place, by a where made from the path key. */
export const findLimit = (db: DbClient, place: ScopedPlace, key: Prisma.PestLimitWhereInput) =>
  db.pestLimit.findFirst({ where: inScope<Prisma.PestLimitWhereInput>({ placeId: place.id }, key), select: LIMIT_SELECT });

export interface LimitData {
  name: string;
  dangerousSum: number;
  normalSum: number;
  entries: Array<{
    objectId: number | null;
    observationId: number | null;
    value: number;
    type: 'NORMAL' | 'DANGEROUS';
    limitType: 'OBJECT' | 'OBSERVATION';
    percentage: number | null;
  }>;
  deviceIds: number[];
  deviceTypeIds: number[];
  zoneIds: number[];
}

const children = (data: LimitData) => ({
  entries: { create: data.entries },
  devices: { create: data.deviceIds.map((deviceId) => ({ deviceId })) },
  deviceTypes: { create: data.deviceTypeIds.map((deviceTypeId) => ({ deviceTypeId })) },
  zones: { create: data.zoneIds.map((zoneId) => ({ zoneId })) },
});

export const createLimit = (db: DbClient, place: ScopedPlace, type: PestLimit['type'], data: LimitData, userId: number) =>
  db.pestLimit.create({
    data: { placeId: place.id, type, name: data.name, dangerousSum: data.dangerousSum, normalSum: data.normalSum, createdById: userId, ...children(data) },
    select: LIMIT_SELECT,
  });

/** Replaces the limit's fields and its rows (entries, devices, types, zones) in one transaction. */
export const replaceLimit = (db: DbClient, id: number, data: LimitData) =>
  db.$transaction(async (tx) => {
    // One statement at a time: a transaction holds one connection.
    await tx.pestLimitEntry.deleteMany({ where: { pestLimitId: id } });
    await tx.pestLimitDevice.deleteMany({ where: { pestLimitId: id } });
    await tx.pestLimitDeviceType.deleteMany({ where: { pestLimitId: id } });
    await tx.pestLimitZone.deleteMany({ where: { pestLimitId: id } });
    return tx.pestLimit.update({
      where: { id },
      data: { name: data.name, dangerousSum: data.dangerousSum, normalSum: data.normalSum, ...children(data) },
      select: LIMIT_SELECT,
    });
  });

export const deleteLimit = (db: DbClient, id: number) => db.pestLimit.delete({ where: { id } });

// ───────────────────────────── critical limits ─────────────────────────────

export const CRITICAL_SELECT = {
  id: true,
  limit: true,
  entries: {
    select: {
      kind: true,
      deviceTypeObjectId: true,
      objectCategory: true,
      deviceTypeObservationId: true,
      limit: true,
      deviceTypeObject: { select: { category: true } },
    },
    orderBy: { id: 'asc' },
  },
} satisfies Prisma.CriticalLimitSelect;

export const findCritical = (db: DbClient, place: ScopedPlace, deviceTypeId: number) =>
  db.criticalLimit.findUnique({ where: { placeId_deviceTypeId: { placeId: place.id, deviceTypeId } }, select: CRITICAL_SELECT });

export const saveCritical = (
  db: DbClient,
  place: ScopedPlace,
  deviceTypeId: number,
  data: {
    limit: number;
    objects: Array<{ deviceTypeObjectId: number; limit: number; objectCategory: 'NORMAL' | 'DANGEROUS' }>;
    observations: Array<{ deviceTypeObservationId: number; limit: number }>;
  },
) =>
  db.$transaction(async (tx) => {
    const row = await tx.criticalLimit.upsert({
      where: { placeId_deviceTypeId: { placeId: place.id, deviceTypeId } },
      create: { placeId: place.id, deviceTypeId, limit: data.limit },
      update: { limit: data.limit },
      select: { id: true },
    });
    await tx.criticalLimitEntry.deleteMany({ where: { criticalLimitId: row.id } });
    await tx.criticalLimitEntry.createMany({
      data: [
        ...data.objects.map((o) => ({
          criticalLimitId: row.id,
          kind: 'OBJECT' as const,
          deviceTypeObjectId: o.deviceTypeObjectId,
          objectCategory: o.objectCategory,
          limit: o.limit,
        })),
        ...data.observations.map((o) => ({
          criticalLimitId: row.id,
          kind: 'OBSERVATION' as const,
          deviceTypeObservationId: o.deviceTypeObservationId,
          limit: o.limit,
        })),
      ],
    });
    return tx.criticalLimit.findUniqueOrThrow({ where: { id: row.id }, select: CRITICAL_SELECT });
  });

/** A place's breaches since a moment, newest first, of one device when given. */
export async function breaches(db: DbClient, place: ScopedPlace, filter: { since: Date; deviceId: number | undefined; limit: number }) {
  const where = { placeId: place.id, breachedAt: { gte: filter.since }, ...(filter.deviceId !== undefined ? { deviceId: filter.deviceId } : {}) };
  const [rows, count] = await Promise.all([
    db.limitBreach.findMany({
      where,
      select: {
        uuid: true,
        breachedAt: true,
        limitName: true,
        criticalLimitId: true,
        rule: true,
        objectId: true,
        observationId: true,
        measured: true,
        threshold: true,
        device: { select: { uuid: true, uniqueId: true } },
      },
      orderBy: [{ breachedAt: 'desc' }, { id: 'desc' }],
      take: filter.limit,
    }),
    db.limitBreach.count({ where }),
  ]);
  return { rows, count };
}
