import type { DbClient } from '@trapline/db/client';
import { forbidden, notFound } from '../lib/app-error.ts';
import { idOrUuidWhere } from '../lib/ids.ts';
import type { AccessScope } from './scope.ts';

export interface PlaceRef {
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
export async function accessiblePlace(db: DbClient, scope: AccessScope, key: string): Promise<PlaceRef> {
  const where = idOrUuidWhere(key);
  if (!where) throw notFound();
  const place = await db.place.findFirst({
    where: { AND: [where, await scope.placeWhere()] },
    select: { id: true, uuid: true, name: true, companyId: true, radioErrorInterval: true },
  });
  if (!place) throw notFound();
  return { ...place, radioHealth: seesRadioHealth(scope) };
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
