// The stack behind ./trapline start (started by start.ts). With no configuration it runs an
// embedded PostgreSQL (data in DATA_DIR/postgres) and an embedded MQTT broker, both on free
// ports; DATABASE_URL and MQTT_URL switch to real services. On SIGINT/SIGTERM, or when the
// process that started it is gone, it stops the services first, then the database and the
// broker.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Aedes } from 'aedes';
import { createPrisma } from '@trapline/db/client';
import { type EmbeddedPostgresHandle, freePort, startEmbeddedPostgres } from '@trapline/db/embedded-postgres';
import { applyMigrations } from '@trapline/db/migrations';
import { WORKERS_NODE_FLAGS } from '../apps/workers/src/node-flags.ts';

// The embedded-postgres package installs its own SIGINT/SIGTERM handlers (when it is loaded)
// that stop the database and exit at once, before the services have let go of it. This
// process keeps its signals to itself and shuts down in order.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const onSignal = (signal: NodeJS.Signals) => void shutdown(signal, 0);
function ownSignals() {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (listener !== onSignal) process.off(signal, listener);
    if (!process.listeners(signal).includes(onSignal)) process.on(signal, onSignal);
  }
}
ownSignals();

const ROOT = resolve(import.meta.dirname, '..');
const env = process.env;
const DATA_DIR = resolve(ROOT, env.DATA_DIR || '.data');
const API_PORT = Number(env.API_PORT || 3001);
const WEB_PORT = Number(env.WEB_PORT || 3000);
const PUBLIC_API_URL = env.PUBLIC_API_URL || `http://localhost:${API_PORT}`;
const PUBLIC_WEB_URL = env.PUBLIC_WEB_URL || `http://localhost:${WEB_PORT}`;

type PartName = 'api' | 'web' | 'workers' | 'lora-bridge' | 'lora-simulator';
interface Part {
  name: PartName;
  entry: string;
  /** Restarts after crashes, with a doubling delay; the count starts over after a minute up. */
  restarts: number;
  /** Node options of its own. */
  nodeFlags?: string[];
}
const PARTS: Part[] = [
  { name: 'api', entry: 'apps/api/src/server.ts', restarts: 5 },
  { name: 'workers', entry: 'apps/workers/src/main.ts', restarts: 5, nodeFlags: WORKERS_NODE_FLAGS },
  { name: 'lora-bridge', entry: 'apps/lora-bridge/src/main.ts', restarts: 5 },
  { name: 'web', entry: 'apps/web/server.ts', restarts: 3 },
];
/** Sensor traffic for the embedded broker, so a newcomer sees live uplinks and alerts (LORA_SIMULATOR=off: none). */
const SIMULATOR: Part = { name: 'lora-simulator', entry: 'apps/lora-bridge/src/simulator/main.ts', restarts: 3 };

const colours: Record<PartName | 'trapline', number> = { api: 36, web: 35, workers: 33, 'lora-bridge': 34, 'lora-simulator': 94, trapline: 32 };
const say = (who: PartName | 'trapline', line: string) => console.log(`\x1b[${colours[who]}m${who.padEnd(14)}\x1b[0m ${line}`);
// A closed terminal must not end the process before it has stopped what it started.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: '\x1b[33mwarn\x1b[0m',
  50: '\x1b[31merror\x1b[0m',
  60: '\x1b[31mfatal\x1b[0m',
};
/** Services log JSON lines (pino); shown here as "level message {details}", errors with their stack. */
function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const { level, msg, err, time: _time, pid: _pid, hostname: _host, service: _service, ...details } = JSON.parse(line) as Record<string, unknown>;
    if (typeof level !== 'number') return line;
    const extra = Object.keys(details).length ? ` ${JSON.stringify(details)}` : '';
    const error = err && typeof err === 'object' && 'message' in err ? (err as { message: unknown; stack?: unknown }) : undefined;
    const stack = error ? (level >= 50 ? `\n${String(error.stack)}` : ` (${String(error.message)})`) : '';
    return `${LEVELS[level] ?? level} ${String(msg ?? '')}${extra}${stack}`;
  } catch {
    return line;
  }
}

const cleanups: Array<{ name: string; run: () => Promise<void> }> = [];
const children = new Map<PartName, ChildProcess>();
let stopping = false;

