import type { DeviceType, PlaceDeviceType } from '@trapline/contracts/catalogue';
import type { DbClient } from '@trapline/db/client';
import { accessiblePlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { companyChain, visibleCompanyId } from './access.ts';
import { availableTypesWhere, partsContext, placeTypes, readableType, withParts } from './device-types.ts';
import { loadParts, TYPE_SELECT, type TypeParts } from './mappers.ts';

/**
 * The device types as a place sees them: its company's catalogue (its own and its parent's
 * types, and the global types either chose) plus any type its live devices use, with the parts
 * offered in that company (global associations plus the company's and its parent's own).
 */

/** GET /api/places/{placeId}/device-types; withObjects adds each type's objects and observations (the limits screen). */
export async function listPlaceTypes(db: DbClient, scope: AccessScope, placeKey: string, withObjects: boolean): Promise<{ deviceTypes: PlaceDeviceType[] }> {
  const place = await accessiblePlace(db, scope, placeKey);
  const types = await placeTypes(db, place);
  if (!withObjects) return { deviceTypes: types };
  const parts = await loadParts(
    db,
    types.map((t) => t.id),
    await companyChain(db, place.companyId),
    { objects: true, observations: true },
  );
  return { deviceTypes: types.map((type) => ({ ...type, objects: parts.get(type.id)!.objects, observations: parts.get(type.id)!.observations })) };
}

/** A type the place uses (by numeric id or uuid) and the company context of its parts; else 404. */
export async function placeType(db: DbClient, scope: AccessScope, placeKey: string, typeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  const key = keyWhereOrNotFound(typeKey);
  const chain = await companyChain(db, place.companyId);
  const type = await db.deviceType.findFirst({
    where: { AND: [key, { OR: [availableTypesWhere(chain), { devices: { some: { placeId: place.id, deletedAt: null } } }] }] },
    select: TYPE_SELECT,
  });
  if (!type) throw notFound();
  return { type, context: chain };
}

/** A device type of a place as its path names it: the place's and the type's id or uuid. */
export interface PlaceDeviceTypePath {
  placeId: string;
  typeId: string;
}

/** GET /api/places/{placeId}/device-types/{typeId}. */
export async function getPlaceType(db: DbClient, scope: AccessScope, path: PlaceDeviceTypePath): Promise<DeviceType> {
  const { type, context } = await placeType(db, scope, path.placeId, path.typeId);
  return withParts(db, type, context);
}

/**
 * GET /api/v3/device-types/{id}/actions and /observations: the parts a type offers, in a
 * place's company when placeId is given, else in the caller's company (or the one named).
 */
export async function typeParts<K extends 'actions' | 'objects' | 'observations'>(
  db: DbClient,
  scope: AccessScope,
  typeKey: string,
  kind: K,
  query: { placeId?: string | undefined; parentCompanyId?: string | undefined },
): Promise<TypeParts[K]> {
  let typeId: number;
  let context: number[];
  if (query.placeId !== undefined) {
    const found = await placeType(db, scope, query.placeId, typeKey);
    typeId = found.type.id;
    context = found.context;
  } else {
    const type = await readableType(db, scope, typeKey);
    const companyId = query.parentCompanyId === undefined ? scope.principal.companyId : await visibleCompanyId(db, scope, query.parentCompanyId);
    typeId = type.id;
    context = await partsContext(db, type, companyId);
  }
  const parts = await loadParts(db, [typeId], context, { [kind]: true });
  return parts.get(typeId)![kind];
}
