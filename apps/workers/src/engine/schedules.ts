// Cron schedules, run by every worker replica and enqueued exactly once per tick. Each schedule
// has a row in job_schedules with the last tick enqueued; a replica whose timer fires locks that
// row (FOR UPDATE), enqueues the ticks due since, and moves it on, in one transaction. A replica
// waiting on the lock finds nothing left to do. Each tick's job also has an id derived from the
// schedule and the tick, so it could not be inserted twice even past the lock.
//
// pg-boss's own schedule() is not used: it files occurrences in 60-second slots, so schedules
// finer than a minute collapse into one job a minute.
import { createHash } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { DbClient } from '@trapline/db/client';
import type { JobDefinition } from '@trapline/jobs/define-job';
import type { JobClient } from '@trapline/jobs/job-client';
import type { Logger } from 'pino';

/** Ticks missed while no worker ran are enqueued late, at most this many per schedule, … */
export const MAX_CATCH_UP_TICKS = 10;
/** … and none older than this. */
export const CATCH_UP_WINDOW_MS = 24 * 3600 * 1000;
/** A timer never sleeps longer than this, so a changed clock is noticed. */
const MAX_SLEEP_MS = 60_000;

export interface Schedules {
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  db: DbClient;
  jobs: JobClient;
  /** The scheduled jobs (those whose definition has a `schedule`). */
  definitions: readonly JobDefinition[];
  /** IANA time zone the cron expressions are read in. */
  timeZone: string;
  log: Logger;
}

export async function startSchedules(options: ScheduleOptions): Promise<Schedules> {
  const { db, jobs, timeZone, log } = options;
  const scheduled = options.definitions.filter((definition) => definition.schedule);
  for (const definition of scheduled) {
    // Fails here, at start, for a bad expression rather than at its first tick.
    nextTick(definition.schedule!.cron, timeZone, new Date());
    await jobs.ensureQueue(definition);
    // A new schedule starts from now: ticks from before it existed are not run.
    await db.$executeRaw`
      INSERT INTO job_schedules (name, cron, "timeZone", "lastTick", "updatedAt")
      VALUES (${definition.name}, ${definition.schedule!.cron}, ${timeZone}, now(), now())
      ON CONFLICT (name) DO UPDATE SET cron = EXCLUDED.cron, "timeZone" = EXCLUDED."timeZone", "updatedAt" = now()
      WHERE job_schedules.cron IS DISTINCT FROM EXCLUDED.cron OR job_schedules."timeZone" IS DISTINCT FROM EXCLUDED."timeZone"`;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function pass() {
    const now = new Date();
    for (const definition of scheduled) {
      if (stopped) return;
      try {
        const ticks = await enqueueDueTicks(db, jobs, definition, timeZone, now);
        if (ticks.length) log.debug({ job: definition.name, ticks: ticks.map((tick) => tick.toISOString()) }, 'scheduled job enqueued');
      } catch (error) {
        // The row keeps its last tick, so the next pass enqueues what this one could not.
        log.error({ err: error, job: definition.name }, 'could not enqueue a scheduled job');
      }
    }
  }

  function arm() {
    if (stopped || !scheduled.length) return;
    const now = Date.now();
    const next = Math.min(...scheduled.map((definition) => nextTick(definition.schedule!.cron, timeZone, new Date(now)).getTime()));
    // A few milliseconds past the tick, so it is due when the pass reads the clock.
    timer = setTimeout(run, Math.min(Math.max(next - now, 0) + 5, MAX_SLEEP_MS));
  }

  function run() {
    running = pass().finally(() => {
      running = undefined;
      arm();
    });
  }

  run();
  if (scheduled.length)
    log.info({ schedules: scheduled.map((definition) => `${definition.name} (${definition.schedule!.cron})`), timeZone }, 'schedules started');

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Enqueues the schedule's ticks due by `now` that no replica has enqueued yet; answers them. */
export async function enqueueDueTicks(db: DbClient, jobs: JobClient, definition: JobDefinition, timeZone: string, now: Date): Promise<Date[]> {
  const cron = definition.schedule!.cron;
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Array<{ lastTick: Date }>>`SELECT "lastTick" FROM job_schedules WHERE name = ${definition.name} FOR UPDATE`;
    if (!row) return [];
    const ticks = dueTicks(cron, timeZone, row.lastTick, now);
    if (!ticks.length) return [];
    for (const tick of ticks) {
      await jobs.enqueue(definition, { scheduledFor: tick.toISOString() }, { tx, id: tickJobId(definition.name, tick) });
    }
    await tx.jobSchedule.update({ where: { name: definition.name }, data: { lastTick: ticks.at(-1)! } });
    return ticks;
  });
}

/** The ticks after `after` up to and including `now`: the latest MAX_CATCH_UP_TICKS within CATCH_UP_WINDOW_MS. */
export function dueTicks(cron: string, timeZone: string, after: Date, now: Date): Date[] {
  const floor = Math.max(after.getTime(), now.getTime() - CATCH_UP_WINDOW_MS);
  // Walked backwards from now, so a long gap costs at most MAX_CATCH_UP_TICKS steps.
  const expression = CronExpressionParser.parse(cron, { tz: timeZone, currentDate: new Date(now.getTime() + 1) });
  const ticks: Date[] = [];
  while (ticks.length < MAX_CATCH_UP_TICKS) {
    const tick = expression.prev().toDate();
    if (tick.getTime() <= floor) break;
    ticks.unshift(tick);
  }
  return ticks;
}

export function nextTick(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: after }).next().toDate();
}

/** The job id of one tick: the same on every replica (a UUID made of a SHA-256 of name and tick). */
export function tickJobId(name: string, tick: Date): string {
  const hex = createHash('sha256').update(`${name}\n${tick.toISOString()}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // version 8: custom
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
