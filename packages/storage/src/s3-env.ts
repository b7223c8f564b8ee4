import { z } from 'zod';
import type { S3Env } from './s3.ts';

/**
 * The S3_* settings, as the API's and the workers' environment schemas read them (both store files
 * in the same place): spread into the schema, which then refines with `hasCompleteS3`.
 */
export const s3EnvFields = {
  S3_ENDPOINT: z.url().optional().describe('Any S3-compatible store; unset: local disk'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
};

/** A set S3_ENDPOINT needs the bucket and both keys. */
export function hasCompleteS3(env: S3Env): boolean {
  return !env.S3_ENDPOINT || Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
}

/** The error `hasCompleteS3` gives. */
export const INCOMPLETE_S3 = {
  message: 'S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  path: ['S3_ENDPOINT'],
};
