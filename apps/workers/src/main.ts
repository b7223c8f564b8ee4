import { createPrisma } from '@trapline/db/client';
import { createMailer } from '@trapline/mailer';
import pino from 'pino';
import { readConfig } from './env.ts';
import { startEmailOutbox } from './jobs/email-outbox-loop.ts';

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
const db = createPrisma(config.DATABASE_URL, { poolSize: 4 });
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.mailDir });

const outbox = startEmailOutbox({ db, mailer, databaseUrl: config.DATABASE_URL, pollMs: config.EMAIL_POLL_MS, log });
log.info({ mail: mailer.destination }, 'workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'workers stopping');
  await outbox.stop();
  mailer.close();
  await db.$disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
