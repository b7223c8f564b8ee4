import { normaliseObservationData, type ObservationData, type ObservationType } from '@trapline/contracts/device-records';
import { localName } from '@trapline/contracts/translations';
import type { DbClient, Prisma } from '@trapline/db/client';
import { assertAdmin } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { scopedDevice } from '../../access/scoped.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { afterRecordChange, reassessBreaches } from '@trapline/limits/evaluation';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { FileStorage } from '@trapline/storage/file-storage';

/**
 * The records of one device (spec 2, section 2.5, "actions and objects" tab): what was done,
 * which pests were found, what was observed, and photos. Everyone who sees the device reads
 * them; only admins edit or delete (spec 2, section 6).
 */

const person = { select: { id: true, name: true, surname: true } } as const;
const inspection = { select: { id: true, uuid: true, name: true } } as const;
const common = { id: true, uuid: true, amount: true, note: true, createdAt: true, user: person, inspection } as const;

export const ACTION = {
  ...common,
  deviceTypeActionId: true,
  deviceTypeAction: { select: { id: true, name: true, translations: true } },
} satisfies Prisma.DeviceActionRecordSelect;
export const OBJECT = {
  ...common,
  deviceTypeObjectId: true,
  deviceTypeObject: { select: { id: true, name: true, translations: true } },
} satisfies Prisma.DeviceObjectRecordSelect;
export const OBSERVATION = {
  ...common,
  type: true,
  data: true,
  deviceTypeObservationId: true,
  deviceTypeObservation: { select: { id: true, name: true, translations: true } },
} satisfies Prisma.DeviceObservationRecordSelect;
const IMAGE = { id: true, uuid: true, filePath: true, createdAt: true, user: person, inspection } satisfies Prisma.DeviceImageSelect;

/** A catalogue entry as a record names it: id and the name in the reader's language (Polish when none is asked). */
type Named = { id: number; name: string; translations: Prisma.JsonValue };
const named = (entry: Named | null, language: string) => entry && { id: entry.id, name: localName(entry, language) };
type Part = { deviceTypeAction?: Named | null; deviceTypeObject?: Named | null; deviceTypeObservation?: Named | null };

export const plain = <T extends { amount: Prisma.Decimal; createdAt: Date } & Part>(row: T, language = 'pl') => ({
  ...row,
  ...('deviceTypeAction' in row ? { deviceTypeAction: named(row.deviceTypeAction ?? null, language) } : {}),
  ...('deviceTypeObject' in row ? { deviceTypeObject: named(row.deviceTypeObject ?? null, language) } : {}),
  ...('deviceTypeObservation' in row ? { deviceTypeObservation: named(row.deviceTypeObservation ?? null, language) } : {}),
  amount: row.amount.toNumber(),
  createdAt: row.createdAt.toISOString(),
});
export const observation = (row: Prisma.DeviceObservationRecordGetPayload<{ select: typeof OBSERVATION }>, language = 'pl') => ({
  ...plain(row, language),
  data: (row.data ?? {}) as ObservationData,
});

/** A live device in a place the caller sees; 404 otherwise. */
const visibleDevice = scopedDevice;

const newest = { createdAt: 'desc' } as const;

export async function listActions(db: DbClient, scope: AccessScope, deviceKey: string, language = 'pl') {
  const device = await visibleDevice(db, scope, deviceKey);
  return (await db.deviceActionRecord.findMany({ where: { deviceId: device.id }, select: ACTION, orderBy: [newest, { id: 'desc' }] })).map((row) =>
    plain(row, language),
  );
}

export async function listObjects(db: DbClient, scope: AccessScope, deviceKey: string, language = 'pl') {
  const device = await visibleDevice(db, scope, deviceKey);
  return (await db.deviceObjectRecord.findMany({ where: { deviceId: device.id }, select: OBJECT, orderBy: [newest, { id: 'desc' }] })).map((row) =>
    plain(row, language),
  );
}

