import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { defineJob } from '../src/define-job.ts';
import { createJobClient, type JobClient } from '../src/job-client.ts';

const exportJob = defineJob({
  name: 'test-export',
  payload: z.object({ placeId: z.number().int().positive(), format: z.enum(['pdf', 'jpg']).default('pdf') }),
});

let database: { url: string; drop(): Promise<void> };
let db: DbClient;
let jobs: JobClient;
let owner: { userId: number; companyId: number };

beforeAll(async () => {
  database = await useTestDatabase();
  db = createPrisma(database.url, { poolSize: 4 });
  jobs = createJobClient({ databaseUrl: database.url, db, instanceName: 'test' });
  const company = await db.company.create({ data: { name: 'Deratex', email: 'office@deratex.test', address: 'ul. Polna 1' } });
  const user = await db.user.create({
    data: { email: 'jan@deratex.test', passwordHash: 'x', name: 'Jan', surname: 'Nowak', role: 'COMPANY_ADMIN', companyId: company.id },
  });
  owner = { userId: user.id, companyId: company.id };
});
afterAll(async () => {
  await jobs?.stop();
  await db?.$disconnect();
  await database?.drop();
});

async function jobsNamed(name: string) {
  return db.$queryRawUnsafe<Array<{ id: string; data: unknown }>>('SELECT id::text, data FROM pgboss.job WHERE name = $1', name);
}

