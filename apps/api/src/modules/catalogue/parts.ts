import type {
  CreateActionRequest,
  CreateObjectRequest,
  CreateObservationRequest,
  DeviceTypeAction,
  DeviceTypeObject,
  DeviceTypeObservation,
  UpdateActionRequest,
  UpdateObjectRequest,
  UpdateObservationRequest,
} from '@trapline/contracts/catalogue';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { assertCanManage, isForeignKeyViolation, ownerForNew, readableCompanyIds, readableWhere } from './access.ts';
import { readableType } from './device-types.ts';
import { assertObservationTypeFree, createLink, linkCompanyFor, lockType, type PartKind } from './links.ts';
import { ACTION_SELECT, mergeTranslations, OBJECT_SELECT, OBSERVATION_SELECT, toAction, toObject, toObservation, type TypeRow } from './mappers.ts';

/**
 * The catalogue's parts: actions, objects (pests) and observations. Global ones (no company)
 * are the super admin's; a company's own are its managers'. Everyone reads the global ones and
 * those of their company tree; anything else answers 404.
 */

export type PartFilter = 'ROOT' | 'ONLY_COMPANY' | undefined;
const ORDER = [{ name: 'asc' as const }, { id: 'asc' as const }];

/** ROOT: global only; ONLY_COMPANY: the readable companies' own only; nothing: both. */
async function listWhere(
  db: DbClient,
  scope: AccessScope,
  filter: PartFilter,
): Promise<{ companyId?: null | { in: number[] } | { not: null }; OR?: Array<{ companyId: null | { in: number[] } }> }> {
  if (filter === 'ROOT') return { companyId: null };
  const readable = await readableCompanyIds(db, scope);
  if (filter === 'ONLY_COMPANY') return readable === 'all' ? { companyId: { not: null } } : { companyId: { in: readable } };
  return readableWhere(db, scope);
}

async function keyWhere(db: DbClient, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  return { AND: [where, await readableWhere(db, scope)] };
}

/**
 * The type a new part is created for (from a type's page), read before the part is written: an
 * unknown type is a field error, not a foreign key the insert runs into.
 */
async function typeForNewPart(db: DbClient, scope: AccessScope, deviceTypeId: number | undefined): Promise<TypeRow | null> {
  if (deviceTypeId === undefined) return null;
  return readableType(db, scope, String(deviceTypeId)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'common/not_found') throw fieldError('deviceTypeId', 'device_type_not_found');
    throw error;
  });
}

/** A new part created from a type's page is also associated with that type, in the same transaction. */
async function linkNewPart(
  tx: Prisma.TransactionClient,
  scope: AccessScope,
  kind: PartKind,
  type: TypeRow | null,
  part: { id: number; companyId: number | null; type?: 'NEUTRAL' | 'BAIT_COLLECT' | 'REFILL' },
  parentCompanyId: number | string | null | undefined,
) {
  if (type === null) return;
  const company = await linkCompanyFor(tx, scope, type, part, { parentCompanyId: parentCompanyId ?? part.companyId }, 'deviceTypeId');
  await lockType(tx, type.id);
  await createLink(tx, kind, type.id, part, company);
}

/** Deletes a part nothing records or limits: refused with 409 device_types/part_in_use (details: counts). */
async function assertUnused(db: DbClient, kind: PartKind, id: number) {
  const counts =
    kind === 'action'
      ? { records: await db.deviceActionRecord.count({ where: { deviceTypeActionId: id } }), limits: 0 }
      : kind === 'object'
        ? {
            records: await db.deviceObjectRecord.count({ where: { deviceTypeObjectId: id } }),
            limits: (await db.pestLimitEntry.count({ where: { objectId: id } })) + (await db.criticalLimitEntry.count({ where: { deviceTypeObjectId: id } })),
          }
        : {
            records: await db.deviceObservationRecord.count({ where: { deviceTypeObservationId: id } }),
            limits:
              (await db.pestLimitEntry.count({ where: { observationId: id } })) +
              (await db.criticalLimitEntry.count({ where: { deviceTypeObservationId: id } })),
          };
  if (counts.records + counts.limits > 0) throw new AppError('device_types/part_in_use', { details: counts });
}

