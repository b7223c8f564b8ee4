import type { FileCategory, UpdateFileCategoryRequest } from '@trapline/contracts/files';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { CONTENT_TYPE_OF, type Upload, type UploadKind } from '../../lib/uploads.ts';
import type { CategoryRow } from './repository.ts';

/** Place files are PDF only; company files follow the product's general rule (PDF, PNG, JPEG). */
export const PLACE_FILE_KINDS: readonly UploadKind[] = ['pdf'];
export const COMPANY_FILE_KINDS: readonly UploadKind[] = ['pdf', 'png', 'jpeg'];

const EXTENSION: Record<UploadKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

export const toCategory = (row: CategoryRow): FileCategory => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  description: row.description,
  filesCount: row._count.files,
  createdAt: row.createdAt.toISOString(),
});

/** What a category update changes: only the fields it names (null clears the description). */
export const categoryChanges = (input: UpdateFileCategoryRequest) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
});

export const fieldError = (path: string, message: string) =>
  new AppError('common/validation_failed', { details: { in: 'body', fields: [{ path, message, code: 'invalid' }] } });

/** Parses the text fields of a multipart upload with a contract schema (400 with field errors otherwise). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('common/validation_failed', {
      details: { in: 'body', fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })) },
    });
  }
  return parsed.data;
}

/** Where an upload is kept: the row's uuid and the extension of its real content. */
export const storageKey = (folder: string, fileUuid: string, upload: Upload) => `${folder}/${fileUuid}.${EXTENSION[upload.kind]}`;

export const contentTypeOf = (upload: Upload) => CONTENT_TYPE_OF[upload.kind];

/** Stores the bytes, then records the row; a failed insert leaves no orphaned file behind. */
export async function storeThenRecord<T>(storage: FileStorage, key: string, upload: Upload, record: () => Promise<T>): Promise<T> {
  await storage.put(key, upload.data, contentTypeOf(upload));
  try {
    return await record();
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The download name offered by a signed URL: the file's name with the extension of its content. */
export function downloadName(name: string, contentType: string): string {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : contentType === 'image/jpeg' ? 'jpg' : '';
  const safe = name.replace(/[\r\n]/g, ' ').trim() || 'file';
  if (!extension || safe.toLowerCase().endsWith(`.${extension}`)) return safe;
  return `${safe}.${extension}`;
}

/** A calendar date (YYYY-MM-DD) as midnight UTC, the form a `@db.Date` column takes. */
export const dateOnly = (value: string) => new Date(`${value}T00:00:00Z`);
