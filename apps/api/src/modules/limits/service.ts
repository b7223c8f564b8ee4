import type {
  CriticalLimits,
  CriticalLimitsBody,
  LimitBreachListResponse,
  PestLimitBody,
  PestLimitType,
  UpdatePestLimitBody,
  ZLimitBreachListQuery,
} from '@trapline/contracts/limits';
import { localName } from '@trapline/contracts/translations';
import type { z } from 'zod';
import type { DbClient } from '@trapline/db/client';
import { accessiblePlace, assertCanSetUp, isRestricted, type ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, fieldErrors, notFound, type FieldProblem } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { companyChain } from '../catalogue/access.ts';
import { placeTypes } from '../catalogue/device-types.ts';
import { loadParts } from '../catalogue/mappers.ts';
import { placeType } from '../catalogue/place-types.ts';
import * as repo from './repository.ts';

/**
 * Pest limits (spec 2, section 2.8) and critical limits per device type (2.9) of a place. Anyone
 * who sees the place reads them; the restricted user type (technician, client user) may not
 * change them (docs/decisions.md). A limit's type is fixed once it exists.
 */

const canEdit = (scope: AccessScope) => !isRestricted(scope);

/** A pest limit as its path names it: the place's and the limit's numeric id or uuid. */
export interface PestLimitPath {
  placeId: string;
  id: string;
}

/** A device type of a place as the critical limits' path names it. */
export interface PlaceTypePath {
  placeId: string;
  typeId: string;
}

/** The place the caller sees and its limit the path names, or 404. */
async function limitAt(db: DbClient, scope: AccessScope, path: PestLimitPath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const limit = await repo.findLimit(db, place, keyWhereOrNotFound(path.id));
  if (!limit) throw notFound();
  return { place, limit };
}

/** The pests and observations offered by the place's device types (its company's catalogue). */
async function placeCatalogue(db: DbClient, place: ScopedPlace) {
  const types = await placeTypes(db, place);
  const parts = await loadParts(
    db,
    types.map((t) => t.id),
    await companyChain(db, place.companyId),
    { objects: true, observations: true },
  );
  const objects = new Map<number, { category: 'NORMAL' | 'DANGEROUS' }>();
  const observations = new Map<number, { type: string }>();
  for (const p of parts.values()) {
    for (const o of p.objects) objects.set(o.id, { category: o.category });
    for (const o of p.observations) observations.set(o.id, { type: o.type });
  }
  return { typeIds: new Set(types.map((t) => t.id)), objects, observations };
}

type Body = PestLimitBody;

