import type { FileStorage } from '@trapline/storage/file-storage';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { S3Storage } from '@trapline/storage/s3';
import type { WorkersConfig } from './env.ts';

/**
 * The API's file storage (the same folder, DATA_DIR/files, or the same S3 bucket). The workers
 * read and write files only; download URLs are signed by the API, which holds the signing key,
 * so the local-disk storage here is given none.
 */
export function storageFor(config: WorkersConfig): FileStorage {
  if (config.S3_ENDPOINT) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(config.filesDir, 'http://workers.invalid', 'the-workers-sign-no-urls');
}
