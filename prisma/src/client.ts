import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.ts';

export * from '../generated/client/client.ts';

export type DbClient = PrismaClient;

export interface CreatePrismaOptions {
  /** Connections in this process's pool (default 10). */
  poolSize?: number;
  log?: Array<'query' | 'info' | 'warn' | 'error'>;
}

/**
 * A Prisma client over node-postgres. The pool opens lazily, so building a client costs
 * nothing until the first query (the OpenAPI printer relies on that).
 */
export function createPrisma(databaseUrl: string, options: CreatePrismaOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  return new PrismaClient({ adapter, ...(options.log ? { log: options.log } : {}) });
}

/**
 * A plain node-postgres pool for the few hot reads where Prisma's per-query overhead (about
 * 0.7 ms against 0.1 ms for a prepared statement here) dominates, such as the per-request
 * session check. Everything else goes through Prisma.
 */
export function createSqlPool(databaseUrl: string, options: { poolSize?: number } = {}): SqlPool {
  return new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
}
export type SqlPool = pg.Pool;
