// The one way into the job engine (pg-boss, on our PostgreSQL, in its own schema). The API, the
// workers and the LoRa bridge each make one client; enqueue() validates the payload with the
// definition's schema and, given a Prisma interactive transaction, writes the job in it, so a
// job that follows a change exists exactly when the change does.
import { fromPrisma, PgBoss, type ConstructorOptions, type JobWithMetadata, type SendOptions } from 'pg-boss';
import type { DbClient, Prisma } from '@trapline/db/client';
import { JOB_SCHEMA } from '@trapline/db/job-schema';
import type { JobDefinition, JobPayloadInput } from './define-job.ts';

export type JobTransaction = Prisma.TransactionClient;

export interface EnqueueOptions {
  /** A Prisma interactive transaction: the job commits, or vanishes, with it. */
  tx?: JobTransaction;
  /**
   * Who started the job, so they can follow it (GET /api/jobs/{id}): a background_jobs row is
   * written in the same transaction as the job.
   */
  startedBy?: { userId: number; companyId: number };
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** A job id of one's own; a second job with the same id is not created (enqueue answers null). */
  id?: string;
  /**
   * Names what the job does (e.g. the plan, format and language of an export), so that a caller
   * can find an unfinished job doing the same instead of starting another (the API's render jobs).
   */
  singletonKey?: string;
}

/** A job as a reader sees it; `queued` covers waiting for the first attempt and for a retry. */
export type JobState = 'queued' | 'active' | 'completed' | 'failed';

