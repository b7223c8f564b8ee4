import type { FileStorage } from '@trapline/storage/file-storage';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { s3StorageFrom } from '@trapline/storage/s3';
import type { WorkersConfig } from './env.ts';

/**
 * The API's file storage (the same folder, DATA_DIR/files, or the same S3 bucket). The workers
 * read and write files only; download URLs are signed by the API, which holds the signing key,
 * so the local-disk storage here is given none.
 */
export function storageFor(config: WorkersConfig): FileStorage {
  const s3 = s3StorageFrom(config);
  if (s3) return s3;
  return new LocalDiskStorage(config.filesDir, 'http://workers.invalid', 'the-workers-sign-no-urls');
}