/** Turns the request's references into ids of this place's rows; a reference it does not offer is a field error. */
async function limitData(db: DbClient, place: ScopedPlace, type: PestLimitType, body: Omit<Body, 'type'>): Promise<repo.LimitData> {
  const fields: FieldProblem[] = [];
  // The coverage each type needs, checked against the stored type on edit too.
  if (type === 'DEVICES') {
    if (body.deviceUuids.length === 0) fields.push({ path: 'deviceUuids', message: 'required' });
    if (body.deviceTypeIds.length > 0) fields.push({ path: 'deviceTypeIds', message: 'not_for_devices_limit' });
    if (body.zoneIds.length > 0) fields.push({ path: 'zoneIds', message: 'not_for_devices_limit' });
  } else {
    if (body.deviceTypeIds.length === 0) fields.push({ path: 'deviceTypeIds', message: 'required' });
    if (body.deviceUuids.length > 0) fields.push({ path: 'deviceUuids', message: 'not_for_device_type_limit' });
  }
  const uuids = [...new Set(body.deviceUuids.map((u) => u.toLowerCase()))];
  const zoneIds = [...new Set(body.zoneIds)];
  const deviceTypeIds = [...new Set(body.deviceTypeIds)];
  const [catalogue, devices, zones] = await Promise.all([
    placeCatalogue(db, place),
    uuids.length ? db.device.findMany({ where: { placeId: place.id, deletedAt: null, uuid: { in: uuids } }, select: { id: true, uuid: true } }) : [],
    zoneIds.length ? db.placeZone.findMany({ where: { placeId: place.id, id: { in: zoneIds } }, select: { id: true } }) : [],
  ]);
  if (devices.length !== uuids.length) fields.push({ path: 'deviceUuids', message: 'device_not_found' });
  if (zones.length !== zoneIds.length) fields.push({ path: 'zoneIds', message: 'zone_not_found' });
  deviceTypeIds.forEach((id, i) => !catalogue.typeIds.has(id) && fields.push({ path: `deviceTypeIds.${i}`, message: 'device_type_not_found' }));
  body.limits.forEach((entry, i) => {
    if (entry.limitType === 'OBJECT' && !catalogue.objects.has(entry.objectId!)) fields.push({ path: `limits.${i}.objectId`, message: 'object_not_found' });
    if (entry.limitType === 'OBSERVATION') {
      const observation = catalogue.observations.get(entry.observationId!);
      if (!observation) fields.push({ path: `limits.${i}.observationId`, message: 'observation_not_found' });
      else if (observation.type !== 'BAIT_COLLECT') fields.push({ path: `limits.${i}.observationId`, message: 'only_bait_collect' });
    }
  });
  if (fields.length) throw fieldErrors(fields);
  return {
    name: body.name,
    dangerousSum: body.dangerousSum,
    normalSum: body.normalSum,
    entries: body.limits.map((e) => ({
      objectId: e.limitType === 'OBJECT' ? e.objectId! : null,
      observationId: e.limitType === 'OBSERVATION' ? e.observationId! : null,
      value: e.limitType === 'OBJECT' ? e.value : 0,
      type: e.type,
      limitType: e.limitType,
      percentage: e.limitType === 'OBSERVATION' ? e.percentage! : null,
    })),
    deviceIds: devices.map((d) => d.id),
    deviceTypeIds,
    zoneIds,
  };
}

export async function listLimits(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  return { limits: (await repo.listLimits(db, place)).map(repo.toPestLimit), canEdit: canEdit(scope) };
}

export async function getLimit(db: DbClient, scope: AccessScope, path: PestLimitPath) {
  const { limit } = await limitAt(db, scope, path);
  return { limit: repo.toPestLimit(limit) };
}

export async function createLimit(db: DbClient, scope: AccessScope, placeKey: string, body: Body) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const data = await limitData(db, place, body.type, body);
  return { limit: repo.toPestLimit(await repo.createLimit(db, place, body.type, data, scope.principal.userId)) };
}

export async function updateLimit(db: DbClient, scope: AccessScope, path: PestLimitPath, body: UpdatePestLimitBody) {
  const { place, limit } = await limitAt(db, scope, path);
  assertCanSetUp(scope);
  if (body.type !== undefined && body.type !== limit.type) throw fieldError('type', 'type_cannot_change');
  const data = await limitData(db, place, limit.type, body);
  return { limit: repo.toPestLimit(await repo.replaceLimit(db, limit.id, data)) };
}

export async function deleteLimit(db: DbClient, scope: AccessScope, path: PestLimitPath) {
  const { limit } = await limitAt(db, scope, path);
  assertCanSetUp(scope);
  await repo.deleteLimit(db, limit.id);
}

// ───────────────────────────── critical limits ─────────────────────────────

type CriticalRow = NonNullable<Awaited<ReturnType<typeof repo.findCritical>>>;

function toCritical(type: { id: number; name: string }, row: CriticalRow | null, editable: boolean): CriticalLimits {
  const entries = row?.entries ?? [];
  return {
    deviceType: { id: type.id, name: type.name },
    type: 'DEVICE_TYPE',
    limit: row?.limit ?? 0,
    rootLimitId: row?.id ?? null,
    objects: entries
      .filter((e) => e.kind === 'OBJECT' && e.deviceTypeObjectId !== null)
      .map((e) => ({
        deviceTypeObjectId: e.deviceTypeObjectId!,
        limit: e.limit,
        objectCategory: e.objectCategory ?? e.deviceTypeObject?.category ?? 'NORMAL',
        type: 'OBJECT' as const,
      })),
    observations: entries
      .filter((e) => e.kind === 'OBSERVATION' && e.deviceTypeObservationId !== null)
      .map((e) => ({ deviceTypeObservationId: e.deviceTypeObservationId!, limit: e.limit, type: 'OBSERVATION' as const })),
    canEdit: editable,
  };
}

