import { normaliseObservationData, type ObservationData, type ObservationType } from '@trapline/contracts/device-records';
import type {
  AddInspectionActionRequest,
  AddInspectionObjectRequest,
  AddInspectionObservationRequest,
  InspectionDevice,
  UpdateInspectionObservationRequest,
  UpdateInspectionRecordRequest,
} from '@trapline/contracts/inspections';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { isDuplicate } from '../../lib/db-errors.ts';
import { idOrUuidWhere, keyWhereOrNotFound } from '../../lib/ids.ts';
import { ACTION, OBJECT, OBSERVATION, observation as toObservation, plain } from '../devices/records.ts';
import { afterRecordChange, evaluateAfterRecords, reassessBreaches } from '@trapline/limits/evaluation';
import { companyTreeOf } from '../maps/repository.ts';
import {
  assertCorrectable,
  assertRecordable,
  inspectionContext,
  toInspectionDevices,
  type InspectionContext,
  type InspectionDevicePath,
  type InspectionPath,
} from './inspection.ts';
import * as repo from './repository.ts';

/**
 * Recording in an inspection (spec 2, sections 2.13, 5 and 7): its devices, and the actions,
 * pests (objects) and observations made on them. Each record is the device's own record, tagged
 * with the inspection and the inspection device.
 */

function keyOf(value: string) {
  const where = keyWhereOrNotFound(value);
  return where;
}

async function inspectionDevice(db: DbClient, ctx: InspectionContext, key: string) {
  const row = await repo.findInspectionDevice(db, ctx.inspection.id, keyOf(key));
  if (!row) throw notFound();
  return row;
}

async function answerDevice(db: DbClient, inspectionId: number, inspectionDeviceId: number): Promise<InspectionDevice> {
  const [device] = toInspectionDevices(await repo.inspectionDevicesWithRecords(db, inspectionId, inspectionDeviceId));
  if (!device) throw notFound();
  return device;
}

export async function getDevice(db: DbClient, scope: AccessScope, path: InspectionDevicePath): Promise<InspectionDevice> {
  const ctx = await inspectionContext(db, scope, path);
  const row = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  return answerDevice(db, ctx.inspection.id, row.id);
}

/**
 * Adds a live device of the place to the inspection (409 inspection/device_already_in_inspection
 * when it is there), with the automatic actions of its type.
 */
export async function addDevice(db: DbClient, scope: AccessScope, path: InspectionPath, deviceKey: string): Promise<InspectionDevice> {
  const ctx = await inspectionContext(db, scope, path);
  assertRecordable(ctx);
  const where = idOrUuidWhere(deviceKey);
  const device = where
    ? await db.device.findFirst({ where: { AND: [where, { placeId: ctx.place.id, deletedAt: null }] }, select: { id: true, deviceTypeId: true } })
    : null;
  if (!device) throw fieldError('deviceUuid', 'device_not_found');
  const existing = await db.inspectionDevice.findFirst({ where: { inspectionId: ctx.inspection.id, deviceId: device.id }, select: { id: true } });
  if (existing) throw new AppError('inspection/device_already_in_inspection', { details: { inspectionDeviceId: existing.id } });
  const automatic = await repo.automaticActions(db, [device.deviceTypeId], await companyTreeOf(db, ctx.place.companyId));
  let created: { id: number }[];
  try {
    created = await db.$transaction((tx) => repo.addDevices(tx, ctx.inspection.id, [device], automatic, scope.principal.userId));
  } catch (error) {
    // The same device added twice at once: the unique key lets one through.
    if (isDuplicate(error)) throw new AppError('inspection/device_already_in_inspection');
    throw error;
  }
  return answerDevice(db, ctx.inspection.id, created[0]!.id);
}

/**
 * Removes a device from the inspection. Its records made in the inspection go with it, so a
 * device that has any is removed by admins only.
 */
export async function removeDevice(db: DbClient, scope: AccessScope, path: InspectionDevicePath): Promise<void> {
  const ctx = await inspectionContext(db, scope, path);
  const row = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  assertRecordable(ctx);
  if (!ctx.rights.admin && (await repo.inspectionDeviceHasRecords(db, row.id)))
    throw new AppError('common/forbidden', { details: { reason: 'device_has_records' } });
  await db.inspectionDevice.delete({ where: { id: row.id } });
}

