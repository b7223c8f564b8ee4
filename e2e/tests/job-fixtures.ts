// Background jobs for the browser tests, in the running stack's own job engine: a test-only job
// whose handler throws on its first attempt and succeeds on the next, worked by this process
// (the stack's workers know nothing of it), and started in the name of a demo user.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createPrisma } from '@trapline/db/client';
import { defineJob, type JobDefinition, type ZScheduledPayload } from '@trapline/jobs/define-job';
import { createJobClient } from '@trapline/jobs/job-client';
import { DATA_DIR } from '../playwright.config.ts';

const flakyExport = defineJob({ name: 'e2e-flaky-export', payload: z.object({ pages: z.number().int() }), retry: { limit: 0 } });

export interface FlakyJob {
  id: string;
  /** How many times the handler ran. */
  runs(): number;
  stop(): Promise<void>;
}

/** Enqueues a job started by `email` whose first attempt throws `message`, and works it. */
export async function startFlakyJob(email: string, message: string): Promise<FlakyJob> {
  const { databaseUrl } = JSON.parse(await readFile(join(DATA_DIR, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const db = createPrisma(databaseUrl, { poolSize: 2 });
  const jobs = createJobClient({ databaseUrl, db, instanceName: 'e2e', poolSize: 2, worker: {} });
  let runs = 0;
  try {
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, companyId: true } });
    await jobs.ensureQueue(flakyExport);
    const boss = await jobs.boss();
    await boss.work<{ pages: number }>(flakyExport.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      runs++;
      if (job!.retryCount === 0) throw new Error(message);
      return { pages: job!.data.pages };
    });
    const id = await jobs.enqueue(flakyExport, { pages: 3 }, { startedBy: { userId: user.id, companyId: user.companyId } });
    return {
      id: id!,
      runs: () => runs,
      async stop() {
        await jobs.stop();
        await db.$disconnect();
      },
    };
  } catch (error) {
    await jobs.stop();
    await db.$disconnect();
    throw error;
  }
}

/** Enqueues a run of a scheduled job now, as its cron tick would: the stack's workers run it. */
export async function runScheduledJobNow(definition: JobDefinition<typeof ZScheduledPayload>): Promise<void> {
  const { databaseUrl } = JSON.parse(await readFile(join(DATA_DIR, 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const db = createPrisma(databaseUrl, { poolSize: 1 });
  const jobs = createJobClient({ databaseUrl, db, instanceName: 'e2e-cron', poolSize: 1 });
  try {
    await jobs.enqueue(definition, { scheduledFor: new Date().toISOString() });
  } finally {
    await jobs.stop();
    await db.$disconnect();
  }
}
