// The workers: e-mail delivery from the outbox table, the background jobs and their schedules.
// main.ts runs this with the registered jobs; the tests run it in child processes with jobs of their own.
import { createPrisma } from '@trapline/db/client';
import { createJobClient } from '@trapline/jobs/job-client';
import { createMailer } from '@trapline/mailer';
import { setNotificationWebUrl } from '@trapline/notifications/notify';
import type { Logger } from 'pino';
import type { WorkerJob } from './engine/job-handler.ts';
import { startJobRunner } from './engine/run-jobs.ts';
import { startSchedules } from './engine/schedules.ts';
import type { WorkersConfig } from './env.ts';
import { startEmailOutbox } from './jobs/email-outbox-loop.ts';
import { jobSettings } from './jobs/job-settings.ts';
import { storageFor } from './storage.ts';

export interface Workers {
  /** Stops taking work, waits for what is running (pg-boss gives handlers 30 s), and closes connections. */
  stop(): Promise<void>;
}

export async function startWorkers(config: WorkersConfig, log: Logger, registry: readonly WorkerJob[]): Promise<Workers> {
  setNotificationWebUrl(config.PUBLIC_WEB_URL);
  Object.assign(jobSettings, { webUrl: config.PUBLIC_WEB_URL, timeZone: config.SCHEDULE_TIME_ZONE });
  const db = createPrisma(config.DATABASE_URL, { poolSize: 4 });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailDir });
  const outbox = startEmailOutbox({ db, mailer, databaseUrl: config.DATABASE_URL, pollMs: config.EMAIL_POLL_MS, log });
  const jobs = createJobClient({
    databaseUrl: config.DATABASE_URL,
    db,
    instanceName: 'workers',
    poolSize: 5,
    worker: { superviseIntervalSeconds: config.JOB_SUPERVISE_SECONDS, monitorIntervalSeconds: config.JOB_SUPERVISE_SECONDS },
    onError: (error) => log.error({ err: error }, 'job engine error'),
    onWarning: (warning) => log.warn(warning.data, warning.message),
  });
  await startJobRunner({
    jobs,
    db,
    storage: storageFor(config),
    registry,
    log,
    concurrency: config.JOB_CONCURRENCY,
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    progressPauseMs: config.JOB_PROGRESS_PAUSE_MS,
  });
  const schedules = await startSchedules({ db, jobs, definitions: registry.map((entry) => entry.definition), timeZone: config.SCHEDULE_TIME_ZONE, log });
  log.info({ mail: mailer.destination }, 'workers started');

  return {
    async stop() {
      await schedules.stop();
      await Promise.all([outbox.stop(), jobs.stop()]);
      mailer.close();
      await db.$disconnect();
    },
  };
}
