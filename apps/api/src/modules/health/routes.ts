import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZReadinessResponse } from '@trapline/contracts/health';
import { routeDocs } from '../../lib/route-docs.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  app.get('/healthz', {
    config: { public: true },
    schema: { ...docs.text('GET /healthz'), tags: ['health'], response: { 200: ZHealthResponse } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    config: { public: true },
    schema: { ...docs.text('GET /readyz'), tags: ['health'], response: { 200: ZReadinessResponse, 503: ZReadinessResponse } },
    handler: async (_request, reply) => {
      try {
        await app.db.$queryRaw`SELECT 1`;
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, checks: { database: 'unavailable' as const } });
      }
    },
  });
};

export default healthRoutes;
