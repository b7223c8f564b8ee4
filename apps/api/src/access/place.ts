import type { DbClient, Prisma } from '@trapline/db/client';
import { forbidden, notFound } from '../lib/app-error.ts';
import { idOrUuidWhere } from '../lib/ids.ts';
import type { AccessScope } from './scope.ts';
import { inScope, type Scoped } from './scoped.ts';

export type ScopedPlace = Scoped<PlaceFields, 'place'>;
/** The name the place-scoped modules know it by. */
export type PlaceRef = ScopedPlace;

interface PlaceFields {
  id: number;
  uuid: string;
  name: string;
  companyId: number;
  radioErrorInterval: number;
  /** Whether the caller sees its radio devices' signal health (see seesRadioHealth). */
  radioHealth: boolean;
}

/**
 * A place the caller may see, by numeric id or uuid; 404 for anything else (a foreign place is
 * neither confirmed nor changed). Every place-scoped module starts here.
 */
export async function scopedPlace(db: DbClient, scope: AccessScope, key: string): Promise<ScopedPlace> {
  const where = idOrUuidWhere(key);
  if (!where) throw notFound();
  const place = await findScopedPlace(db, scope, where);
  if (!place) throw notFound();
  return place;
}

/** `scopedPlace` under the name the place-scoped modules use. */
export const accessiblePlace = scopedPlace;

/** A place the caller may see, or null: for references in a body or a filter (the caller answers its own field error). */
export async function findScopedPlace(db: DbClient, scope: AccessScope, where: Prisma.PlaceWhereInput): Promise<ScopedPlace | null> {
  const place = await db.place.findFirst({
    where: inScope(await scope.placeWhere(), where),
    select: { id: true, uuid: true, name: true, companyId: true, radioErrorInterval: true },
  });
  return place ? ({ ...place, radioHealth: seesRadioHealth(scope) } as ScopedPlace) : null;
}

/**
 * "No signal" is the provider's technical diagnosis of its sensors, for its staff to act on; a
 * client's user sees its devices' alarms but not their radio health (docs/decisions.md).
 */
export function seesRadioHealth(scope: AccessScope): boolean {
  return scope.principal.role !== 'CLIENT';
}

/**
 * The "restricted user type" of the specification: the technician (USER) and the client's own
 * user (CLIENT). They work with what is in a place (inspections, records, their own files) but
 * do not change its set-up: devices, zones, maps, categories, the place itself.
 */
export function isRestricted(scope: AccessScope): boolean {
  return scope.principal.role === 'USER' || scope.principal.role === 'CLIENT';
}

/** "Any admin" of the specification: the super admin and a company admin. */
export function isAdmin(scope: AccessScope): boolean {
  return scope.isManager;
}

/** Throws 403 unless the caller may change a place's set-up. */
export function assertCanSetUp(scope: AccessScope): void {
  if (isRestricted(scope)) throw forbidden();
}

/** Throws 403 unless the caller is an admin. */
export function assertAdmin(scope: AccessScope): void {
  if (!isAdmin(scope)) throw forbidden();
}