/** set-scanned and set-checked: both only ever set true (spec 2, section 4); repeating is harmless. */
export async function markDevice(db: DbClient, scope: AccessScope, path: InspectionDevicePath, mark: 'scanned' | 'checked'): Promise<InspectionDevice> {
  const ctx = await inspectionContext(db, scope, path);
  const row = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  assertRecordable(ctx);
  await db.inspectionDevice.update({ where: { id: row.id }, data: mark === 'scanned' ? { scanned: true } : { status: 'CHECKED' } });
  return answerDevice(db, ctx.inspection.id, row.id);
}

const tags = (ctx: InspectionContext, device: { id: number; deviceId: number }) => ({
  deviceId: device.deviceId,
  inspectionId: ctx.inspection.id,
  inspectionDeviceId: device.id,
  userId: ctx.scope.principal.userId,
});

async function companyIdsOf(db: DbClient, ctx: InspectionContext) {
  return companyTreeOf(db, ctx.place.companyId);
}

export async function addAction(db: DbClient, scope: AccessScope, path: InspectionDevicePath, input: AddInspectionActionRequest) {
  const ctx = await inspectionContext(db, scope, path);
  const device = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  assertRecordable(ctx);
  if (!(await repo.offeredAction(db, device.device.deviceTypeId, input.deviceTypeActionId, await companyIdsOf(db, ctx))))
    throw fieldError('deviceTypeActionId', 'action_not_of_device_type');
  const row = await db.deviceActionRecord.create({
    data: { ...tags(ctx, device), deviceTypeActionId: input.deviceTypeActionId, amount: input.amount, note: input.note ?? null },
    select: ACTION,
  });
  return plain(row);
}

export async function addObject(db: DbClient, scope: AccessScope, path: InspectionDevicePath, input: AddInspectionObjectRequest) {
  const ctx = await inspectionContext(db, scope, path);
  const device = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  assertRecordable(ctx);
  if (!(await repo.offeredObject(db, device.device.deviceTypeId, input.deviceTypeObjectId, await companyIdsOf(db, ctx))))
    throw fieldError('deviceTypeObjectId', 'object_not_of_device_type');
  // The place's limits are judged in the transaction that stores the pest (a breach alerts once).
  const row = await db.$transaction(async (tx) => {
    const created = await tx.deviceObjectRecord.create({
      data: { ...tags(ctx, device), deviceTypeObjectId: input.deviceTypeObjectId, amount: input.amount, note: input.note ?? null },
      select: OBJECT,
    });
    await evaluateAfterRecords(tx, ctx.place.id, [device.deviceId]);
    return created;
  });
  return plain(row);
}

/**
 * The stored data and amount of an observation of the given type: a bait collect needs its
 * percentage (0-100 in steps of 10; the amount); a refill needs at least one mixture of the
 * catalogue with packs (grammage from the catalogue, the total in grams is the amount).
 */
async function observationData(
  db: DbClient,
  ctx: InspectionContext,
  type: ObservationType,
  input: { amountPercentage?: number | undefined; mixtures?: ObservationData['mixtures'] },
): Promise<{ data: ObservationData; amount: number }> {
  if (type === 'BAIT_COLLECT') {
    if (input.amountPercentage === undefined) throw fieldError('amountPercentage', 'required');
    return { data: { type, amountPercentage: input.amountPercentage }, amount: input.amountPercentage };
  }
  if (type === 'REFILL') {
    const sent = Object.values(input.mixtures ?? {}).filter((m) => m.value > 0);
    if (sent.length === 0) throw fieldError('mixtures', 'required');
    const catalogue = new Map(
      (
        await repo.visibleMixtures(
          db,
          await companyIdsOf(db, ctx),
          sent.map((m) => m.mixtureId),
        )
      ).map((m) => [m.id, m]),
    );
    const missing = sent.filter((m) => !catalogue.has(m.mixtureId)).map((m) => m.mixtureId);
    if (missing.length > 0) throw fieldError('mixtures', 'mixture_not_found', { mixtureIds: missing });
    const mixtures = Object.fromEntries(
      sent.map((m) => [String(m.mixtureId), { value: m.value, grammage: catalogue.get(m.mixtureId)!.grammage, mixtureId: m.mixtureId }]),
    );
    const data = normaliseObservationData('REFILL', { mixtures });
    return { data, amount: data.totalMixtures ?? 0 };
  }
  return { data: { type }, amount: 1 };
}

