import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { defineJob } from '@trapline/jobs/define-job';
import { backgroundJobsCleanup } from '@trapline/jobs/definitions/background-jobs-cleanup';
import { planExport } from '@trapline/jobs/definitions/plan-export';
import { createJobClient, type JobClient } from '@trapline/jobs/job-client';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/background-jobs-cleanup.handler.ts';
import { jobRegistry } from '../src/jobs/registry.ts';

const DAY = 24 * 3600_000;
const keptJob = defineJob({ name: 'test-cleanup-kept', payload: z.object({}), ownsResultFile: true });

describe('background-jobs-cleanup (real PostgreSQL, files on disk)', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let jobs: JobClient;
  const root = mkdtempSync(join(tmpdir(), 'trapline-cleanup-'));
  const storage = new LocalDiskStorage(root, 'http://127.0.0.1:1', 'secret');

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 2 });
    jobs = createJobClient({ databaseUrl: database.url, db, instanceName: 'test-cleanup' });
  });
  afterAll(async () => {
    await jobs.stop();
    await db.$disconnect();
    await drop();
  });

  it('is scheduled nightly, and plan exports own their files', () => {
    expect(backgroundJobsCleanup.schedule.cron).toBe('40 3 * * *');
    expect(jobRegistry.map((job) => job.definition.name)).toContain('background-jobs-cleanup');
    expect(planExport.ownsResultFile).toBe(true);
  });

  it('forgets the rows of deleted jobs and removes the files they owned, nothing else', async () => {
    const row = async (label: string, createdAt: Date, withFile: boolean, id: string = randomUUID()) => {
      const resultFileKey = withFile ? `exports/plans/${label}.pdf` : null;
      if (resultFileKey) await storage.put(resultFileKey, Buffer.from(label));
      await db.backgroundJob.create({ data: { id, name: keptJob.name, createdAt, resultFileKey } });
      return { id, resultFileKey };
    };
    // pg-boss deleted these jobs (after their keepSeconds): row and file go.
    const gone = await row('gone', new Date(Date.now() - 3 * DAY), true);
    const goneWithoutFile = await row('gone-no-file', new Date(Date.now() - 3 * DAY), false);
    // Younger than a day: its job may be being written in the same transaction; stays.
    const young = await row('young', new Date(), true);
    // An old row whose job pg-boss still keeps: stays, with its file.
    const kept = await row('kept', new Date(Date.now() - 3 * DAY), true, (await jobs.enqueue(keptJob, {}))!);

    const result = await handle(
      { scheduledFor: new Date().toISOString() },
      {
        jobId: 'test',
        attempt: 1,
        signal: new AbortController().signal,
        db,
        storage,
        log: pino({ level: 'silent' }),
        reportProgress: async () => {},
      },
    );

    expect(result).toEqual({ deleted: 2, files: 1 });
    expect((await db.backgroundJob.findMany({ orderBy: { createdAt: 'asc' } })).map((r) => r.id).sort()).toEqual([young.id, kept.id].sort());
    expect(await db.backgroundJob.count({ where: { id: { in: [gone.id, goneWithoutFile.id] } } })).toBe(0);
    expect(existsSync(join(root, gone.resultFileKey!))).toBe(false);
    expect(existsSync(join(root, young.resultFileKey!))).toBe(true);
    expect(existsSync(join(root, kept.resultFileKey!))).toBe(true);
  });
});
