// ./trapline start: the whole stack from one command. With no configuration it runs an
// embedded PostgreSQL (data in DATA_DIR/postgres) and an embedded MQTT broker, both on free
// ports; DATABASE_URL and MQTT_URL switch to real services.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { Aedes } from 'aedes';
import { createPrisma } from '@trapline/db/client';
import { freePort, startEmbeddedPostgres } from '@trapline/db/embedded-postgres';
import { applyMigrations } from '@trapline/db/migrations';

const ROOT = resolve(import.meta.dirname, '..');
const env = process.env;
const DATA_DIR = resolve(ROOT, env.DATA_DIR ?? '.data');
const API_PORT = Number(env.API_PORT ?? 3001);
const WEB_PORT = Number(env.WEB_PORT ?? 3000);
const PUBLIC_API_URL = env.PUBLIC_API_URL ?? `http://localhost:${API_PORT}`;
const PUBLIC_WEB_URL = env.PUBLIC_WEB_URL ?? `http://localhost:${WEB_PORT}`;

/** The web app's server: the built panel when present, otherwise the holding page. */
const WEB_ENTRY = existsSync(join(ROOT, 'apps/web/server.ts')) ? 'apps/web/server.ts' : 'apps/web/src/placeholder-server.ts';

const colours = { api: 36, web: 35, workers: 33, 'lora-bridge': 34, trapline: 32 } as const;
const say = (who: keyof typeof colours, line: string) => console.log(`\x1b[${colours[who]}m${who.padEnd(11)}\x1b[0m ${line}`);

const cleanups: Array<() => Promise<void>> = [];
const children = new Map<string, ChildProcess>();
let stopping = false;

async function main() {
  await mkdir(DATA_DIR, { recursive: true });
  const jwtSecret = env.JWT_SECRET ?? (await persistedSecret());

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    say('trapline', 'starting the embedded PostgreSQL …');
    const server = await startEmbeddedPostgres({ dataDir: join(DATA_DIR, 'postgres') });
    cleanups.push(() => server.stop());
    const exists = await databaseExists(server.url, 'trapline');
    if (!exists) await server.createDatabase('trapline');
    databaseUrl = server.urlFor('trapline');
    say('trapline', `PostgreSQL on port ${server.port} (data in ${join(DATA_DIR, 'postgres')})`);
  }

  const { applied } = await applyMigrations(databaseUrl);
  say('trapline', applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  await seedIfEmpty(databaseUrl);

  let mqttUrl = env.MQTT_URL;
  if (!mqttUrl) {
    const port = await freePort();
    const broker = await Aedes.createBroker();
    const server: Server = createServer(broker.handle);
    await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
    cleanups.push(() => new Promise<void>((ok) => server.close(() => broker.close(() => ok()))));
    mqttUrl = `mqtt://127.0.0.1:${port}`;
    say('trapline', `embedded MQTT broker on port ${port}`);
  }

  const shared = { ...env, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, DATA_DIR, PUBLIC_API_URL, PUBLIC_WEB_URL, NODE_ENV: env.NODE_ENV ?? 'development' };
  run('api', 'apps/api/src/server.ts', { ...shared, API_PORT: String(API_PORT) }, 5);
  run('workers', 'apps/workers/src/main.ts', shared, 5);
  run('lora-bridge', 'apps/lora-bridge/src/main.ts', { ...shared, MQTT_URL: mqttUrl }, 5);
  run('web', WEB_ENTRY, { ...shared, WEB_PORT: String(WEB_PORT) }, 2);

  await waitForReady(`http://127.0.0.1:${API_PORT}/readyz`);
  console.log(`
  \x1b[1mTrapline is running.\x1b[0m
    Web app   ${PUBLIC_WEB_URL}
    API       ${PUBLIC_API_URL}   (documentation: ${PUBLIC_API_URL}/docs)
    E-mail    ${env.SMTP_URL ? 'sent through SMTP_URL' : `written to ${join(DATA_DIR, 'mail')}/*.eml`}

  Demo logins (password Demo!2345):
    admin@trapline.demo        super admin
    manager@trapline.demo      company admin
    controller@trapline.demo   controller
    technician@trapline.demo   technician
    client@trapline.demo       client-facility user

  Press Ctrl-C to stop.
`);
}

async function persistedSecret(): Promise<string> {
  const file = join(DATA_DIR, 'secrets.json');
  if (existsSync(file)) return (JSON.parse(await readFile(file, 'utf8')) as { jwtSecret: string }).jwtSecret;
  const jwtSecret = randomBytes(48).toString('base64url');
  await writeFile(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

async function seedIfEmpty(databaseUrl: string) {
  const db = createPrisma(databaseUrl, { poolSize: 4 });
  try {
    if ((await db.company.count()) > 0) return;
    say('trapline', 'empty database: loading the demo world …');
    const { seedDemoWorld } = await import('@trapline/db/seed');
    await seedDemoWorld(db, { log: (line) => say('trapline', `  ${line}`) });
  } finally {
    await db.$disconnect();
  }
}

/** Runs one part as a direct child (so signals reach it); restarts it with backoff if it crashes. */
function run(name: keyof typeof colours, entry: string, childEnv: NodeJS.ProcessEnv, restarts: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  const relay = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach((line) => say(name, line));
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    say(name, `stopped (${signal ?? `exit code ${code}`})`);
    if (restarts > 0) {
      const delay = 1000 * 2 ** Math.max(0, 4 - restarts);
      say(name, `restarting in ${delay / 1000} s`);
      setTimeout(() => !stopping && run(name, entry, childEnv, restarts - 1), delay).unref();
    }
  });
}

async function waitForReady(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready in two minutes`);
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say('trapline', `${signal}: stopping …`);
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((ok) => {
          child.once('exit', () => ok());
          child.kill('SIGTERM');
          setTimeout(() => (child.kill('SIGKILL'), ok()), 10_000).unref();
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => say('trapline', `cleanup failed: ${String(error)}`));
  say('trapline', 'stopped.');
  process.exit(0);
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
main().catch(async (error: unknown) => {
  console.error(error);
  await shutdown('error');
  process.exit(1);
});
