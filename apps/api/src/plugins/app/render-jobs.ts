import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { DbClient } from '@trapline/db/client';
import { JOB_SCHEMA } from '@trapline/db/job-schema';
import type { JobDefinition, JobPayloadInput } from '@trapline/jobs/define-job';
import { inspectionReport } from '@trapline/jobs/definitions/inspection-report';
import { interventionProtocol } from '@trapline/jobs/definitions/intervention-protocol';
import { placeReport } from '@trapline/jobs/definitions/place-report';
import { planExport } from '@trapline/jobs/definitions/plan-export';
import { qrBatchPdf } from '@trapline/jobs/definitions/qr-batch-pdf';
import { statisticsExport } from '@trapline/jobs/definitions/statistics-export';
import type { JobClient, JobSnapshot, JobTransaction } from '@trapline/jobs/job-client';
import { AppError } from '../../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renders: RenderJobs;
  }
}

export interface RenderLimits {
  /** Render jobs one user may have unfinished (queued or running) at once. */
  perUser: number;
  /** Render jobs of every user unfinished at once. */
  total: number;
  /** How long a request waits for its render before answering with the job (0: never). */
  waitMs: number;
}

/** The jobs that render for a user, bounded together. */
export const RENDER_JOBS: readonly JobDefinition[] = [planExport, inspectionReport, qrBatchPdf, interventionProtocol, placeReport, statisticsExport];

/** Seconds a refused caller is told to wait (Retry-After): about one render. */
const RETRY_AFTER_SECONDS = 5;

/** Serialises the check "is one running, how many are there" with the enqueue, across API replicas. */
const RENDER_LOCK = 0x7261_6e64; // 'rand'

const UNFINISHED = `('created', 'retry', 'active')`;

export interface StartedRender<P> {
  jobId: string;
  /** An unfinished job of the same user doing the same was found and is answered instead. */
  shared: boolean;
  /** The payload of the job (the found one's, when shared). */
  payload: P;
}

/**
 * Renders (inspection PDF reports, plan PDF/JPG exports) are jobs run by the workers, never
 * drawn on the API's event loop. `start` enqueues one for a user, in one transaction with the
 * change it follows, unless that user already has an unfinished job with the same key (then it
 * answers that one), and refuses with 429 `reports/too_many_requests` beyond `perUser`
 * unfinished renders of the user or `total` of everyone. `wait` follows a job for a short while
 * with timers (the API's loop stays free) so a quick render can be answered in the request.
 */
export class RenderJobs {
  constructor(
    private readonly db: DbClient,
    private readonly jobs: JobClient,
    readonly limits: RenderLimits,
  ) {}

  start<D extends JobDefinition>(request: {
    definition: D;
    /** What decides the result (e.g. `map:12:pdf:en`); one user's unfinished job with it is shared. */
    key: string;
    startedBy: { userId: number; companyId: number };
    /** Writes the change the render follows (e.g. the report row) and answers the job's payload. */
    prepare: (tx: JobTransaction) => Promise<JobPayloadInput<D>>;
  }): Promise<StartedRender<JobPayloadInput<D>>> {
    const { definition, key, startedBy } = request;
    return this.db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT pg_advisory_xact_lock($1::bigint)::text', RENDER_LOCK);
      const [same] = await tx.$queryRawUnsafe<Array<{ id: string; data: JobPayloadInput<D> }>>(
        `SELECT j.id::text AS id, j.data FROM ${JOB_SCHEMA}.job j JOIN background_jobs b ON b.id = j.id
         WHERE j.name = $1 AND j.singleton_key = $2 AND b."userId" = $3 AND j.state IN ${UNFINISHED}
         ORDER BY j.created_on DESC LIMIT 1`,
        definition.name,
        key,
        startedBy.userId,
      );
      if (same) return { jobId: same.id, shared: true, payload: same.data };
      const [counts] = await tx.$queryRawUnsafe<Array<{ mine: number; total: number }>>(
        `SELECT count(*) FILTER (WHERE b."userId" = $2)::int AS mine, count(*)::int AS total
         FROM ${JOB_SCHEMA}.job j LEFT JOIN background_jobs b ON b.id = j.id
         WHERE j.name = ANY($1::text[]) AND j.state IN ${UNFINISHED}`,
        RENDER_JOBS.map((job) => job.name),
        startedBy.userId,
      );
      if ((counts?.mine ?? 0) >= this.limits.perUser || (counts?.total ?? 0) >= this.limits.total) {
        throw new AppError('reports/too_many_requests', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          details: { retryAfterSeconds: RETRY_AFTER_SECONDS },
        });
      }
      const payload = await request.prepare(tx);
      const jobId = await this.jobs.enqueue(definition, payload, { tx, startedBy, singletonKey: key });
      if (!jobId) throw new Error(`job ${definition.name} was not created`);
      return { jobId, shared: false, payload };
    });
  }

  /**
   * The job once it has completed or failed, or as it is when `waitMs` (default: the configured
   * wait) has passed. Asks the database every 50 ms at first, then every 250 ms.
   */
  async wait(name: string, jobId: string, waitMs = this.limits.waitMs): Promise<JobSnapshot | null> {
    const deadline = Date.now() + waitMs;
    let pause = 50;
    for (;;) {
      const job = await this.jobs.find(name, jobId);
      if (!job || job.state === 'completed' || job.state === 'failed' || Date.now() + pause > deadline) return job;
      await sleep(pause);
      pause = Math.min(250, pause * 2);
    }
  }
}

export default fp<{ limits: RenderLimits }>(
  async (app, opts) => {
    app.decorate('renders', new RenderJobs(app.db, app.jobs, opts.limits));
  },
  { name: 'render-jobs', dependencies: ['prisma', 'jobs'] },
);
