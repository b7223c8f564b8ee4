// Runs e-mail delivery every poll interval, and at once when the API signals a new message
// with NOTIFY email_outbox.
import pg from 'pg';
import type { DbClient } from '@trapline/db/client';
import type { Mailer } from '@trapline/mailer';
import type { Logger } from 'pino';
import { deliverDueEmails } from './deliver-emails.ts';

export function startEmailOutbox(options: { db: DbClient; mailer: Mailer; databaseUrl: string; pollMs: number; log: Logger }) {
  const { db, mailer, log } = options;
  let running = false;
  let again = false;
  let stopped = false;

  async function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const { sent, failed } = await deliverDueEmails(db, mailer);
        if (sent || failed) log.info({ sent, failed }, 'e-mail outbox');
        if (sent + failed > 0) again = true;
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, 'e-mail delivery failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void tick(), options.pollMs);
  const listener = new pg.Client({ connectionString: options.databaseUrl });
  listener.on('notification', () => void tick());
  listener.on('error', (error) => log.warn({ err: error }, 'outbox listener lost; polling continues'));
  listener.connect().then(
    () => listener.query('LISTEN email_outbox'),
    (error: unknown) => log.warn({ err: error }, 'outbox listener unavailable; polling only'),
  );
  void tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listener.end().catch(() => {});
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