export async function listObservations(db: DbClient, scope: AccessScope, deviceKey: string, language = 'pl') {
  const device = await visibleDevice(db, scope, deviceKey);
  return (await db.deviceObservationRecord.findMany({ where: { deviceId: device.id }, select: OBSERVATION, orderBy: [newest, { id: 'desc' }] })).map((row) =>
    observation(row, language),
  );
}

async function signedImage(storage: FileStorage, row: Prisma.DeviceImageGetPayload<{ select: typeof IMAGE }>) {
  const { filePath, ...rest } = row;
  return { ...rest, signedUrl: await storage.signedUrl(filePath), createdAt: row.createdAt.toISOString() };
}

export async function listImages(db: DbClient, storage: FileStorage, scope: AccessScope, deviceKey: string) {
  const device = await visibleDevice(db, scope, deviceKey);
  const rows = await db.deviceImage.findMany({ where: { deviceId: device.id }, select: IMAGE, orderBy: [newest, { id: 'desc' }] });
  return Promise.all(rows.map((r) => signedImage(storage, r)));
}

/** An action, pest or observation record as its path names it: the device's numeric id or uuid and the record's. */
export interface DeviceRecordPath {
  id: string;
  recordId: string;
}

export async function getAction(db: DbClient, scope: AccessScope, path: DeviceRecordPath) {
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.deviceActionRecord.findFirst({ where: { AND: [keyWhereOrNotFound(path.recordId), { deviceId: device.id }] }, select: ACTION });
  if (!row) throw notFound();
  return plain(row);
}

export async function getObject(db: DbClient, scope: AccessScope, path: DeviceRecordPath) {
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.deviceObjectRecord.findFirst({ where: { AND: [keyWhereOrNotFound(path.recordId), { deviceId: device.id }] }, select: OBJECT });
  if (!row) throw notFound();
  return plain(row);
}

export async function getObservation(db: DbClient, scope: AccessScope, path: DeviceRecordPath) {
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.deviceObservationRecord.findFirst({ where: { AND: [keyWhereOrNotFound(path.recordId), { deviceId: device.id }] }, select: OBSERVATION });
  if (!row) throw notFound();
  return observation(row);
}

/** An image of a device as its path names it: the device's and the image's id or uuid. */
export interface DeviceImagePath {
  id: string;
  imageId: string;
}

export async function getImage(db: DbClient, storage: FileStorage, scope: AccessScope, path: DeviceImagePath) {
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.deviceImage.findFirst({ where: { AND: [keyWhereOrNotFound(path.imageId), { deviceId: device.id }] }, select: IMAGE });
  if (!row) throw notFound();
  return signedImage(storage, row);
}

/** An action, pest or observation of the catalogue that the device's type offers. */
async function checkLinked(db: DbClient, kind: 'action' | 'object', deviceTypeId: number, id: number) {
  const linked =
    kind === 'action'
      ? ((await db.deviceTypeActionLink.findFirst({ where: { deviceTypeId, actionId: id }, select: { id: true } })) ??
        (await db.deviceTypeAction.findFirst({ where: { id, deviceTypeId }, select: { id: true } })))
      : await db.deviceTypeObjectLink.findFirst({ where: { deviceTypeId, objectId: id }, select: { id: true } });
  if (!linked) throw fieldError(kind === 'action' ? 'deviceTypeActionId' : 'deviceTypeObjectId', `${kind}_not_of_device_type`);
}

export async function updateAction(
  db: DbClient,
  scope: AccessScope,
  path: DeviceRecordPath,
  input: { amount: number; note: string; deviceTypeActionId?: number | undefined },
) {
  const current = await getAction(db, scope, path);
  assertAdmin(scope);
  const device = await visibleDevice(db, scope, path.id);
  if (input.deviceTypeActionId !== undefined && input.deviceTypeActionId !== current.deviceTypeActionId)
    await checkLinked(db, 'action', device.deviceTypeId, input.deviceTypeActionId);
  const row = await db.deviceActionRecord.update({
    where: { id: current.id },
    data: { amount: input.amount, note: input.note, ...(input.deviceTypeActionId !== undefined ? { deviceTypeActionId: input.deviceTypeActionId } : {}) },
    select: ACTION,
  });
  return plain(row);
}