const inUse = (error: unknown) => {
  if (isForeignKeyViolation(error)) throw new AppError('device_types/part_in_use');
  throw error;
};

// ───────────────────────────── actions ─────────────────────────────

export async function listActions(db: DbClient, scope: AccessScope, filter: PartFilter): Promise<DeviceTypeAction[]> {
  const rows = await db.deviceTypeAction.findMany({ where: await listWhere(db, scope, filter), select: ACTION_SELECT, orderBy: ORDER });
  return rows.map(toAction);
}

async function readableAction(db: DbClient, scope: AccessScope, key: string) {
  const row = await db.deviceTypeAction.findFirst({ where: await keyWhere(db, scope, key), select: ACTION_SELECT });
  if (!row) throw notFound();
  return row;
}

export const getAction = async (db: DbClient, scope: AccessScope, key: string) => toAction(await readableAction(db, scope, key));

export async function createAction(db: DbClient, scope: AccessScope, input: CreateActionRequest): Promise<DeviceTypeAction> {
  const owner = await ownerForNew(db, scope, input.parentCompanyId);
  const type = await typeForNewPart(db, scope, input.deviceTypeId);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.deviceTypeAction.create({
      data: {
        companyId: owner,
        deviceTypeId: input.deviceTypeId ?? null,
        name: input.name,
        shouldClean: input.shouldClean,
        isInspection: input.isInspection,
        settings: {
          ...(input.settings.addWhenDeviceAddedToInspection !== undefined
            ? { addWhenDeviceAddedToInspection: input.settings.addWhenDeviceAddedToInspection }
            : {}),
        },
        translations: mergeTranslations({}, input.translations),
      },
      select: ACTION_SELECT,
    });
    await linkNewPart(tx, scope, 'action', type, created, input.parentCompanyId);
    return created;
  });
  return toAction(row);
}

export async function updateAction(db: DbClient, scope: AccessScope, key: string, input: UpdateActionRequest): Promise<DeviceTypeAction> {
  const current = await readableAction(db, scope, key);
  await assertCanManage(scope, current.companyId);
  const data: Prisma.DeviceTypeActionUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.shouldClean !== undefined) data.shouldClean = input.shouldClean;
  if (input.isInspection !== undefined) data.isInspection = input.isInspection;
  if (input.settings?.addWhenDeviceAddedToInspection !== undefined) {
    const stored = typeof current.settings === 'object' && current.settings !== null && !Array.isArray(current.settings) ? current.settings : {};
    data.settings = { ...stored, addWhenDeviceAddedToInspection: input.settings.addWhenDeviceAddedToInspection };
  }
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  return toAction(await db.deviceTypeAction.update({ where: { id: current.id }, data, select: ACTION_SELECT }));
}

export async function deleteAction(db: DbClient, scope: AccessScope, key: string) {
  const current = await readableAction(db, scope, key);
  await assertCanManage(scope, current.companyId);
  await assertUnused(db, 'action', current.id);
  await db.deviceTypeAction.delete({ where: { id: current.id } }).catch(inUse);
}

// ───────────────────────────── objects (pests) ─────────────────────────────

export async function listObjects(db: DbClient, scope: AccessScope, filter: PartFilter): Promise<DeviceTypeObject[]> {
  const rows = await db.deviceTypeObject.findMany({ where: await listWhere(db, scope, filter), select: OBJECT_SELECT, orderBy: ORDER });
  return rows.map(toObject);
}

async function readableObject(db: DbClient, scope: AccessScope, key: string) {
  const row = await db.deviceTypeObject.findFirst({ where: await keyWhere(db, scope, key), select: OBJECT_SELECT });
  if (!row) throw notFound();
  return row;
}

export const getObject = async (db: DbClient, scope: AccessScope, key: string) => toObject(await readableObject(db, scope, key));

