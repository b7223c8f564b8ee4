import fp from 'fastify-plugin';
import { createPrisma, createSqlPool, type DbClient, type SqlPool } from '@trapline/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbClient;
    /** Plain SQL pool for hot reads (see createSqlPool). */
    sql: SqlPool;
  }
}

/** One Prisma client and one plain SQL pool per API process; both connect lazily. */
export default fp<{ databaseUrl: string; poolSize: number; client?: DbClient }>(
  async (app, opts) => {
    const db = opts.client ?? createPrisma(opts.databaseUrl, { poolSize: opts.poolSize });
    app.decorate('db', db);
    if (!opts.client) app.addHook('onClose', async () => db.$disconnect());
    const sql = createSqlPool(opts.databaseUrl, { poolSize: opts.poolSize });
    app.decorate('sql', sql);
    app.addHook('onClose', async () => sql.end());
  },
  { name: 'prisma' },
);
