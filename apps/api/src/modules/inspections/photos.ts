import { INSPECTION_LIMITS, type InspectionPhoto } from '@trapline/contracts/inspections';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { storeThenRecordPhoto } from '../../lib/stored-photos.ts';
import type { Upload } from '../../lib/uploads.ts';
import { assertCorrectable, assertRecordable, inspectionContext, type InspectionDevicePath } from './inspection.ts';
import * as repo from './repository.ts';

/**
 * Photos of a device in an inspection (docs/decisions.md, "Photos of inspection devices"): device
 * images tagged with the inspection and the inspection device, stored with the file storage and
 * shown through signed URLs. Its recorders add them while it runs (admins once completed);
 * deleting one is an admin's correction (spec 2, section 6).
 */

const person = { select: { id: true, name: true, surname: true } } as const;
const PHOTO = { id: true, uuid: true, filePath: true, inspectionDeviceId: true, createdAt: true, user: person } as const;

async function toPhoto(
  storage: FileStorage,
  row: {
    id: number;
    uuid: string;
    filePath: string;
    inspectionDeviceId: number | null;
    createdAt: Date;
    user: { id: number; name: string; surname: string } | null;
  },
): Promise<InspectionPhoto> {
  return {
    id: row.id,
    uuid: row.uuid,
    signedUrl: await storage.signedUrl(row.filePath),
    inspectionDeviceId: row.inspectionDeviceId,
    user: row.user,
    createdAt: row.createdAt.toISOString(),
  };
}

async function deviceOf(db: DbClient, scope: AccessScope, path: InspectionDevicePath) {
  const ctx = await inspectionContext(db, scope, path);
  const where = idOrUuidWhere(path.inspectionDeviceId);
  const device = where && (await repo.findInspectionDevice(db, ctx.inspection.id, where));
  if (!device) throw notFound();
  return { ctx, device };
}

export async function listPhotos(db: DbClient, storage: FileStorage, scope: AccessScope, path: InspectionDevicePath) {
  const { device } = await deviceOf(db, scope, path);
  const rows = await db.deviceImage.findMany({ where: { inspectionDeviceId: device.id }, select: PHOTO, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return { images: await Promise.all(rows.map((row) => toPhoto(storage, row))) };
}

/** Adds a JPEG or PNG photo (at most INSPECTION_LIMITS.photosPerDevice per device: 409 inspection/too_many_images). */
export async function addPhoto(db: DbClient, storage: FileStorage, scope: AccessScope, path: InspectionDevicePath, readFile: () => Promise<Upload>) {
  const { ctx, device } = await deviceOf(db, scope, path);
  assertRecordable(ctx);
  const tooMany = () => new AppError('inspection/too_many_images', { details: { max: INSPECTION_LIMITS.photosPerDevice } });
  if ((await db.deviceImage.count({ where: { inspectionDeviceId: device.id } })) >= INSPECTION_LIMITS.photosPerDevice) throw tooMany();
  const upload = await readFile();
  const row = await storeThenRecordPhoto(storage, `places/${ctx.place.uuid}/inspections/${ctx.inspection.uuid}`, upload, async (filePath) => {
    const created = await db.$transaction(async (tx) => {
      // One device's photos are counted under a lock of its inspection device row: two uploads at once keep the limit.
      await tx.$queryRaw`SELECT id FROM inspection_devices WHERE id = ${device.id} FOR UPDATE`;
      if ((await tx.deviceImage.count({ where: { inspectionDeviceId: device.id } })) >= INSPECTION_LIMITS.photosPerDevice) return null;
      return tx.deviceImage.create({
        data: { deviceId: device.deviceId, filePath, userId: scope.principal.userId, inspectionId: ctx.inspection.id, inspectionDeviceId: device.id },
        select: PHOTO,
      });
    });
    if (!created) throw tooMany();
    return created;
  });
  return toPhoto(storage, row);
}

export async function deletePhoto(db: DbClient, storage: FileStorage, scope: AccessScope, path: InspectionDevicePath, imageKey: string) {
  const { ctx, device } = await deviceOf(db, scope, path);
  const where = idOrUuidWhere(imageKey);
  const row = where && (await db.deviceImage.findFirst({ where: { AND: [where, { inspectionDeviceId: device.id }] }, select: { id: true, filePath: true } }));
  if (!row) throw notFound();
  assertCorrectable(ctx);
  await db.deviceImage.delete({ where: { id: row.id } });
  await storage.remove(row.filePath).catch(() => undefined);
}
