// Runs e-mail delivery every poll interval, and at once when the API signals a new message
// with NOTIFY email_outbox. The LISTEN connection is only a shortcut: while it is down,
// polling goes on and the connection is retried.
import type { DbClient } from '@trapline/db/client';
import { listenForNotifications } from '@trapline/db/listen';
import type { Mailer } from '@trapline/mailer';
import type { Logger } from 'pino';
import { deliverDueEmails } from './deliver-emails.ts';

export const OUTBOX_CHANNEL = 'email_outbox';

export interface EmailOutbox {
  /** Stops polling and listening and waits for the batch in progress. */
  stop(): Promise<void>;
}

export function startEmailOutbox(options: { db: DbClient; mailer: Mailer; databaseUrl: string; pollMs: number; log: Logger }): EmailOutbox {
  const { db, mailer, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

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

  const timer = setInterval(tick, options.pollMs);
  const listener = listenForNotifications({ databaseUrl: options.databaseUrl, channel: OUTBOX_CHANNEL, what: 'outbox listener', log, onNotify: tick });
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.stop();
      await running;
    },
  };
}
