import fp from 'fastify-plugin';
import { createPrisma, type DbClient } from '@trapline/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbClient;
  }
}

/** One Prisma client per API process; its pool opens lazily on the first query. */
export default fp<{ databaseUrl: string; poolSize: number; client?: DbClient }>(
  async (app, opts) => {
    const db = opts.client ?? createPrisma(opts.databaseUrl, { poolSize: opts.poolSize });
    app.decorate('db', db);
    if (!opts.client) app.addHook('onClose', async () => db.$disconnect());
  },
  { name: 'prisma' },
);
