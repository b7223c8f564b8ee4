// Databases for test suites. One server per test run, chosen in this order:
//   1. TEST_DATABASE_URL, when set (any PostgreSQL the caller provides);
//   2. a PostgreSQL container through testcontainers, when a container runtime answers;
//   3. an embedded PostgreSQL in a temporary folder.
// The run's global setup builds a migrated template database once; every test file clones
// its own database from it (CREATE DATABASE ... TEMPLATE), so files never share state.
//
// In a package's vitest.config.ts:   test: { globalSetup: ['./test/global-setup.ts'] }
// test/global-setup.ts:               export { setupTestDatabases as default } from '@trapline/db/test-database';
// In a test file:                     const db = await useTestDatabase();  ...  await db.drop();
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrations.ts';

/** Set by the global setup for the test workers: the server and the run's template database. */
const SERVER_ENV = 'TRAPLINE_TEST_SERVER_URL';
const TEMPLATE_ENV = 'TRAPLINE_TEST_TEMPLATE';

export interface TestServer {
  /** URL of a maintenance database on the server. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** A PostgreSQL server for a test run: TEST_DATABASE_URL, else a container, else embedded. */
export async function provisionTestServer(): Promise<TestServer> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const container = await startContainer();
  if (container) return container;
  const dataDir = await mkdtemp(join(tmpdir(), 'trapline-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir });
  return {
    adminUrl: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * testcontainers, when installed and a container runtime answers; otherwise null, quickly.
 * It is deliberately not a dependency: testcontainers 12 fails on import under Node 20, and
 * any failure here (not installed, failing import, no runtime) just means "no containers".
 */
async function startContainer(): Promise<TestServer | null> {
  if (process.env.TRAPLINE_TEST_NO_CONTAINERS) return null;
  try {
    const moduleName = '@testcontainers/postgresql';
    const { PostgreSqlContainer } = (await import(moduleName)) as {
      PostgreSqlContainer: new (image: string) => { start(): Promise<{ getConnectionUri(): string; stop(): Promise<unknown> }> };
    };
    const container = await withTimeout(new PostgreSqlContainer('postgres:17-alpine').start(), 120_000);
    return { adminUrl: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup: starts the server, migrates a template database, and hands the server
 * to the test workers through the environment. Returns the teardown.
 */
export async function setupTestDatabases(): Promise<() => Promise<void>> {
  const server = await provisionTestServer();
  // A template of this run's own: runs of several packages may share one TEST_DATABASE_URL server.
  const template = `trapline_template_${uniqueSuffix()}`;
  try {
    await adminQuery(server.adminUrl, `CREATE DATABASE ${template}`);
    await applyMigrations(databaseUrl(server.adminUrl, template));
  } catch (error) {
    await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await server.stop();
    throw error;
  }
  process.env[SERVER_ENV] = server.adminUrl;
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await server.stop();
  };
}

/** A fresh, migrated database of one's own, cloned from the template. */
export async function useTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env[SERVER_ENV];
  const template = process.env[TEMPLATE_ENV];
  if (!server || !template) throw new Error('No test database server: add setupTestDatabases to the vitest globalSetup.');
  const name = `trapline_test_${uniqueSuffix()}`;
  await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(server, name),
    drop: () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The same as useTestDatabase. */
export const createIsolatedDatabase = useTestDatabase;

function uniqueSuffix(): string {
  return `${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** For benchmarks: a server as for tests, one migrated database, and a drop that stops it all. */
export async function provisionBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const teardown = await setupTestDatabases();
  const database = await useTestDatabase();
  return {
    url: database.url,
    drop: async () => {
      await database.drop();
      await teardown();
    },
  };
}
