import { randomUUID } from 'node:crypto';
import type { FileCategory, UpdateFileCategoryRequest } from '@trapline/contracts/files';
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

/** What the answers of a place file and of a company file say alike: its category, uploader, content and times. */
export const storedFileFields = <Category, User>(row: {
  category: Category;
  user: User;
  contentType: string;
  size: number;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  category: row.category,
  user: row.user,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What a category update changes: only the fields it names (null clears the description). */
export const categoryChanges = (input: UpdateFileCategoryRequest) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
});

/** Where an upload is kept: the row's uuid and the extension of its real content. */
const storageKey = (folder: string, fileUuid: string, upload: Upload) => `${folder}/${fileUuid}.${EXTENSION[upload.kind]}`;

const contentTypeOf = (upload: Upload) => CONTENT_TYPE_OF[upload.kind];

/** What every stored file's row keeps of its upload. */
export interface StoredUpload {
  uuid: string;
  filePath: string;
  contentType: string;
  size: number;
  userId: number;
}

/**
 * Stores the bytes under `folder`, then records the row with what `record` adds to the stored
 * upload; a failed insert leaves no orphaned file behind.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  folder: string,
  upload: Upload,
  userId: number,
  record: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const uuid = randomUUID();
  const filePath = storageKey(folder, uuid, upload);
  const contentType = contentTypeOf(upload);
  await storage.put(filePath, upload.data, contentType);
  try {
    return await record({ uuid, filePath, contentType, size: upload.data.length, userId });
  } catch (error) {
    await storage.remove(filePath).catch(() => undefined);
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
