// The job engine end to end: two real workers processes against one database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { createJobClient, type JobClient } from '@trapline/jobs/job-client';
import { countJob, crashJob, failJob, progressJob, TEST_RUNS_TABLE, type TestEvent } from './fixtures/test-jobs.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures/worker-process.ts');

let database: { url: string; drop(): Promise<void> };
let db: DbClient;
let jobs: JobClient;
let dataDir: string;
let listener: pg.Client;
const events: TestEvent[] = [];
const waiters = new Set<() => void>();
const workers: ChildProcess[] = [];

/** Resolves once `predicate` holds for the events received so far (checked on every new one). */
function until<T>(predicate: () => T | undefined | false, what: string, timeoutMs = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const value = predicate();
      if (value === undefined || value === false) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve(value);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      JOB_POLL_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      JOB_CONCURRENCY: '4',
      SCHEDULE_TIME_ZONE: 'Europe/Warsaw',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited before it was ready (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve(child));
  });
}

beforeAll(async () => {
  database = await useTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'trapline-workers-'));
  db = createPrisma(database.url, { poolSize: 4 });
  await db.$executeRawUnsafe(TEST_RUNS_TABLE);
  jobs = createJobClient({ databaseUrl: database.url, db, instanceName: 'test' });
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (message) => {
    events.push(JSON.parse(message.payload!) as TestEvent);
    for (const check of [...waiters]) check();
  });
  await listener.query('LISTEN test_jobs');
  await Promise.all([startWorker(), startWorker()]);
});

afterAll(async () => {
  await Promise.all(
    workers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await listener?.end();
  await jobs?.stop();
  await db?.$disconnect();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const of = (name: string, event?: TestEvent['event']) => events.filter((e) => e.name === name && (!event || e.event === event));

describe('two workers processes on one database', () => {
  it('handle each of 200 jobs exactly once, between them', { timeout: 60_000 }, async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 200; n++) ids.add((await jobs.enqueue(countJob, { n }))!);
    expect(ids.size).toBe(200);
    await until(() => of('test-count').length >= 200, '200 jobs handled');
    const rows = await db.$queryRaw<
      Array<{ jobId: string; runs: number }>
    >`SELECT "jobId"::text, count(*)::int AS runs FROM test_runs WHERE name = 'test-count' GROUP BY 1`;
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => row.runs === 1 && ids.has(row.jobId))).toBe(true);
    expect(new Set(of('test-count').map((e) => e.pid)).size).toBe(2);
    // The 200th report comes a moment before the last jobs are settled (see pollUntil).
    const states = await pollUntil(
      () => db.$queryRaw<Array<{ state: string; count: number }>>`SELECT state::text, count(*)::int FROM pgboss.job WHERE name = 'test-count' GROUP BY 1`,
      (rows) => rows.length === 1 && rows[0]!.state === 'completed' && rows[0]!.count === 200,
      30_000,
    );
    expect(states).toEqual([{ state: 'completed', count: 200 }]);
  });

  it('retry a throwing handler with growing delays, then show the job as failed with its error', { timeout: 60_000 }, async () => {
    const id = (await jobs.enqueue(failJob, {}))!;
    await until(() => of('test-fail').filter((e) => e.jobId === id).length >= 3, 'three attempts');
    const job = await pollUntil(
      () => jobs.find(failJob.name, id),
      (found) => found?.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'failed', error: 'printer on fire', retryCount: 2, result: null });
    const attempts = await db.$queryRaw<Array<{ attempt: number; at: Date }>>`SELECT attempt, at FROM test_runs WHERE "jobId" = ${id}::uuid ORDER BY at`;
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Backoff: at least the 1 s delay before the first retry, and more before the second.
    const gaps = [attempts[1]!.at.getTime() - attempts[0]!.at.getTime(), attempts[2]!.at.getTime() - attempts[1]!.at.getTime()];
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
  });

  it('store the progress a handler reports and the result it answers', async () => {
    const owner = await makeOwner();
    const id = (await jobs.enqueue(progressJob, {}, { startedBy: owner }))!;
    await until(() => of('test-progress').some((e) => e.jobId === id), 'the progress job');
    const job = await pollUntil(
      () => jobs.find(progressJob.name, id),
      (found) => found?.state === 'completed',
    );
    expect(job?.result).toEqual({ file: { key: 'reports/test.pdf', name: 'report.pdf' } });
    expect(
      await db.backgroundJob.findUnique({ where: { id }, select: { progressPercent: true, progressPhase: true, userId: true, resultFileKey: true } }),
    ).toEqual({
      progressPercent: 40,
      progressPhase: 'rendering page 3 of 12',
      userId: owner.userId,
      resultFileKey: 'reports/test.pdf',
    });
  });

  it('enqueue a schedule ticking every second exactly once per tick, for 10 s', { timeout: 60_000 }, async () => {
    const from = of('test-tick').length;
    await until(() => of('test-tick').length >= from + 11, 'eleven ticks');
    const ticks = of('test-tick').map((e) => e.detail!);
    expect(new Set(ticks).size).toBe(ticks.length);
    const seconds = ticks.map((tick) => Date.parse(tick) / 1000).sort((a, b) => a - b);
    // Every second from the first tick to the last, none missing.
    expect(seconds.at(-1)! - seconds[0]!).toBe(seconds.length - 1);
    expect(seconds.every(Number.isInteger)).toBe(true);
    const [row] = await db.$queryRaw<
      Array<{ jobs: number; distinct: number }>
    >`SELECT count(*)::int AS jobs, count(DISTINCT data->>'scheduledFor')::int AS distinct FROM pgboss.job WHERE name = 'test-tick'`;
    expect(row!.jobs).toBe(row!.distinct);
  });

  it('retry the job of a worker killed in the middle of it on the other worker, and complete it once', { timeout: 60_000 }, async () => {
    const id = (await jobs.enqueue(crashJob, {}))!;
    const start = await until(() => of('test-crash', 'start').find((e) => e.jobId === id), 'the first attempt');
    const victim = workers.find((child) => child.pid === start.pid)!;
    const killed = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await killed;
    // The dead worker's heartbeat stops; after heartbeatSeconds the job is retried by the survivor.
    const done = await until(() => of('test-crash', 'done').find((e) => e.jobId === id), 'the retry to complete', 45_000);
    expect(done.pid).not.toBe(start.pid);
    expect(done.attempt).toBe(2);
    const job = await pollUntil(
      () => jobs.find(crashJob.name, id),
      (found) => found?.state === 'completed',
    );
    expect(job?.retryCount).toBe(1);
    expect(of('test-crash', 'done').filter((e) => e.jobId === id)).toHaveLength(1);
  });
});

let owners = 0;
async function makeOwner() {
  const company = await db.company.create({ data: { name: `Company ${owners}`, email: `office${owners}@example.test`, address: 'ul. Polna 1' } });
  const user = await db.user.create({
    data: { email: `user${owners++}@example.test`, passwordHash: 'x', name: 'Jan', surname: 'Nowak', role: 'COMPANY_ADMIN', companyId: company.id },
  });
  return { userId: user.id, companyId: company.id };
}

/**
 * pg-boss settles a job (completed, failed) after the handler's last statement, so the last
 * event comes a moment before the state does: read it again until it does.
 */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
