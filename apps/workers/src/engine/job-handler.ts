// What a job handler receives and how the workers find it: every job is a definition (in
// @trapline/jobs, since the API and the LoRa bridge enqueue them too) paired here with a handler
// module that is imported only when the first such job runs.
import type { DbClient } from '@trapline/db/client';
import type { JobDefinition, JobPayload } from '@trapline/jobs/define-job';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { Logger } from 'pino';

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the job expires or the workers stop. */
  signal: AbortSignal;
  db: DbClient;
  /** The API's file storage: what a job produces for download goes here. */
  storage: FileStorage;
  log: Logger;
  /**
   * Progress for whoever follows the job (GET /api/jobs/{id}): a percent (0 to 100) and what is
   * being done, e.g. "rendering page 3 of 12".
   */
  reportProgress(percent: number, phase?: string): Promise<void>;
}

/**
 * Runs one job. What it answers (an object) is the job's result, kept with the job; a result
 * with `file: { key, name }` names a stored file the API offers for download. Throwing fails
 * the attempt: it is retried as the definition says, and failed with the error at the end.
 */
export type JobHandler<D extends JobDefinition> = (payload: JobPayload<D>, context: JobContext) => Promise<Record<string, unknown> | void>;

export interface WorkerJob {
  definition: JobDefinition;
  /** Jobs of this name run at once in one process, instead of the workers' JOB_CONCURRENCY (renders: RENDER_CONCURRENCY). */
  concurrency?: number;
  load(): Promise<JobHandler<JobDefinition>>;
}

/** Pairs a definition with its lazily imported handler module (`export default` the handler). */
export function workerJob<D extends JobDefinition>(
  definition: D,
  importHandler: () => Promise<{ default: JobHandler<D> }>,
  options: { concurrency?: number } = {},
): WorkerJob {
  let loaded: Promise<JobHandler<JobDefinition>> | undefined;
  return {
    definition,
    ...options,
    load: () => (loaded ??= importHandler().then((module) => module.default as JobHandler<JobDefinition>)),
  };
}