export async function updateObject(
  db: DbClient,
  scope: AccessScope,
  path: DeviceRecordPath,
  input: { amount: number; deviceTypeObjectId: number; note?: string | null | undefined },
) {
  const current = await getObject(db, scope, path);
  assertAdmin(scope);
  const device = await visibleDevice(db, scope, path.id);
  if (input.deviceTypeObjectId !== current.deviceTypeObjectId) await checkLinked(db, 'object', device.deviceTypeId, input.deviceTypeObjectId);
  // The breaches the record counted in are judged again with it.
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.deviceObjectRecord.update({
      where: { id: current.id },
      data: { amount: input.amount, deviceTypeObjectId: input.deviceTypeObjectId, ...(input.note !== undefined ? { note: input.note } : {}) },
      select: OBJECT,
    });
    await afterRecordChange(tx, device.placeId, device.id, [new Date(current.createdAt)]);
    return updated;
  });
  return plain(row);
}

export async function updateObservation(
  db: DbClient,
  scope: AccessScope,
  path: DeviceRecordPath,
  input: { amount: number; note: string; type?: ObservationType | undefined; data?: ObservationData | undefined },
) {
  const current = await getObservation(db, scope, path);
  assertAdmin(scope);
  const type = current.type;
  if ((input.type && input.type !== type) || (input.data?.type && input.data.type !== type)) throw fieldError('type', 'observation_type_cannot_change');
  const data = input.data ? normaliseObservationData(type, { ...current.data, ...input.data }) : undefined;
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.deviceObservationRecord.update({
      where: { id: current.id },
      data: { amount: input.amount, note: input.note, ...(data ? { data: data as Prisma.InputJsonValue } : {}) },
      select: OBSERVATION,
    });
    if (type === 'BAIT_COLLECT') await afterRecordChange(tx, device.placeId, device.id, [new Date(current.createdAt)]);
    return updated;
  });
  return observation(row);
}

/** The kinds of record a device keeps, besides its images. */
export type RecordKind = 'action' | 'object' | 'observation';

export async function deleteRecord(db: DbClient, scope: AccessScope, kind: RecordKind, path: DeviceRecordPath) {
  const record =
    kind === 'action' ? await getAction(db, scope, path) : kind === 'object' ? await getObject(db, scope, path) : await getObservation(db, scope, path);
  assertAdmin(scope);
  if (kind === 'action') {
    await db.deviceActionRecord.delete({ where: { id: record.id } });
    return;
  }
  // A pest or bait-collect record gone: the breaches it counted in are judged again without it.
  const device = await visibleDevice(db, scope, path.id);
  await db.$transaction(async (tx) => {
    if (kind === 'object') await tx.deviceObjectRecord.delete({ where: { id: record.id } });
    else await tx.deviceObservationRecord.delete({ where: { id: record.id } });
    await reassessBreaches(tx, device.placeId, [device.id], [new Date(record.createdAt)]);
  });
}

export async function deleteImage(db: DbClient, storage: FileStorage, scope: AccessScope, path: DeviceImagePath) {
  const device = await visibleDevice(db, scope, path.id);
  const row = await db.deviceImage.findFirst({
    where: { AND: [keyWhereOrNotFound(path.imageId), { deviceId: device.id }] },
    select: { id: true, filePath: true },
  });
  if (!row) throw notFound();
  assertAdmin(scope);
  await db.deviceImage.delete({ where: { id: row.id } });
  await storage.remove(row.filePath).catch(() => undefined);
}
