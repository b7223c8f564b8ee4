// Hands the registered jobs to pg-boss's workers. pg-boss claims each job for one worker
// (SELECT … FOR UPDATE SKIP LOCKED), keeps its heartbeat while the handler runs, retries it with
// backoff when the handler throws or its worker dies, and fails it with the last error when the
// retries are used up.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DbClient } from '@trapline/db/client';
import type { JobClient } from '@trapline/jobs/job-client';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { Job } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobContext, WorkerJob } from './job-handler.ts';
import { collectAfterJob, heapInUse } from './memory.ts';

export interface JobRunnerOptions {
  jobs: JobClient;
  db: DbClient;
  storage: FileStorage;
  registry: readonly WorkerJob[];
  log: Logger;
  /** Jobs of one name run at once in this process. */
  concurrency: number;
  /**
   * How often an idle worker looks for jobs. New jobs wake it at once (NOTIFY); retries and
   * delayed jobs, which nothing announces when they come due, are found by this poll.
   */
  pollingIntervalSeconds: number;
  /** A pause after each progress report (JOB_PROGRESS_PAUSE_MS), so a bar can be watched. */
  progressPauseMs?: number;
}

export async function startJobRunner(options: JobRunnerOptions): Promise<void> {
  const { jobs, db, storage, log } = options;
  const boss = await jobs.boss();
  for (const entry of options.registry) {
    const { definition } = entry;
    // The definition's settings win over those of an older release.
    await jobs.ensureQueue(definition, { update: true });
    await boss.work<unknown>(
      definition.name,
      {
        localConcurrency: entry.concurrency ?? options.concurrency,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds,
      },
      async ([job]) => runJob(entry, job!, { db, storage, progressPauseMs: options.progressPauseMs ?? 0 }, log),
    );
  }
  log.info({ jobs: options.registry.map((entry) => entry.definition.name) }, 'job workers started');
}

async function runJob(
  entry: WorkerJob,
  job: Job<unknown>,
  { db, storage, progressPauseMs }: { db: DbClient; storage: FileStorage; progressPauseMs: number },
  parentLog: Logger,
) {
  const { definition } = entry;
  const attempt = job.retryCount + 1;
  const log = parentLog.child({ job: definition.name, jobId: job.id, attempt });
  const started = Date.now();
  const heapBefore = heapInUse();
  try {
    // The payload was validated when it was enqueued; this catches a job written by an older release.
    const payload: unknown = definition.payload.parse(job.data);
    const handler = await entry.load();
    // A retry starts over: the failed attempt's progress would mislead.
    if (attempt > 1) await db.backgroundJob.updateMany({ where: { id: job.id }, data: { progressPercent: null, progressPhase: null } });
    const context: JobContext = {
      jobId: job.id,
      attempt,
      signal: job.signal,
      db,
      storage,
      log,
      reportProgress: async (percent, phase) => {
        await reportProgress(db, job, percent, phase);
        if (progressPauseMs > 0) await sleep(progressPauseMs);
      },
    };
    const result = await handler(payload, context);
    if (definition.ownsResultFile) await rememberResultFile(db, job, result, storage);
    log.info({ ms: Date.now() - started }, 'job done');
    return result ?? null;
  } catch (error) {
    const last = attempt > definition.retry.limit;
    log[last ? 'error' : 'warn']({ err: error, ms: Date.now() - started }, last ? 'job failed; no retries left' : 'job failed; it will be retried');
    throw error;
  } finally {
    collectAfterJob(heapBefore);
  }
}

async function reportProgress(db: DbClient, job: Job<unknown>, percent: number, phase?: string) {
  const progress = { progressPercent: Math.max(0, Math.min(100, Math.round(percent))), progressPhase: phase?.slice(0, 200) ?? null };
  // Jobs nobody started by hand have no row yet.
  await db.backgroundJob.upsert({ where: { id: job.id }, create: { id: job.id, name: job.name, ...progress }, update: progress });
}

/**
 * Notes the result file of a job that owns it, so the nightly cleanup removes the file with the
 * job. A file that cannot be noted is removed at once: the attempt fails and is retried.
 */
async function rememberResultFile(db: DbClient, job: Job<unknown>, result: unknown, storage: FileStorage) {
  const key = (result as { file?: { key?: unknown } } | null | undefined)?.file?.key;
  if (typeof key !== 'string') return;
  try {
    await db.backgroundJob.upsert({ where: { id: job.id }, create: { id: job.id, name: job.name, resultFileKey: key }, update: { resultFileKey: key } });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
