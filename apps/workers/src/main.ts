// The workers: e-mail delivery from the outbox table, and the scheduled jobs.
import { createPrisma } from '@trapline/db/client';
import { createMailer } from '@trapline/mailer';
import pino from 'pino';
import { scheduledJobs } from './cron/jobs.ts';
import { startScheduler } from './cron/scheduler.ts';
import { readConfig } from './env.ts';
import { startEmailOutbox } from './jobs/email-outbox-loop.ts';

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
const db = createPrisma(config.DATABASE_URL, { poolSize: 4 });
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailDir });

const outbox = startEmailOutbox({ db, mailer, databaseUrl: config.DATABASE_URL, pollMs: config.EMAIL_POLL_MS, log });
const scheduler = startScheduler(scheduledJobs, log);
log.info({ mail: mailer.destination, scheduledJobs: scheduledJobs.length }, 'workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'workers stopping');
  // Work in progress gets a while to finish; after that the process ends anyway.
  setTimeout(() => {
    log.error('work in progress did not finish within 30 s; exiting');
    process.exit(1);
  }, 30_000).unref();
  await Promise.all([outbox.stop(), scheduler.stop()]);
  mailer.close();
  await db.$disconnect();
  log.info('workers stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
