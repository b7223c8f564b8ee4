import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentTypeOfKey, type FileStorage } from '@trapline/storage/file-storage';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { contentDisposition, s3StorageFrom } from '@trapline/storage/s3';
import { routeDocs } from '../../lib/route-docs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../../../..');

export function storageFor(config: ApiConfig): FileStorage {
  const s3 = s3StorageFrom(config, config.FILE_URL_TTL_SECONDS);
  if (s3) return s3;
  // A key of its own for file URLs, derived from the token key, so one cannot stand in for the other.
  const secret = `${config.JWT_SECRET}\nfile-urls`;
  return new LocalDiskStorage(resolve(REPOSITORY_ROOT, config.DATA_DIR, 'files'), config.PUBLIC_API_URL, secret, config.FILE_URL_TTL_SECONDS);
}

/**
 * The file storage of every module (`app.storage`). With local disk, this plugin also serves the
 * signed download URLs at `/files/<key>`; an S3 store serves its own.
 */
export default fp<{ config: ApiConfig; storage?: FileStorage }>(
  async (app, opts) => {
    const docs = routeDocs(import.meta.url);
    const storage = opts.storage ?? storageFor(opts.config);
    app.decorate('storage', storage);
    if (!(storage instanceof LocalDiskStorage)) return;

    app.withTypeProvider<ZodTypeProvider>().get('/files/*', {
      config: { public: true },
      schema: {
        ...docs.text('GET /files/*'),
        tags: ['files'],
        params: z.object({ '*': ZText }),
        querystring: z.object({
          expires: z.coerce.number().int().describe('Unix time in seconds (not a column: not bounded to 32 bits)'),
          signature: ZText.max(100),
          name: ZText.max(255).optional(),
        }),
        response: { 403: ZErrorResponse, 404: ZErrorResponse },
      },
      handler: async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature, name } = request.query;
        let valid = false;
        try {
          valid = storage.verify(key, expires, name ?? '', signature);
        } catch {
          valid = false;
        }
        if (!valid) throw new AppError('common/forbidden');
        const body = await storage.read(key).catch(() => null);
        if (!body) throw new AppError('common/not_found');
        void reply.header('content-type', contentTypeOfKey(key));
        void reply.header('cache-control', 'private, max-age=300');
        // The web app runs on another origin and shows these in <img> tags; the signature, not
        // the origin, guards them (helmet's default would be same-origin).
        void reply.header('cross-origin-resource-policy', 'cross-origin');
        // Files are user uploads: never let a browser run them as a page of the API's origin.
        void reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
        if (name) void reply.header('content-disposition', contentDisposition(name));
        return reply.send(body as never);
      },
    });
  },
  { name: 'storage' },
);