describe('enqueue', () => {
  it('stores the payload as the schema outputs it, and the job can be read back as queued', async () => {
    const id = await jobs.enqueue(exportJob, { placeId: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const job = await jobs.find(exportJob.name, id!);
    expect(job).toMatchObject({ id, name: 'test-export', state: 'queued', result: null, error: null, retryCount: 0 });
    expect((await jobsNamed('test-export')).find((row) => row.id === id)?.data).toEqual({ placeId: 7, format: 'pdf' });
  });

  it('refuses a payload its schema refuses, enqueueing nothing', async () => {
    const before = (await jobsNamed('test-export')).length;
    // @ts-expect-error -- the wrong payload type is the point
    await expect(jobs.enqueue(exportJob, { placeId: 'seven' })).rejects.toThrow(z.ZodError);
    expect(await jobsNamed('test-export')).toHaveLength(before);
  });

  it('in a rolled-back transaction leaves neither the job nor its owner row', async () => {
    const before = (await jobsNamed('test-export')).length;
    let enqueued: string | null = null;
    await expect(
      db.$transaction(async (tx) => {
        await tx.company.update({ where: { id: owner.companyId }, data: { name: 'Deratex (renamed)' } });
        enqueued = await jobs.enqueue(exportJob, { placeId: 8 }, { tx, startedBy: owner });
        throw new Error('the change fails after the enqueue');
      }),
    ).rejects.toThrow('the change fails');
    expect(enqueued).not.toBeNull();
    expect(await jobsNamed('test-export')).toHaveLength(before);
    expect(await db.backgroundJob.count({ where: { id: enqueued! } })).toBe(0);
    expect((await db.company.findUniqueOrThrow({ where: { id: owner.companyId } })).name).toBe('Deratex');
  });

  it('in a committed transaction leaves exactly one job, with its owner row', async () => {
    const before = (await jobsNamed('test-export')).length;
    const id = await db.$transaction(async (tx) => {
      await tx.company.update({ where: { id: owner.companyId }, data: { name: 'Deratex sp. z o.o.' } });
      return jobs.enqueue(exportJob, { placeId: 9, format: 'jpg' }, { tx, startedBy: owner });
    });
    const rows = await jobsNamed('test-export');
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((row) => row.id === id)).toEqual([{ id, data: { placeId: 9, format: 'jpg' } }]);
    expect(await db.backgroundJob.findUnique({ where: { id: id! }, select: { name: true, userId: true, companyId: true } })).toEqual({
      name: 'test-export',
      ...owner,
    });
  });

  it('without a transaction, writes the job and its owner row together', async () => {
    const id = await jobs.enqueue(exportJob, { placeId: 10 }, { startedBy: owner });
    expect(await db.backgroundJob.count({ where: { id: id! } })).toBe(1);
    expect((await jobsNamed('test-export')).some((row) => row.id === id)).toBe(true);
  });

  it('creates a job id of its own only once', async () => {
    const id = '0b8f6a3e-4c1d-4e7a-9f2b-5d6c7e8f9a0b';
    expect(await jobs.enqueue(exportJob, { placeId: 11 }, { id })).toBe(id);
    expect(await jobs.enqueue(exportJob, { placeId: 11 }, { id })).toBeNull();
  });

  it('finds nothing for an unknown id or an unknown job name', async () => {
    expect(await jobs.find(exportJob.name, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await jobs.find('no-such-job', '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('list and retry', () => {
  const failingJob = defineJob({ name: 'test-failing', payload: z.object({ n: z.number().int() }), retry: { limit: 0 } });

  /** Takes the job as a worker would and fails it with `message`. */
  async function failed(message: string) {
    const id = (await jobs.enqueue(failingJob, { n: 1 }, { startedBy: owner }))!;
    const boss = await jobs.boss();
    const [job] = await boss.fetch(failingJob.name);
    expect(job?.id).toBe(id);
    await db.backgroundJob.update({ where: { id }, data: { progressPercent: 40, progressPhase: 'page 3 of 8' } });
    await boss.fail(failingJob.name, id, { name: 'Error', message });
    return id;
  }

  it('lists jobs of every queue newest first, with who started them, filtered by state and company', async () => {
    const system = (await jobs.enqueue(exportJob, { placeId: 20 }))!;
    const broken = await failed('the plan image is missing');
    const all = await jobs.list({ companyIds: 'all', offset: 0, limit: 100 });
    expect(all.count).toBeGreaterThanOrEqual(2);
    const ids = all.jobs.map((job) => job.id);
    expect(ids.indexOf(broken)).toBeLessThan(ids.indexOf(system));
    expect(all.jobs.find((job) => job.id === system)).toMatchObject({ name: 'test-export', state: 'queued', startedBy: null, error: null });
    expect(all.jobs.find((job) => job.id === broken)).toMatchObject({
      name: 'test-failing',
      state: 'failed',
      retryCount: 0,
      error: 'the plan image is missing',
      startedBy: owner,
      progressPercent: 40,
      progressPhase: 'page 3 of 8',
    });

    const failedOnly = await jobs.list({ state: 'failed', companyIds: 'all', offset: 0, limit: 100 });
    expect(failedOnly.jobs.every((job) => job.state === 'failed')).toBe(true);
    expect(failedOnly.jobs.map((job) => job.id)).toContain(broken);
    expect((await jobs.list({ state: 'queued', companyIds: 'all', offset: 0, limit: 100 })).jobs.map((job) => job.id)).not.toContain(broken);

    // A company filter leaves out other companies' jobs and those nobody started.
    const mine = await jobs.list({ companyIds: [owner.companyId], offset: 0, limit: 100 });
    expect(mine.jobs.map((job) => job.id)).toContain(broken);
    expect(mine.jobs.map((job) => job.id)).not.toContain(system);
    expect((await jobs.list({ companyIds: [], offset: 0, limit: 100 })).count).toBe(0);

    const page = await jobs.list({ companyIds: 'all', offset: 1, limit: 1 });
    expect(page).toMatchObject({ count: all.count, jobs: [{ id: all.jobs[1]!.id }] });
    expect(await jobs.list({ id: broken, companyIds: 'all', offset: 0, limit: 1 })).toMatchObject({ count: 1, jobs: [{ id: broken }] });
  });

  it('runs a failed job once more, from its start, and refuses any other', async () => {
    const id = await failed('the printer is on fire');
    expect(await jobs.retry(id)).toEqual({ outcome: 'retried', name: 'test-failing' });
    expect((await jobs.find(failingJob.name, id))?.state).toBe('queued');
    expect(await db.backgroundJob.findUnique({ where: { id }, select: { progressPercent: true, progressPhase: true } })).toEqual({
      progressPercent: null,
      progressPhase: null,
    });

    // A second retry of a job that is queued again changes nothing.
    expect(await jobs.retry(id)).toEqual({ outcome: 'not_failed', state: 'queued' });
    const boss = await jobs.boss();
    const [again] = await boss.fetch(failingJob.name);
    expect(again?.id).toBe(id);
    expect(await jobs.retry(id)).toEqual({ outcome: 'not_failed', state: 'active' });
    await boss.complete(failingJob.name, id, { done: true });
    expect(await jobs.find(failingJob.name, id)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await jobs.retry(id)).toEqual({ outcome: 'not_failed', state: 'completed' });
    expect(await jobs.retry('00000000-0000-4000-8000-000000000000')).toEqual({ outcome: 'not_found' });
  });

  it('wakes an idle worker at once when a job is retried', async () => {
    const id = await failed('a timeout');
    // A worker that polls only every 30 s, so only the retry's NOTIFY can bring it the job in time.
    const worker = createJobClient({ databaseUrl: database.url, db, instanceName: 'test-worker', worker: {} });
    try {
      const handled: string[] = [];
      const boss = await worker.boss();
      await boss.work(failingJob.name, { pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 }, async ([job]) => {
        handled.push(job!.id);
      });
      // Once its first fetch (which finds nothing: the job has failed) is done, the worker sleeps out
      // its 30 s poll; a retry before that fetch would be found by it, wake-up or not.
      const idle = () => boss.getWipData().some((wip) => wip.name === failingJob.name && wip.lastFetchedOn !== null);
      await expect.poll(idle, { timeout: 10_000, interval: 10 }).toBe(true);
      const retried = Date.now();
      await jobs.retry(id);
      await expect.poll(() => handled, { timeout: 5_000 }).toContain(id);
      expect(Date.now() - retried).toBeLessThan(5_000);
    } finally {
      await worker.stop();
    }
  });
});