export async function createObject(db: DbClient, scope: AccessScope, input: CreateObjectRequest): Promise<DeviceTypeObject> {
  const owner = await ownerForNew(db, scope, input.parentCompanyId);
  const type = await typeForNewPart(db, scope, input.deviceTypeId);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.deviceTypeObject.create({
      data: { companyId: owner, name: input.name, category: input.category, translations: mergeTranslations({}, input.translations) },
      select: OBJECT_SELECT,
    });
    await linkNewPart(tx, scope, 'object', type, created, input.parentCompanyId);
    return created;
  });
  return toObject(row);
}

export async function updateObject(db: DbClient, scope: AccessScope, key: string, input: UpdateObjectRequest): Promise<DeviceTypeObject> {
  const current = await readableObject(db, scope, key);
  await assertCanManage(scope, current.companyId);
  const data: Prisma.DeviceTypeObjectUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.category !== undefined) data.category = input.category;
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  return toObject(await db.deviceTypeObject.update({ where: { id: current.id }, data, select: OBJECT_SELECT }));
}

export async function deleteObject(db: DbClient, scope: AccessScope, key: string) {
  const current = await readableObject(db, scope, key);
  await assertCanManage(scope, current.companyId);
  await assertUnused(db, 'object', current.id);
  await db.deviceTypeObject.delete({ where: { id: current.id } }).catch(inUse);
}

// ───────────────────────────── observations ─────────────────────────────

export async function listObservations(db: DbClient, scope: AccessScope, filter: PartFilter): Promise<DeviceTypeObservation[]> {
  const rows = await db.deviceTypeObservation.findMany({ where: await listWhere(db, scope, filter), select: OBSERVATION_SELECT, orderBy: ORDER });
  return rows.map(toObservation);
}

async function readableObservation(db: DbClient, scope: AccessScope, key: string) {
  const row = await db.deviceTypeObservation.findFirst({ where: await keyWhere(db, scope, key), select: OBSERVATION_SELECT });
  if (!row) throw notFound();
  return row;
}

export const getObservation = async (db: DbClient, scope: AccessScope, key: string) => toObservation(await readableObservation(db, scope, key));

export async function createObservation(db: DbClient, scope: AccessScope, input: CreateObservationRequest): Promise<DeviceTypeObservation> {
  const owner = await ownerForNew(db, scope, input.parentCompanyId);
  const type = await typeForNewPart(db, scope, input.deviceTypeId);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.deviceTypeObservation.create({
      data: {
        companyId: owner,
        deviceTypeId: input.deviceTypeId ?? null,
        name: input.name,
        type: input.type,
        translations: mergeTranslations({}, input.translations),
      },
      select: OBSERVATION_SELECT,
    });
    await linkNewPart(tx, scope, 'observation', type, created, input.parentCompanyId);
    return created;
  });
  return toObservation(row);
}

/**
 * Changing an observation's kind to BAIT_COLLECT or REFILL keeps the one-of-each rule on every
 * type it is associated with; the types are locked while the rule is checked.
 */
export async function updateObservation(db: DbClient, scope: AccessScope, key: string, input: UpdateObservationRequest): Promise<DeviceTypeObservation> {
  const current = await readableObservation(db, scope, key);
  await assertCanManage(scope, current.companyId);
  const data: Prisma.DeviceTypeObservationUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.type !== undefined) data.type = input.type;
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  const row = await db.$transaction(async (tx) => {
    if (input.type !== undefined && input.type !== current.type) {
      const links = await tx.deviceTypeObservationLink.findMany({
        where: { observationId: current.id },
        select: { deviceTypeId: true, companyId: true },
        orderBy: { deviceTypeId: 'asc' },
      });
      for (const typeId of [...new Set(links.map((l) => l.deviceTypeId))]) await lockType(tx, typeId);
      for (const link of links) await assertObservationTypeFree(tx, link.deviceTypeId, { id: current.id, type: input.type }, link.companyId);
    }
    return tx.deviceTypeObservation.update({ where: { id: current.id }, data, select: OBSERVATION_SELECT });
  });
  return toObservation(row);
}

export async function deleteObservation(db: DbClient, scope: AccessScope, key: string) {
  const current = await readableObservation(db, scope, key);
  await assertCanManage(scope, current.companyId);
  await assertUnused(db, 'observation', current.id);
  await db.deviceTypeObservation.delete({ where: { id: current.id } }).catch(inUse);
}
