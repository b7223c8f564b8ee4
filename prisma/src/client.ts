import { PrismaPg } from '@prisma/adapter-pg';
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