export async function addObservation(db: DbClient, scope: AccessScope, path: InspectionDevicePath, input: AddInspectionObservationRequest) {
  const ctx = await inspectionContext(db, scope, path);
  const device = await inspectionDevice(db, ctx, path.inspectionDeviceId);
  assertRecordable(ctx);
  const kind = await repo.offeredObservation(db, device.device.deviceTypeId, input.deviceTypeObservationId, await companyIdsOf(db, ctx));
  if (!kind) throw fieldError('deviceTypeObservationId', 'observation_not_of_device_type');
  if (input.type && input.type !== kind.type) throw fieldError('type', 'observation_type_mismatch', { expected: kind.type });
  const { data, amount } = await observationData(db, ctx, kind.type, input);
  if (kind.type === 'REFILL') {
    const previous = await repo.previousRefillTotal(db, device.deviceId, kind.id);
    if (previous !== undefined) data.previousTotalMixtures = previous;
  }
  const row = await db.$transaction(async (tx) => {
    const created = await tx.deviceObservationRecord.create({
      data: { ...tags(ctx, device), deviceTypeObservationId: kind.id, type: kind.type, amount, note: input.note ?? null, data: data as Prisma.InputJsonValue },
      select: OBSERVATION,
    });
    if (kind.type === 'BAIT_COLLECT') await evaluateAfterRecords(tx, ctx.place.id, [device.deviceId]);
    return created;
  });
  return toObservation(row);
}

/**
 * Bulk add (spec 2, section 2.13): the same action or pest on every device of one type in the
 * inspection, in one statement. Answers how many records were made.
 */
export async function addForDeviceType(
  db: DbClient,
  scope: AccessScope,
  path: InspectionPath,
  typeKey: string,
  input: { kind: 'action'; body: AddInspectionActionRequest } | { kind: 'object'; body: AddInspectionObjectRequest },
): Promise<{ count: number }> {
  const ctx = await inspectionContext(db, scope, path);
  const typeId = /^\d{1,9}$/.test(typeKey) ? Number(typeKey) : null;
  if (typeId === null) throw notFound();
  const companyIds = await companyIdsOf(db, ctx);
  // A type of the catalogue this place's companies use (the product's or their own); another
  // company's type is not found, before anything about this inspection is told.
  if (!(await db.deviceType.findFirst({ where: { id: typeId, OR: [{ companyId: null }, { companyId: { in: companyIds } }] }, select: { id: true } })))
    throw notFound();
  assertRecordable(ctx);
  if (input.kind === 'action' && !(await repo.offeredAction(db, typeId, input.body.deviceTypeActionId, companyIds)))
    throw fieldError('deviceTypeActionId', 'action_not_of_device_type');
  if (input.kind === 'object' && !(await repo.offeredObject(db, typeId, input.body.deviceTypeObjectId, companyIds)))
    throw fieldError('deviceTypeObjectId', 'object_not_of_device_type');
  const devices = await db.inspectionDevice.findMany({
    where: { inspectionId: ctx.inspection.id, device: { deviceTypeId: typeId } },
    select: { id: true, deviceId: true },
  });
  if (devices.length === 0) return { count: 0 };
  const common = (d: { id: number; deviceId: number }) => ({ ...tags(ctx, d), amount: input.body.amount, note: input.body.note ?? null });
  if (input.kind === 'action') {
    const result = await db.deviceActionRecord.createMany({ data: devices.map((d) => ({ ...common(d), deviceTypeActionId: input.body.deviceTypeActionId })) });
    return { count: result.count };
  }
  const body = input.body;
  const result = await db.$transaction(async (tx) => {
    const made = await tx.deviceObjectRecord.createMany({ data: devices.map((d) => ({ ...common(d), deviceTypeObjectId: body.deviceTypeObjectId })) });
    await evaluateAfterRecords(
      tx,
      ctx.place.id,
      devices.map((d) => d.deviceId),
    );
    return made;
  });
  return { count: result.count };
}

// ───────────────────────────── one record ─────────────────────────────

type Kind = 'action' | 'object' | 'observation';

