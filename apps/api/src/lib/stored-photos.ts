import { randomUUID } from 'node:crypto';
import type { FileStorage } from '@trapline/storage/file-storage';
import { CONTENT_TYPE_OF, type Upload } from './uploads.ts';

/**
 * Stores an uploaded photo (PNG or JPEG) under `folder` with a new name, then records it. When the
 * record fails (a limit reached meanwhile, a database error) the file is removed again, so no
 * photo is left without its row.
 */
export async function storeThenRecordPhoto<T>(storage: FileStorage, folder: string, upload: Upload, record: (filePath: string) => Promise<T>): Promise<T> {
  const filePath = `${folder}/${randomUUID()}.${upload.kind === 'png' ? 'png' : 'jpg'}`;
  await storage.put(filePath, upload.data, CONTENT_TYPE_OF[upload.kind]);
  try {
    return await record(filePath);
  } catch (error) {
    await storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}
