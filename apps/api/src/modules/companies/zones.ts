import type { CompanyZone } from '@trapline/contracts/zones';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { inScope, scopedCompany } from '../../access/scoped.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';

const SELECT = {
  id: true,
  uuid: true,
  name: true,
  description: true,
  createdAt: true,
  parentZone: { select: { uuid: true } },
  _count: { select: { places: true } },
} satisfies Prisma.CompanyZoneSelect;

const toZone = (row: Prisma.CompanyZoneGetPayload<{ select: typeof SELECT }>): CompanyZone => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  description: row.description,
  parentZoneUuid: row.parentZone?.uuid ?? null,
  createdAt: row.createdAt.toISOString(),
  placesCount: row._count.places,
});

async function companyId(db: DbClient, scope: AccessScope, key: string, write: boolean) {
  const company = await scopedCompany(db, scope, key);
  if (write && !scope.isManager) throw forbidden();
  return company.id;
}

export async function listZones(db: DbClient, scope: AccessScope, companyKey: string) {
  const id = await companyId(db, scope, companyKey, false);
  return (await db.companyZone.findMany({ where: { companyId: id }, select: SELECT, orderBy: { name: 'asc' } })).map(toZone);
}

/** A zone as its path names it: the company's id or uuid and the zone's. */
export interface CompanyZonePath {
  id: string;
  zoneUuid: string;
}

async function findZone(db: DbClient, companyIdValue: number, zoneUuid: string) {
  const where = keyWhereOrNotFound(zoneUuid);
  const zone = await db.companyZone.findFirst({ where: inScope<Prisma.CompanyZoneWhereInput>({ companyId: companyIdValue }, where), select: SELECT });
  if (!zone) throw notFound();
  return zone;
}

export async function getZone(db: DbClient, scope: AccessScope, path: CompanyZonePath) {
  return toZone(await findZone(db, await companyId(db, scope, path.id, false), path.zoneUuid));
}

/**
 * The parent of a zone: a zone of the same company that is neither the zone itself nor one of
 * its descendants (which would close a loop).
 */
async function resolveParent(db: DbClient, companyIdValue: number, parentUuid: string | null | undefined, selfId?: number): Promise<number | null> {
  if (!parentUuid) return null;
  const zones = await db.companyZone.findMany({ where: { companyId: companyIdValue }, select: { id: true, uuid: true, parentZoneId: true } });
  const parent = zones.find((z) => z.uuid === parentUuid);
  if (!parent) throw fieldError('parentZoneUuid', 'zone_not_found');
  if (selfId !== undefined) {
    const parentOf = new Map(zones.map((z) => [z.id, z.parentZoneId]));
    for (let at: number | null | undefined = parent.id; at != null; at = parentOf.get(at)) {
      if (at === selfId) throw fieldError('parentZoneUuid', 'zone_cannot_be_under_itself');
    }
  }
  return parent.id;
}

export async function createZone(
  db: DbClient,
  scope: AccessScope,
  companyKey: string,
  input: { name: string; description?: string | null | undefined; parentZoneUuid?: string | null | undefined },
) {
  const id = await companyId(db, scope, companyKey, true);
  const parentZoneId = await resolveParent(db, id, input.parentZoneUuid);
  const zone = await db.companyZone.create({
    data: { companyId: id, name: input.name, description: input.description ?? null, parentZoneId, createdById: scope.principal.userId },
    select: SELECT,
  });
  return toZone(zone);
}

export async function updateZone(
  db: DbClient,
  scope: AccessScope,
  path: CompanyZonePath,
  input: { name?: string | undefined; description?: string | null | undefined; parentZoneUuid?: string | null | undefined },
) {
  const id = await companyId(db, scope, path.id, true);
  const zone = await findZone(db, id, path.zoneUuid);
  const data: { name?: string; description?: string | null; parentZoneId?: number | null } = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.parentZoneUuid !== undefined) data.parentZoneId = await resolveParent(db, id, input.parentZoneUuid, zone.id);
  return toZone(await db.companyZone.update({ where: { id: zone.id }, data, select: SELECT }));
}
