import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZReadinessResponse } from '@trapline/contracts/health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: ZHealthResponse } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'Readiness: the database answers', response: { 200: ZReadinessResponse, 503: ZReadinessResponse } },
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
