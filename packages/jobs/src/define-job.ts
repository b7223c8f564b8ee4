// A job is a definition: a name (its pg-boss queue), a zod schema of its payload, and how it is
// retried and kept. Definitions live here, beside the client, because the API, the workers and
// the LoRa bridge all enqueue them and apps never import each other; the handler of each lives
// in apps/workers/src/jobs/<name>.handler.ts and is loaded only by the workers.
import { z } from 'zod';

export interface JobRetry {
  /** Retries after the first attempt; the job is failed, with its error, when they are used up. */
  limit: number;
  /** Delay before the first retry. */
  delaySeconds: number;
  /** Double the delay on every retry (with jitter), up to maxDelaySeconds. */
  backoff: boolean;
  maxDelaySeconds: number;
}

export interface JobDefinition<TPayload extends z.ZodType = z.ZodType> {
  /** kebab-case; the pg-boss queue of the job. */
  name: string;
  payload: TPayload;
  retry: JobRetry;
  /** The longest one attempt may run; after that it counts as failed (and is retried). */
  expireInSeconds: number;
  /**
   * A running job's worker confirms it is alive this often (half of it, in fact); a job whose
   * worker went silent this long (a crash, SIGKILL, a lost host) is retried by another worker.
   */
  heartbeatSeconds: number;
  /** How long a finished job, with its result or error, stays readable. */
  keepSeconds: number;
  /**
   * The file of the result (`{ file: { key } }`) belongs to the job: it is removed from the file
   * storage when the job is deleted. False where a record refers to the file (a report).
   */
  ownsResultFile: boolean;
  /** Cron schedule (five fields, or six with seconds first) run by the workers, in SCHEDULE_TIME_ZONE. */
  schedule?: { cron: string };
}

export type JobPayload<D extends JobDefinition> = z.output<D['payload']>;
export type JobPayloadInput<D extends JobDefinition> = z.input<D['payload']>;

export const JOB_DEFAULTS = {
  retry: { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 },
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
  keepSeconds: 7 * 24 * 3600,
} as const;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface DefineJobInput<TPayload extends z.ZodType> {
  name: string;
  payload: TPayload;
  retry?: Partial<JobRetry>;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
  keepSeconds?: number;
  ownsResultFile?: boolean;
}

export function defineJob<TPayload extends z.ZodType>(input: DefineJobInput<TPayload>): JobDefinition<TPayload> {
  if (!NAME.test(input.name)) throw new Error(`Job name "${input.name}" is not kebab-case.`);
  const heartbeatSeconds = input.heartbeatSeconds ?? JOB_DEFAULTS.heartbeatSeconds;
  // pg-boss's own floor: below it, a missed beat would not be told apart from a slow query.
  if (heartbeatSeconds < 10) throw new Error(`Job "${input.name}": heartbeatSeconds must be at least 10.`);
  return {
    name: input.name,
    payload: input.payload,
    retry: { ...JOB_DEFAULTS.retry, ...input.retry },
    expireInSeconds: input.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
    heartbeatSeconds,
    keepSeconds: input.keepSeconds ?? JOB_DEFAULTS.keepSeconds,
    ownsResultFile: input.ownsResultFile ?? false,
  };
}

/** The payload of every scheduled job: the tick it runs for (an ISO instant). */
export const ZScheduledPayload = z.object({ scheduledFor: z.iso.datetime({ offset: true }) });
export type ScheduledPayload = z.output<typeof ZScheduledPayload>;

/** A job the workers enqueue on a cron schedule, once per tick across every replica. */
export function defineScheduledJob(
  input: Omit<DefineJobInput<typeof ZScheduledPayload>, 'payload'> & { cron: string },
): JobDefinition<typeof ZScheduledPayload> & { schedule: { cron: string } } {
  const { cron, ...rest } = input;
  return { ...defineJob({ ...rest, payload: ZScheduledPayload }), schedule: { cron } };
}
