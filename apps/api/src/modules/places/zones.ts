import type { PlaceZone } from '@trapline/contracts/places';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace, assertCanSetUp } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';

const SELECT = {
  id: true,
  uuid: true,
  name: true,
  description: true,
  createdAt: true,
  createdBy: { select: { id: true, name: true, surname: true } },
  _count: { select: { devices: { where: { deletedAt: null } } } },
} satisfies Prisma.PlaceZoneSelect;

const toZone = (row: Prisma.PlaceZoneGetPayload<{ select: typeof SELECT }>): PlaceZone => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  user: row.createdBy,
  devicesCount: row._count.devices,
});

export async function listZones(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  return (await db.placeZone.findMany({ where: { placeId: place.id }, select: SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] })).map(toZone);
}

async function findZone(db: DbClient, placeId: number, zoneKey: string) {
  const key = idOrUuidWhere(zoneKey);
  if (!key) throw notFound();
  const zone = await db.placeZone.findFirst({ where: { AND: [key, { placeId }] }, select: SELECT });
  if (!zone) throw notFound();
  return zone;
}

export async function getZone(db: DbClient, scope: AccessScope, placeKey: string, zoneKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  return toZone(await findZone(db, place.id, zoneKey));
}

export async function createZone(db: DbClient, scope: AccessScope, placeKey: string, input: { name: string; description?: string | null | undefined }) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  return toZone(await db.placeZone.create({ data: { placeId: place.id, name: input.name, description: input.description ?? null, createdById: scope.principal.userId }, select: SELECT }));
}

export async function updateZone(db: DbClient, scope: AccessScope, placeKey: string, zoneKey: string, input: { name?: string | undefined; description?: string | null | undefined }) {
  const place = await accessiblePlace(db, scope, placeKey);
  const zone = await findZone(db, place.id, zoneKey);
  assertCanSetUp(scope);
  const data: Prisma.PlaceZoneUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  return toZone(await db.placeZone.update({ where: { id: zone.id }, data, select: SELECT }));
}

/** Devices of a deleted zone keep their place and lose the zone (SetNull in the schema). */
export async function deleteZone(db: DbClient, scope: AccessScope, placeKey: string, zoneKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  const zone = await findZone(db, place.id, zoneKey);
  assertCanSetUp(scope);
  await db.placeZone.delete({ where: { id: zone.id } });
}