async function main() {
  await mkdir(DATA_DIR, { recursive: true });
  const jwtSecret = env.JWT_SECRET || (await persistedSecret());

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = join(DATA_DIR, 'postgres');
    say('trapline', 'starting the embedded PostgreSQL …');
    const server = await startEmbeddedPostgres({ dataDir });
    ownSignals();
    cleanups.push({ name: 'PostgreSQL', run: () => stopPostgres(server, dataDir) });
    if (!(await databaseExists(server.url, 'trapline'))) await server.createDatabase('trapline');
    databaseUrl = server.urlFor('trapline');
    say('trapline', `PostgreSQL on port ${server.port} (data in ${dataDir})`);
  }

  const { applied } = await applyMigrations(databaseUrl);
  say('trapline', applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  await seedIfEmpty(databaseUrl);

  let mqttUrl = env.MQTT_URL;
  if (!mqttUrl) {
    mqttUrl = await startBroker();
    say('trapline', `embedded MQTT broker on ${mqttUrl}`);
  }
  if (stopping) return;
  await writeRuntime({ mqttUrl, databaseUrl, topicPrefix: env.MQTT_TOPIC_PREFIX || 'application' });
  // The simulator talks to the embedded broker only (never to a real ChirpStack's), unless asked.
  const simulate = env.LORA_SIMULATOR === 'on' || (env.LORA_SIMULATOR !== 'off' && !env.MQTT_URL);

  // Every service gets the same environment and reads what it needs in its own env.ts.
  const childEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: env.NODE_ENV || 'development',
    DATA_DIR,
    DATABASE_URL: databaseUrl,
    MQTT_URL: mqttUrl,
    JWT_SECRET: jwtSecret,
    API_PORT: String(API_PORT),
    WEB_PORT: String(WEB_PORT),
    PUBLIC_API_URL,
    PUBLIC_WEB_URL,
  };
  const parts = simulate ? [...PARTS, SIMULATOR] : PARTS;
  const started = parts.filter((part) => existsSync(join(ROOT, part.entry)));
  for (const part of parts) {
    if (started.includes(part)) run(part, childEnv);
    else say('trapline', `${part.name}: ${part.entry} is not there yet; not started`);
  }

  const ready = { api: `http://127.0.0.1:${API_PORT}/readyz`, web: `http://127.0.0.1:${WEB_PORT}/` } as const;
  await Promise.all(started.flatMap((part) => (part.name === 'api' || part.name === 'web' ? [waitForReady(ready[part.name])] : [])));
  if (stopping) return;
  console.log(`
  \x1b[1mTrapline is running.\x1b[0m
    Web app   ${PUBLIC_WEB_URL}
    API       ${PUBLIC_API_URL}   (documentation: ${PUBLIC_API_URL}/docs)
    E-mail    ${env.SMTP_URL ? 'sent through SMTP_URL' : `no SMTP_URL: e-mails are written to ${join(DATA_DIR, 'mail')}/*.eml`}

  Demo logins, all with the password Demo!2345:
    admin@trapline.demo        ADMIN           super admin
    manager@trapline.demo      COMPANY_ADMIN   company admin
    controller@trapline.demo   CONTROLLER      controller
    technician@trapline.demo   USER            technician
    client@trapline.demo       CLIENT          client-facility user

  Press Ctrl-C to stop.
`);
}

/**
 * Where this stack's broker and database are (embedded ones listen on free ports), for
 * `pnpm lora:simulate` and the browser tests' helpers; removed when the stack stops.
 */
async function writeRuntime(runtime: { mqttUrl: string; databaseUrl: string; topicPrefix: string }) {
  const file = join(DATA_DIR, 'runtime.json');
  await writeFile(file, JSON.stringify({ ...runtime, pid: process.pid }, null, 2), { mode: 0o600 });
}

/** The signing key of access tokens: generated once, then kept in DATA_DIR/secrets.json. */
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

/**
 * Stops the embedded server. Ctrl-C in a terminal also reaches PostgreSQL itself, which then
 * shuts down on its own; the server is gone once its postmaster.pid is.
 */
async function stopPostgres(server: EmbeddedPostgresHandle, dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const stopped = server.stop();
  for (let waited = 0; waited < 30_000; waited += 100) {
    const done = await Promise.race([stopped.then(() => true), sleep(100).then(() => !existsSync(pidFile))]);
    if (done) return;
  }
  throw new Error('PostgreSQL did not stop within 30 s');
}

async function seedIfEmpty(databaseUrl: string) {
  const db = createPrisma(databaseUrl, { poolSize: 4 });
  try {
    if ((await db.company.count()) > 0) return;
    const seed = await import('@trapline/db/seed').catch((error: unknown) => {
      say('trapline', `warning: the database is empty and the demo seed could not be loaded (${String(error)}); starting without demo data`);
      return null;
    });
    if (!seed) return;
    say('trapline', 'empty database: loading the demo world …');
    // The plans' images and the inspections' photos go where the API keeps local files
    // (DATA_DIR/files); with S3 configured the demo world has neither.
    const files = env.S3_ENDPOINT ? undefined : seed.demoFilesOnDisk(join(DATA_DIR, 'files'));
    await seed.seedDemoWorld(db, { log: (line) => say('trapline', `  ${line}`), ...(files ? { files } : {}) });
  } finally {
    await db.$disconnect();
  }
}

/** An in-process MQTT broker (aedes) on a free port, for the LoRa bridge to connect to. */
async function startBroker(): Promise<string> {
  const port = await freePort();
  const broker = await Aedes.createBroker();
  const server = createServer(broker.handle);
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, '127.0.0.1', ok));
  cleanups.push({
    name: 'MQTT broker',
    // The broker drops its clients first; open connections would keep server.close waiting.
    run: () => new Promise<void>((ok) => broker.close(() => server.close(() => ok()))),
  });
  return `mqtt://127.0.0.1:${port}`;
}

