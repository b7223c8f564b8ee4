// Runs e-mail delivery every poll interval, and at once when the API signals a new message
// with NOTIFY email_outbox. The LISTEN connection is only a shortcut: while it is down,
// polling goes on and the connection is retried.
import pg from 'pg';
import type { DbClient } from '@trapline/db/client';
import type { Mailer } from '@trapline/mailer';
import type { Logger } from 'pino';
import { deliverDueEmails } from './deliver-emails.ts';

export const OUTBOX_CHANNEL = 'email_outbox';
const RELISTEN_MS = 5000;

export interface EmailOutbox {
  /** Stops polling and listening and waits for the batch in progress. */
  stop(): Promise<void>;
}

export function startEmailOutbox(options: { db: DbClient; mailer: Mailer; databaseUrl: string; pollMs: number; log: Logger }): EmailOutbox {
  const { db, mailer, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let listener: pg.Client | undefined;

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = undefined));
  }

  async function drain() {
    try {
      do {
        again = false;
        const { sent, failed } = await deliverDueEmails(db, mailer);
        if (sent || failed) log.info({ sent, failed }, 'e-mail outbox');
        // A full or partial batch may have left more due messages behind.
        if (sent + failed > 0) again = true;
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'e-mail delivery failed');
    }
  }

  function listen() {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    listener = client;
    let lost = false;
    const relisten = (error?: unknown) => {
      if (lost || stopped) return;
      lost = true;
      log.warn({ err: error }, `outbox listener lost; polling goes on, listening again in ${RELISTEN_MS / 1000} s`);
      client.end().catch(() => {});
      setTimeout(listen, RELISTEN_MS).unref();
    };
    client.on('notification', () => tick());
    client.on('error', relisten);
    client.on('end', () => relisten());
    client
      .connect()
      .then(() => client.query(`LISTEN ${OUTBOX_CHANNEL}`))
      .then(() => {
        log.debug('listening for new e-mail');
        tick();
      }, relisten);
  }

  const timer = setInterval(tick, options.pollMs);
  listen();
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener?.end().catch(() => {});
      await running;
    },
  };
}
