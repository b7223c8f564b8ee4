import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { scopedCompany } from '../../access/scoped.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { logoJpeg, UnreadableImageError } from '../../lib/images.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { parseFields, type Upload } from '../../lib/uploads.ts';

/** Optional crop area chosen in the panel's cropper, in pixels of the uploaded image. */
const ZCropFields = z
  .object({ x: z.coerce.number().min(0), y: z.coerce.number().min(0), width: z.coerce.number().min(1), height: z.coerce.number().min(1) })
  .partial();

/**
 * Stores a company's logo: png or jpeg (checked by content before this is called), cropped and
 * saved as JPEG under a new key; the previous file is removed after the company points at the
 * new one, so a failure never leaves a company without its old logo.
 */
export async function uploadLogo(db: DbClient, storage: FileStorage, scope: AccessScope, key: string, upload: Upload): Promise<void> {
  const scoped = await scopedCompany(db, scope, key);
  if (!scope.isManager) throw forbidden();
  const company = { ...scoped, logoPath: (await db.company.findUniqueOrThrow({ where: { id: scoped.id }, select: { logoPath: true } })).logoPath };

  const crop = parseFields(ZCropFields, upload.fields);
  const area =
    crop.x !== undefined && crop.y !== undefined && crop.width !== undefined && crop.height !== undefined
      ? { x: crop.x, y: crop.y, width: crop.width, height: crop.height }
      : undefined;

  let jpeg: Buffer;
  try {
    jpeg = await logoJpeg(upload.data, area);
  } catch (error) {
    if (error instanceof UnreadableImageError || (error as Error).message?.includes('Input buffer'))
      throw new AppError('common/unsupported_media_type', { details: { reason: 'unreadable_image' } });
    throw error;
  }
  const path = `companies/${company.uuid}/logo-${randomBytes(6).toString('hex')}.jpg`;
  await storage.put(path, jpeg, 'image/jpeg');
  await db.company.update({ where: { id: company.id }, data: { logoPath: path } });
  if (company.logoPath) await storage.remove(company.logoPath).catch(() => undefined);
}
