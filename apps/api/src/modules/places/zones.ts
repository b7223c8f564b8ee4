import type { PlaceZone } from '@trapline/contracts/places';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace, assertCanSetUp, type ScopedPlace } from '../../access/place.ts';
import { inScope } from '../../access/scoped.ts';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';

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

/** A zone as its path names it: the place's and the zone's id or uuid. */
export interface PlaceZonePath {
  placeId: string;
  zoneId: string;
}

/** A zone of a place the caller reaches (the place resolved first, so the zone's key cannot reach another). */
async function findZone(db: DbClient, place: ScopedPlace, zoneKey: string) {
  const key = keyWhereOrNotFound(zoneKey);
  const zone = await db.placeZone.findFirst({ where: inScope<Prisma.PlaceZoneWhereInput>({ placeId: place.id }, key), select: SELECT });
  if (!zone) throw notFound();
  return zone;
}

export async function getZone(db: DbClient, scope: AccessScope, path: PlaceZonePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  return toZone(await findZone(db, place, path.zoneId));
}

export async function createZone(db: DbClient, scope: AccessScope, placeKey: string, input: { name: string; description?: string | null | undefined }) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  return toZone(
    await db.placeZone.create({
      data: { placeId: place.id, name: input.name, description: input.description ?? null, createdById: scope.principal.userId },
      select: SELECT,
    }),
  );
}

export async function updateZone(
  db: DbClient,
  scope: AccessScope,
  path: PlaceZonePath,
  input: { name?: string | undefined; description?: string | null | undefined },
) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const zone = await findZone(db, place, path.zoneId);
  assertCanSetUp(scope);
  const data: Prisma.PlaceZoneUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  return toZone(await db.placeZone.update({ where: { id: zone.id }, data, select: SELECT }));
}

/** Devices of a deleted zone keep their place and lose the zone (SetNull in the schema). */
export async function deleteZone(db: DbClient, scope: AccessScope, path: PlaceZonePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const zone = await findZone(db, place, path.zoneId);
  assertCanSetUp(scope);
  await db.placeZone.delete({ where: { id: zone.id } });
}