export async function getCriticalLimits(db: DbClient, scope: AccessScope, path: PlaceTypePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const { type } = await placeType(db, scope, path.placeId, path.typeId);
  return toCritical(type, await repo.findCritical(db, place, type.id), canEdit(scope));
}

export async function putCriticalLimits(db: DbClient, scope: AccessScope, path: PlaceTypePath, body: CriticalLimitsBody) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const { type, context } = await placeType(db, scope, path.placeId, path.typeId);
  if (!canEdit(scope)) throw new AppError('common/forbidden', { message: 'Only an admin can edit the critical limits.' });
  const parts = (await loadParts(db, [type.id], context, { objects: true, observations: true })).get(type.id)!;
  const objects = new Map(parts.objects.map((o) => [o.id, o.category]));
  const observations = new Set(parts.observations.map((o) => o.id));
  const fields: FieldProblem[] = [];
  const sentObjects = body.objects;
  const sentObservations = body.observations;
  sentObjects.forEach(
    (o, i) => !objects.has(o.deviceTypeObjectId) && fields.push({ path: `objects.${i}.deviceTypeObjectId`, message: 'object_not_of_device_type' }),
  );
  sentObservations.forEach(
    (o, i) =>
      !observations.has(o.deviceTypeObservationId) &&
      fields.push({ path: `observations.${i}.deviceTypeObservationId`, message: 'observation_not_of_device_type' }),
  );
  if (fields.length) throw fieldErrors(fields);
  const row = await repo.saveCritical(db, place, type.id, {
    limit: body.limit,
    objects: sentObjects.map((o) => ({ deviceTypeObjectId: o.deviceTypeObjectId, limit: o.limit, objectCategory: objects.get(o.deviceTypeObjectId)! })),
    observations: sentObservations.map((o) => ({ deviceTypeObservationId: o.deviceTypeObservationId, limit: o.limit })),
  });
  return toCritical(type, row, true);
}

/** GET /api/places/{placeId}/limit-breaches: the place's breaches of the last days, newest first, of one device when asked. */
export async function listBreaches(
  db: DbClient,
  scope: AccessScope,
  placeKey: string,
  query: z.output<typeof ZLimitBreachListQuery>,
  lang: string,
): Promise<LimitBreachListResponse> {
  const place = await accessiblePlace(db, scope, placeKey);
  let deviceId: number | undefined;
  if (query.deviceUuid) {
    const device = await db.device.findFirst({ where: { uuid: query.deviceUuid.toLowerCase(), placeId: place.id }, select: { id: true } });
    if (!device) throw notFound();
    deviceId = device.id;
  }
  const since = new Date(Date.now() - query.days * 24 * 3600_000);
  const { rows, count } = await repo.breaches(db, place, { since, deviceId, limit: query.limit });
  const ids = (key: 'objectId' | 'observationId') => [...new Set(rows.map((r) => r[key]).filter((id): id is number => id !== null))];
  const [objects, observations] = await Promise.all([
    db.deviceTypeObject.findMany({ where: { id: { in: ids('objectId') } }, select: { id: true, name: true, translations: true } }),
    db.deviceTypeObservation.findMany({ where: { id: { in: ids('observationId') } }, select: { id: true, name: true, translations: true } }),
  ]);
  const objectName = new Map(objects.map((o) => [o.id, localName(o, lang)]));
  const observationName = new Map(observations.map((o) => [o.id, localName(o, lang)]));
  return {
    count,
    rows: rows.map((r) => ({
      uuid: r.uuid,
      breachedAt: r.breachedAt.toISOString(),
      limitName: r.limitName,
      critical: r.criticalLimitId !== null,
      rule: r.rule as LimitBreachListResponse['rows'][number]['rule'],
      subject: r.objectId !== null ? (objectName.get(r.objectId) ?? null) : r.observationId !== null ? (observationName.get(r.observationId) ?? null) : null,
      measured: r.measured,
      threshold: r.threshold,
      device: r.device,
    })),
  };
}
