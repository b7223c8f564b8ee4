import { join, resolve } from 'node:path';
import pg from 'pg';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from '../embedded-postgres.ts';
import { REPO_ROOT } from '../paths.ts';

/** The database `./trapline start` uses without DATABASE_URL: `trapline` in DATA_DIR/postgres. */
export const LOCAL_DATABASE = 'trapline';

export function localDataDir(): string {
  return join(resolve(REPO_ROOT, process.env.DATA_DIR || '.data'), 'postgres');
}

/**
 * Runs `work` against DATABASE_URL when set; otherwise against the local embedded database,
 * using the server already running on its data folder or starting one for the duration.
 */
export async function withLocalDatabase<T>(work: (url: string) => Promise<T>, say: (line: string) => void = console.log): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const dataDir = localDataDir();
  const running = await findRunningEmbeddedPostgres(dataDir);
  if (running) {
    say(`Using the embedded PostgreSQL already running on port ${running.port} (${dataDir}).`);
    await ensureDatabase(running.url, LOCAL_DATABASE);
    return work(running.urlFor(LOCAL_DATABASE));
  }
  say(`Starting the embedded PostgreSQL (${dataDir}) …`);
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    await ensureDatabase(server.url, LOCAL_DATABASE);
    return await work(server.urlFor(LOCAL_DATABASE));
  } finally {
    await server.stop();
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