/** Runs one part as a direct child (so Ctrl-C reaches it too) and restarts it after a crash. */
function run(part: Part, childEnv: NodeJS.ProcessEnv, attempt = 0) {
  const started = Date.now();
  const child = spawn(process.execPath, [...(part.nodeFlags ?? []), '--import', 'tsx', join(ROOT, part.entry)], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(part.name, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      readable(line)
        .split('\n')
        .forEach((text) => say(part.name, text)),
    );
  }
  child.on('error', (error) => say(part.name, `could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(part.name);
    if (stopping) return;
    say(part.name, `\x1b[31mcrashed (${signal ?? `exit code ${code}`})\x1b[0m`);
    const next = Date.now() - started > 60_000 ? 0 : attempt;
    if (next >= part.restarts) {
      say(part.name, `\x1b[31mgave up after ${part.restarts} restarts; the rest keeps running\x1b[0m`);
      return;
    }
    const delay = 1000 * 2 ** next;
    say(part.name, `restarting in ${delay / 1000} s (restart ${next + 1} of ${part.restarts})`);
    setTimeout(() => !stopping && run(part, childEnv, next + 1), delay).unref();
  });
}

async function waitForReady(url: string) {
  for (let i = 0; i < 600 && !stopping; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  if (!stopping) throw new Error(`${url} did not become ready within two minutes`);
}

async function stopChild(name: PartName, child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((ok) => {
    const force = setTimeout(() => {
      say(name, 'did not stop within 10 s; killing it');
      child.kill('SIGKILL');
    }, 10_000);
    child.once('exit', () => (clearTimeout(force), ok()));
    child.kill('SIGTERM');
  });
}

async function shutdown(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  say('trapline', `${reason}: stopping …`);
  await Promise.all([...children].map(([name, child]) => stopChild(name, child)));
  for (const cleanup of cleanups.reverse()) {
    await cleanup.run().then(
      () => say('trapline', `${cleanup.name} stopped`),
      (error: unknown) => say('trapline', `${cleanup.name}: ${String(error)}`),
    );
  }
  await rm(join(DATA_DIR, 'runtime.json'), { force: true });
  say('trapline', 'stopped.');
  process.exit(exitCode);
}

// Started by start.ts over an IPC channel: if that process dies, even by SIGKILL, stop too.
process.on('disconnect', () => void shutdown('the start command ended', 0));
main().catch((error: unknown) => {
  console.error(error);
  void shutdown('start failed', 1);
});
