import type { CreatePlaceRequest, Place, PlaceListItem, PlaceUser, UpdatePlaceRequest } from '@trapline/contracts/places';
import type { PlacePermission } from '@trapline/contracts/users';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace, assertAdmin, assertCanSetUp } from '../../access/place.ts';
import { ownerChain } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { findScopedCompany, inScope } from '../../access/scoped.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere, keyWhereOrNotFound } from '../../lib/ids.ts';
import { type FileStorage, removeStoredFiles } from '@trapline/storage/file-storage';
import { placeStoredFiles } from './stored-files.ts';
import { textContains } from '../../lib/sql.ts';
import { pageRows } from '../../lib/paging.ts';

const LIVE = { deletedAt: null } as const;

const LIST_SELECT = {
  id: true,
  uuid: true,
  name: true,
  address: true,
  companyId: true,
  radioErrorInterval: true,
  createdAt: true,
  company: { select: { id: true, uuid: true, name: true } },
  companyZone: { select: { uuid: true } },
  _count: { select: { devices: { where: LIVE }, users: true } },
} satisfies Prisma.PlaceSelect;

type Row = Prisma.PlaceGetPayload<{ select: typeof LIST_SELECT }>;

const toListItem = (row: Row): PlaceListItem => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  address: row.address,
  companyId: row.companyId,
  companyUuid: row.company.uuid,
  company: row.company,
  companyZoneUuid: row.companyZone?.uuid ?? null,
  radioErrorInterval: row.radioErrorInterval,
  devicesCount: row._count.devices,
});

const toPlace = (row: Row): Place => ({ ...toListItem(row), usersCount: row._count.users, createdAt: row.createdAt.toISOString() });

export async function listPlaces(
  db: DbClient,
  scope: AccessScope,
  query: { companyId?: string | undefined; companyZoneUuid?: string | undefined; search?: string | undefined; page: number; limit: number },
) {
  const company = query.companyId ? idOrUuidWhere(query.companyId) : undefined;
  if (company === null) return { rows: [], count: 0 };
  const where = inScope<Prisma.PlaceWhereInput>(
    await scope.placeWhere(),
    company ? { company } : null,
    query.companyZoneUuid ? { companyZone: { uuid: query.companyZoneUuid } } : null,
    query.search ? { name: textContains(query.search) } : null,
  );
  const [rows, count] = await Promise.all([
    db.place.findMany({ where, select: LIST_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }], ...pageRows(query) }),
    db.place.count({ where }),
  ]);
  return { rows: rows.map(toListItem), count };
}

export async function getPlace(db: DbClient, scope: AccessScope, key: string): Promise<Place> {
  const place = await accessiblePlace(db, scope, key);
  return toPlace(await db.place.findUniqueOrThrow({ where: { id: place.id }, select: LIST_SELECT }));
}

/** The owning company: one the caller sees. */
async function resolveCompany(db: DbClient, scope: AccessScope, companyUuid: string) {
  const company = await findScopedCompany(db, scope, { uuid: companyUuid });
  if (!company) throw fieldError('companyUuid', 'company_not_found');
  return company;
}

/** A company zone of the place's company or of its parent (zones group a provider's clients' places). */
async function resolveZone(db: DbClient, company: { id: number; parentCompanyId: number | null }, zoneUuid: string | null | undefined) {
  if (!zoneUuid) return null;
  const zone = await db.companyZone.findFirst({ where: { uuid: zoneUuid, companyId: { in: ownerChain(company) } }, select: { id: true } });
  if (!zone) throw fieldError('companyZoneUuid', 'zone_not_found');
  return zone.id;
}

export async function createPlace(db: DbClient, scope: AccessScope, input: CreatePlaceRequest): Promise<Place> {
  assertCanSetUp(scope);
  const company = await resolveCompany(db, scope, input.companyUuid);
  const companyZoneId = await resolveZone(db, company, input.companyZoneUuid);
  const created = await db.place.create({
    data: { name: input.name, address: input.address, radioErrorInterval: input.radioErrorInterval, companyId: company.id, companyZoneId },
    select: { id: true },
  });
  return getPlace(db, scope.withoutCache(), String(created.id));
}

export async function updatePlace(db: DbClient, scope: AccessScope, key: string, input: UpdatePlaceRequest): Promise<Place> {
  const place = await accessiblePlace(db, scope, key);
  assertCanSetUp(scope);
  const data: Prisma.PlaceUncheckedUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.address !== undefined) data.address = input.address;
  if (input.radioErrorInterval !== undefined) data.radioErrorInterval = input.radioErrorInterval;
  const company =
    input.companyUuid !== undefined
      ? await resolveCompany(db, scope, input.companyUuid)
      : await db.company.findUniqueOrThrow({ where: { id: place.companyId }, select: { id: true, parentCompanyId: true } });
  if (input.companyUuid !== undefined) data.companyId = company.id;
  if (input.companyZoneUuid !== undefined) data.companyZoneId = await resolveZone(db, company, input.companyZoneUuid);
  await db.place.update({ where: { id: place.id }, data });
  return getPlace(db, scope.withoutCache(), String(place.id));
}

/**
 * Any admin deletes a place. Its devices, records, inspections and files go with it (the
 * panel asks for confirmation), and then its stored files (see stored-files.ts). The QR codes
 * of its devices become free.
 */
export async function deletePlace(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  key: string,
  onFileError: (path: string, error: unknown) => void,
): Promise<void> {
  const place = await accessiblePlace(db, scope, key);
  assertAdmin(scope);
  const files = await placeStoredFiles(db, place.id);
  await db.$transaction([
    db.qrCode.updateMany({ where: { device: { is: { placeId: place.id } } }, data: { used: false } }),
    db.place.delete({ where: { id: place.id } }),
  ]);
  await removeStoredFiles(storage, files, onFileError);
}

export async function listPlaceUsers(db: DbClient, scope: AccessScope, key: string): Promise<PlaceUser[]> {
  const place = await accessiblePlace(db, scope, key);
  const rows = await db.placeUser.findMany({
    where: { placeId: place.id },
    select: { permissions: true, joinedAt: true, user: { select: { id: true, uuid: true, name: true, surname: true, email: true, role: true } } },
    orderBy: [{ user: { surname: 'asc' } }, { user: { name: 'asc' } }],
  });
  return rows.map((r) => ({
    id: r.user.id,
    uuid: r.user.uuid,
    name: r.user.name,
    surname: r.user.surname,
    email: r.user.email,
    type: r.user.role,
    roles: r.permissions,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

/** A member of a place as its path names it: the place's and the user's id or uuid. */
export interface PlaceUserPath {
  placeId: string;
  userId: string;
}

async function membership(db: DbClient, scope: AccessScope, path: PlaceUserPath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const user = keyWhereOrNotFound(path.userId);
  const row = await db.placeUser.findFirst({ where: { placeId: place.id, user }, select: { id: true, permissions: true } });
  if (!row) throw notFound();
  return row;
}

export async function getRoles(db: DbClient, scope: AccessScope, path: PlaceUserPath) {
  return { roles: (await membership(db, scope, path)).permissions };
}

/** Managers set a member's per-place permissions (the edit-roles modal). */
export async function setRoles(db: DbClient, scope: AccessScope, path: PlaceUserPath, roles: PlacePermission[]) {
  const row = await membership(db, scope, path);
  if (!scope.isManager) throw forbidden();
  const updated = await db.placeUser.update({ where: { id: row.id }, data: { permissions: roles }, select: { permissions: true } });
  return { roles: updated.permissions };
}
