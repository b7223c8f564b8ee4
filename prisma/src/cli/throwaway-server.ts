import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';

/**
 * DATABASE_URL when set; otherwise a throwaway embedded PostgreSQL for the schema engine's
 * shadow work, removed afterwards.
 */
export async function withDatabaseServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const dataDir = await mkdtemp(join(tmpdir(), 'trapline-schema-'));
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
