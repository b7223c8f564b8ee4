// Runs jobs on cron schedules (croner). A run that is still going when the next is due makes
// that next run be skipped, and a failing run is logged without ending the schedule.
import { Cron } from 'croner';
import type { Logger } from 'pino';

export interface ScheduledJob {
  /** Shown in logs. */
  name: string;
  /** Cron expression: five fields (minute precision) or six (seconds first). */
  schedule: string;
  /** IANA time zone the schedule is read in; UTC when left out. */
  timezone?: string;
  run(): Promise<void>;
}

export interface Scheduler {
  /** Stops the schedules and waits for runs in progress. */
  stop(): Promise<void>;
}

export function startScheduler(jobs: readonly ScheduledJob[], log: Logger): Scheduler {
  const inProgress = new Set<Promise<void>>();
  const crons = jobs.map(
    (job) =>
      new Cron(
        job.schedule,
        {
          timezone: job.timezone ?? 'UTC',
          protect: () => log.warn({ job: job.name }, 'scheduled job still running; this run skipped'),
        },
        async () => {
          const started = Date.now();
          const run = job.run().then(
            () => log.info({ job: job.name, ms: Date.now() - started }, 'scheduled job done'),
            (error: unknown) => log.error({ job: job.name, err: error }, 'scheduled job failed'),
          );
          inProgress.add(run);
          await run;
          inProgress.delete(run);
        },
      ),
  );
  for (const [index, cron] of crons.entries()) log.info({ job: jobs[index]!.name, next: cron.nextRun()?.toISOString() }, 'job scheduled');

  return {
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.all(inProgress);
    },
  };
}