export interface JobSnapshot {
  id: string;
  name: string;
  state: JobState;
  /** Retries so far. */
  retryCount: number;
  /** The handler's result once completed (an object), else null. */
  result: Record<string, unknown> | null;
  /** The last error's message once failed, else null. */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** A job as the background jobs screen lists it: the job, who started it and its progress. */
export interface ListedJob extends Omit<JobSnapshot, 'result'> {
  /** Who started it (enqueue's startedBy); null for scheduled and system jobs. */
  startedBy: { userId: number | null; companyId: number | null } | null;
  progressPercent: number | null;
  progressPhase: string | null;
}

export interface JobListFilter {
  state?: JobState;
  /** Only this job. */
  id?: string;
  /** Only jobs started in these companies ('all': every job, those nobody started included). */
  companyIds: number[] | 'all';
  offset: number;
  limit: number;
}

/** What retry() did: ran it again, or found no such job, or one that has not failed. */
export type RetryOutcome = { outcome: 'retried'; name: string } | { outcome: 'not_found' } | { outcome: 'not_failed'; state: JobState };

export interface JobClientOptions {
  databaseUrl: string;
  /** Prisma, for the background_jobs rows of enqueue's startedBy. */
  db: DbClient;
  /** Names the process in pg-boss's instance registry and in pg_stat_activity. */
  instanceName: string;
  /** pg-boss's own connections (default 3). */
  poolSize?: number;
  /**
   * Set by the workers: supervise (expire, retry and clean up jobs; advisory locks keep replicas
   * from doing it twice) and listen for new jobs (LISTEN/NOTIFY) instead of waiting for a poll.
   */
  worker?: { superviseIntervalSeconds?: number; monitorIntervalSeconds?: number; maintenanceIntervalSeconds?: number };
  onError?: (error: Error) => void;
  onWarning?: (warning: { message: string; data: object }) => void;
}

export interface JobClient {
  /** pg-boss itself, started; for the workers' runtime. */
  boss(): Promise<PgBoss>;
  enqueue<D extends JobDefinition>(definition: D, payload: JobPayloadInput<D>, options?: EnqueueOptions): Promise<string | null>;
  /** The job, or null when there is none (never was, or deleted after keepSeconds). */
  find(name: string, id: string): Promise<JobSnapshot | null>;
  /** Jobs of every queue, newest first, with the number matching the filter. */
  list(filter: JobListFilter): Promise<{ jobs: ListedJob[]; count: number }>;
  /**
   * Runs a failed job once more (one attempt; its own retries were used up), waking an idle
   * worker at once, and forgets the failed attempt's progress. With `tx`, in that transaction.
   */
  retry(id: string, options?: { tx?: JobTransaction }): Promise<RetryOutcome>;
  /** Makes sure the job's queue exists with the definition's settings (once per process and name). */
  ensureQueue(definition: JobDefinition, options?: { update?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** The queue and per-job settings that follow from a definition. */
export function queueOptionsOf(definition: JobDefinition) {
  return {
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    // pg-boss takes a maximum only with backoff.
    ...(definition.retry.backoff ? { retryDelayMax: definition.retry.maxDelaySeconds } : {}),
    expireInSeconds: definition.expireInSeconds,
    heartbeatSeconds: definition.heartbeatSeconds,
    deleteAfterSeconds: definition.keepSeconds,
    notify: true,
  };
}

export function createJobClient(options: JobClientOptions): JobClient {
  const config: ConstructorOptions = {
    connectionString: options.databaseUrl,
    schema: JOB_SCHEMA,
    max: options.poolSize ?? 3,
    instanceName: options.instanceName,
    // The schema is created and upgraded with the migrations (@trapline/db/job-schema); a process
    // meeting an older schema refuses to start rather than run against it.
    migrate: false,
    // Schedules are the workers' own (apps/workers/src/schedules.ts), at one-second resolution.
    schedule: false,
    supervise: !!options.worker,
    useListenNotify: !!options.worker,
    ...(options.worker?.superviseIntervalSeconds ? { superviseIntervalSeconds: options.worker.superviseIntervalSeconds } : {}),
    ...(options.worker?.monitorIntervalSeconds ? { monitorIntervalSeconds: options.worker.monitorIntervalSeconds } : {}),
    ...(options.worker?.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.worker.maintenanceIntervalSeconds } : {}),
  };
  const boss = new PgBoss(config);
  boss.on('error', (error) => options.onError?.(error));
  boss.on('warning', (warning) => options.onWarning?.(warning));

  // Started on first use, so a process (or a test's app) that never touches jobs opens nothing.
  let started: Promise<PgBoss> | undefined;
  let stopped = false;
  const started_ = () => {
    if (stopped) throw new Error('The job client is stopped.');
    started ??= boss.start({ attempts: 5 }).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  const queues = new Map<string, Promise<void>>();
  async function ensureQueue(definition: JobDefinition, { update = false } = {}) {
    let ready = queues.get(definition.name);
    if (!ready || update) {
      ready = (async () => {
        const started = await started_();
        const settings = queueOptionsOf(definition);
        // Idempotent: a second process creating the same queue changes nothing.
        await started.createQueue(definition.name, settings);
        if (update) await started.updateQueue(definition.name, settings);
      })();
      ready.catch(() => queues.delete(definition.name));
      queues.set(definition.name, ready);
    }
    await ready;
  }

  async function send(definition: JobDefinition, data: object, sendOptions: SendOptions, tx: JobTransaction, startedBy: EnqueueOptions['startedBy']) {
    const started = await started_();
    const id = await started.send(definition.name, data, { ...sendOptions, db: fromPrisma(tx) });
    if (id && startedBy) await tx.backgroundJob.create({ data: { id, name: definition.name, userId: startedBy.userId, companyId: startedBy.companyId } });
    return id;
  }

  return {
    boss: started_,
    ensureQueue,

    async enqueue(definition, payload, enqueueOptions = {}) {
      const data = definition.payload.parse(payload) as object;
      await ensureQueue(definition);
      const { tx, startedBy, startAfter, id, singletonKey } = enqueueOptions;
      const sendOptions: SendOptions = {
        ...queueOptionsOf(definition),
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(id ? { id } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      };
      if (tx) return send(definition, data, sendOptions, tx, startedBy);
      if (startedBy) return options.db.$transaction((own) => send(definition, data, sendOptions, own, startedBy));
      return (await started_()).send(definition.name, data, sendOptions);
    },

    async find(name, id) {
      const started = await started_();
      let jobs: JobWithMetadata<unknown>[];
      try {
        jobs = await started.findJobs(name, { id });
      } catch (error) {
        if (isQueueNotFound(error)) return null;
        throw error;
      }
      const job = jobs[0];
      return job ? snapshotOf(job) : null;
    },

    async list(filter) {
      const states = filter.state ? PGBOSS_STATES[filter.state] : null;
      const companyIds = filter.companyIds === 'all' ? null : filter.companyIds;
      // pg-boss's job table (partitioned by queue) holds every job until its keepSeconds pass.
      const where = `
        FROM ${JOB_SCHEMA}.job j LEFT JOIN background_jobs b ON b.id = j.id
        WHERE ($1::text[] IS NULL OR j.state::text = ANY($1::text[]))
          AND ($2::int[] IS NULL OR b."companyId" = ANY($2::int[]))
          AND ($3::uuid IS NULL OR j.id = $3::uuid)`;
      const params = [states, companyIds, filter.id ?? null] as const;
      const [rows, [counted]] = await Promise.all([
        options.db.$queryRawUnsafe<ListedRow[]>(
          `SELECT j.id::text, j.name, j.state::text AS state, j.retry_count AS "retryCount",
                  CASE WHEN j.state IN ('failed', 'cancelled') THEN j.output END AS output,
                  j.created_on AS "createdAt", j.started_on AS "startedAt", j.completed_on AS "completedAt",
                  b.id IS NOT NULL AS owned, b."userId", b."companyId", b."progressPercent", b."progressPhase"
           ${where}
           ORDER BY j.created_on DESC, j.id
           LIMIT $4 OFFSET $5`,
          ...params,
          filter.limit,
          filter.offset,
        ),
        options.db.$queryRawUnsafe<[{ count: number }]>(`SELECT count(*)::int AS count ${where}`, ...params),
      ]);
      return { jobs: rows.map(listedJobOf), count: counted?.count ?? 0 };
    },

    async retry(id, { tx } = {}) {
      const run = async (db: JobTransaction): Promise<RetryOutcome> => {
        const [job] = await db.$queryRawUnsafe<Array<{ name: string; state: PgBossState }>>(
          `SELECT name, state::text AS state FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid FOR UPDATE`,
          id,
        );
        if (!job) return { outcome: 'not_found' };
        if (job.state !== 'failed' && job.state !== 'cancelled') return { outcome: 'not_failed', state: STATES[job.state] };
        const started = await started_();
        const connection = { db: fromPrisma(db) };
        // retry() gives a failed job one more attempt; resume() brings back a cancelled one.
        await (job.state === 'failed' ? started.retry(job.name, id, connection) : started.resume(job.name, id, connection));
        // Nothing announces a retried job to idle workers (they would find it at their next
        // poll); an edit that makes it due now does, with the queue's NOTIFY.
        await started.update(job.name, undefined, { id, startAfter: 0, ...connection });
        await db.backgroundJob.updateMany({ where: { id }, data: { progressPercent: null, progressPhase: null } });
        return { outcome: 'retried', name: job.name };
      };
      return tx ? run(tx) : options.db.$transaction(run);
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      // Workers stop their handlers first (see the workers' runtime); here the pool closes.
      if (started)
        await started.then(
          () => boss.stop({ graceful: true, timeout: 30_000 }),
          () => {},
        );
    },
  };
}

function isQueueNotFound(error: unknown): boolean {
  return error instanceof Error && /Queue .* does not exist/.test(error.message);
}

type PgBossState = JobWithMetadata['state'];

const STATES: Record<PgBossState, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

/** pg-boss stores a thrown error as { name, message, stack }, and its own timeouts as { value: { message } }. */
export function errorMessageOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const record = output as { message?: unknown; value?: { message?: unknown } };
  if (typeof record.message === 'string') return record.message;
  if (typeof record.value?.message === 'string') return record.value.message;
  return null;
}

/** Why a failed (or cancelled) job ended; null for any other. */
function failureOf(state: PgBossState, output: unknown): string | null {
  if (state !== 'failed' && state !== 'cancelled') return null;
  return errorMessageOf(output) ?? state;
}

function snapshotOf(job: JobWithMetadata<unknown>): JobSnapshot {
  const state = STATES[job.state];
  const output = job.output && typeof job.output === 'object' ? (job.output as Record<string, unknown>) : null;
  return {
    id: job.id,
    name: job.name,
    state,
    retryCount: job.retryCount,
    result: state === 'completed' ? output : null,
    error: failureOf(job.state, output),
    createdAt: job.createdOn,
    startedAt: job.startedOn ?? null,
    completedAt: job.completedOn ?? null,
  };
}

/** The pg-boss states each of ours stands for. */
const PGBOSS_STATES: Record<JobState, PgBossState[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  completed: ['completed'],
  failed: ['failed', 'cancelled'],
};

interface ListedRow {
  id: string;
  name: string;
  state: PgBossState;
  retryCount: number;
  output: unknown;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  owned: boolean;
  userId: number | null;
  companyId: number | null;
  progressPercent: number | null;
  progressPhase: string | null;
}

function listedJobOf(row: ListedRow): ListedJob {
  const state = STATES[row.state];
  return {
    id: row.id,
    name: row.name,
    state,
    retryCount: row.retryCount,
    error: failureOf(row.state, row.output),
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    startedBy: row.owned && (row.userId !== null || row.companyId !== null) ? { userId: row.userId, companyId: row.companyId } : null,
    progressPercent: row.progressPercent,
    progressPhase: row.progressPhase,
  };
}