async function findRecord(db: DbClient, ctx: InspectionContext, kind: Kind, key: string) {
  const where = { AND: [keyOf(key), { inspectionId: ctx.inspection.id }] };
  const row =
    kind === 'action'
      ? await db.deviceActionRecord.findFirst({ where, select: { id: true } })
      : kind === 'object'
        ? await db.deviceObjectRecord.findFirst({ where, select: { id: true } })
        : await db.deviceObservationRecord.findFirst({ where, select: { id: true } });
  if (!row) throw notFound();
  return row.id;
}

export async function getRecord(db: DbClient, scope: AccessScope, path: InspectionPath, key: string, kind: Kind) {
  const ctx = await inspectionContext(db, scope, path);
  const id = await findRecord(db, ctx, kind, key);
  if (kind === 'action') return plain(await db.deviceActionRecord.findUniqueOrThrow({ where: { id }, select: ACTION }));
  if (kind === 'object') return plain(await db.deviceObjectRecord.findUniqueOrThrow({ where: { id }, select: OBJECT }));
  return toObservation(await db.deviceObservationRecord.findUniqueOrThrow({ where: { id }, select: OBSERVATION }));
}

export async function updateActionOrObject(
  db: DbClient,
  scope: AccessScope,
  path: InspectionPath,
  key: string,
  kind: 'action' | 'object',
  input: UpdateInspectionRecordRequest,
) {
  const ctx = await inspectionContext(db, scope, path);
  const id = await findRecord(db, ctx, kind, key);
  assertCorrectable(ctx);
  const data = {
    amount: input.amount,
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
  };
  if (kind === 'action') return plain(await db.deviceActionRecord.update({ where: { id }, data, select: ACTION }));
  // The breaches the pest record counted in (at its old and new time) are judged again.
  const before = await db.deviceObjectRecord.findUniqueOrThrow({ where: { id }, select: { deviceId: true, createdAt: true } });
  return plain(
    await db.$transaction(async (tx) => {
      const row = await tx.deviceObjectRecord.update({ where: { id }, data, select: OBJECT });
      await afterRecordChange(tx, ctx.place.id, before.deviceId, [before.createdAt, row.createdAt]);
      return row;
    }),
  );
}

export async function updateObservation(db: DbClient, scope: AccessScope, path: InspectionPath, key: string, input: UpdateInspectionObservationRequest) {
  const ctx = await inspectionContext(db, scope, path);
  const id = await findRecord(db, ctx, 'observation', key);
  assertCorrectable(ctx);
  const current = await db.deviceObservationRecord.findUniqueOrThrow({ where: { id }, select: { type: true, data: true, deviceId: true, createdAt: true } });
  if (input.type && input.type !== current.type) throw fieldError('type', 'observation_type_cannot_change');
  const changesData = input.amountPercentage !== undefined || input.mixtures !== undefined;
  const next = changesData
    ? await observationData(db, ctx, current.type, {
        amountPercentage: input.amountPercentage ?? (current.data as ObservationData).amountPercentage,
        mixtures: input.mixtures ?? (current.data as ObservationData).mixtures,
      })
    : null;
  if (next && current.type === 'REFILL') {
    const previous = (current.data as ObservationData).previousTotalMixtures;
    if (previous !== undefined) next.data.previousTotalMixtures = previous;
  }
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.deviceObservationRecord.update({
      where: { id },
      data: {
        ...(next ? { amount: next.amount, data: next.data as Prisma.InputJsonValue } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
      },
      select: OBSERVATION,
    });
    if (current.type === 'BAIT_COLLECT') await afterRecordChange(tx, ctx.place.id, current.deviceId, [current.createdAt, updated.createdAt]);
    return updated;
  });
  return toObservation(row);
}

export async function deleteRecord(db: DbClient, scope: AccessScope, path: InspectionPath, key: string, kind: Kind): Promise<void> {
  const ctx = await inspectionContext(db, scope, path);
  const id = await findRecord(db, ctx, kind, key);
  assertCorrectable(ctx);
  if (kind === 'action') {
    await db.deviceActionRecord.delete({ where: { id } });
    return;
  }
  // A pest or bait-collect record gone: the breaches it counted in are judged again without it.
  await db.$transaction(async (tx) => {
    const gone =
      kind === 'object'
        ? await tx.deviceObjectRecord.delete({ where: { id }, select: { deviceId: true, createdAt: true } })
        : await tx.deviceObservationRecord.delete({ where: { id }, select: { deviceId: true, createdAt: true } });
    await reassessBreaches(tx, ctx.place.id, [gone.deviceId], [gone.createdAt]);
  });
}
