import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { buildApp, type App } from '../src/app.ts';
import { configFor, type ApiConfig } from '../src/env.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

export const PASSWORD = 'Demo!2345';
const passwordHash = hashPassword(PASSWORD);

export interface TestContext {
  app: App;
  db: DbClient;
  config: ApiConfig;
}

/** A fresh database (cloned from the migrated template) and an app for one test file. */
export function useApi(overrides: Partial<ApiConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    ctx.config = configFor({ DATABASE_URL: database.url, ...overrides });
    ctx.db = createPrisma(database.url, { poolSize: 4 });
    ctx.app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, docsUi: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.$disconnect();
    await drop?.();
  });
  return ctx;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createCompany(db: DbClient, data: { name?: string; parentCompanyId?: number; enterpriseId?: string } = {}) {
  return db.company.create({
    data: {
      name: data.name ?? `Company ${unique()}`,
      email: `office-${unique()}@example.test`,
      address: 'ul. Testowa 1, Warszawa',
      parentCompanyId: data.parentCompanyId ?? null,
      enterpriseId: data.enterpriseId ?? null,
    },
  });
}

export async function createUser(
  db: DbClient,
  data: { companyId: number; role?: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT'; status?: 'ACTIVE' | 'BLOCKED'; email?: string },
) {
  return db.user.create({
    data: {
      email: data.email ?? `user-${unique()}@example.test`,
      passwordHash: await passwordHash,
      name: 'Jan',
      surname: 'Kowalski',
      role: data.role ?? 'COMPANY_ADMIN',
      status: data.status ?? 'ACTIVE',
      companyId: data.companyId,
    },
  });
}

export async function createPlace(db: DbClient, companyId: number, name = `Place ${unique()}`) {
  return db.place.create({ data: { name, address: 'ul. Magazynowa 5', companyId } });
}

/** Signs in through the API and answers the token pair. */
export async function signIn(app: App, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, headers });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; refreshToken: string; expiresIn: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart body with one file field and optional text fields. */
export function multipart(file: { data: Buffer; filename: string; contentType: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----trapline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const WORKERS_MAIN = fileURLToPath(new URL('../../workers/src/main.ts', import.meta.url));

/**
 * A real workers process (apps/workers/src/main.ts, every registered job) on the test's database
 * and data folder, started after the app and stopped before it: the renders the API enqueues
 * are run by it exactly as in production. `env` adds to or overrides its configuration.
 */
export function useWorkers(t: TestContext, env: Record<string, string> = {}) {
  let child: ChildProcess | undefined;
  const lines: string[] = [];
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', WORKERS_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.DATABASE_URL,
        DATA_DIR: t.config.DATA_DIR,
        LOG_LEVEL: 'info',
        JOB_POLL_SECONDS: '0.5',
        JOB_SUPERVISE_SECONDS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.once('exit', (code) => reject(new Error(`the workers exited before they were ready (${code}): ${lines.slice(-5).join('\n')}`)));
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        if (line.includes('"msg":"workers started"')) resolve();
      });
    });
  }, 60_000);
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }, 40_000);
  return { logLines: () => [...lines] };
}
