import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { createMailer, type Mailer } from '@trapline/mailer';
import type * as DeliverEmails from '../src/jobs/deliver-emails.ts';
import { deliverDueEmails } from '../src/jobs/deliver-emails.ts';
import { OUTBOX_CHANNEL, startEmailOutbox } from '../src/jobs/email-outbox-loop.ts';

// Every pass of the loop is counted: a pass starts synchronously when the loop is woken, so the
// count tells whether the poll timer or a notification woke it, without waiting to see.
vi.mock('../src/jobs/deliver-emails.ts', async (importOriginal) => {
  const original = await importOriginal<typeof DeliverEmails>();
  return { ...original, deliverDueEmails: vi.fn(original.deliverDueEmails) };
});
const passes = vi.mocked(deliverDueEmails).mock;

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs` (only reached when the code is wrong). */
async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const POLL_MS = 60_000;

describe('e-mail outbox loop (real PostgreSQL LISTEN/NOTIFY, real SMTP, fake poll timer)', () => {
  let url: string;
  let db: DbClient;
  let drop: () => Promise<void>;
  let server: SMTPServer;
  let mailer: Mailer;
  /** A LISTEN email_outbox of the test's own: once it has a notification, the loop's listener had it too. */
  let sentinel: pg.Client;
  let notifications = 0;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    const database = await useTestDatabase();
    ({ url, drop } = database);
    db = createPrisma(url, { poolSize: 2 });
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => (received.push(mail), callback()), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    sentinel = new pg.Client({ connectionString: url, application_name: 'outbox-test-sentinel' });
    await sentinel.connect();
    sentinel.on('notification', () => notifications++);
    await sentinel.query(`LISTEN ${OUTBOX_CHANNEL}`);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sentinel?.end();
    await db.$disconnect();
    await drop();
  });

  const queue = async (subject: string) => (await db.emailMessage.create({ data: { to: 'ola@example.test', subject, html: '<p>x</p>', text: 'x' } })).id;
  const statusOf = async (id: number) => (await db.emailMessage.findUniqueOrThrow({ where: { id } })).status;
  const settled = () => passes.settledResults.every((result) => result.type !== 'incomplete');
  /** Signals the outbox as the API does, and waits until the notification has gone out to the listeners. */
  async function notify() {
    const before = notifications;
    await db.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`;
    await until(() => notifications > before, 'the notification');
  }
  /** Backends of the test database listening on the channel, other than the sentinel. */
  async function outboxListeners() {
    const [row] = await db.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE ${`LISTEN ${OUTBOX_CHANNEL}`} AND application_name <> 'outbox-test-sentinel'`;
    return row!.count;
  }

  it('delivers at once on NOTIFY email_outbox, long before the next poll, polls every pollMs, and does neither after stop', async () => {
    // Only the poll timer (setInterval) is fake. setTimeout stays real: the SMTP server waits
    // 100 ms on it before its greeting. Date stays real: the due time is compared with the database's now().
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const outbox = startEmailOutbox({ db, mailer, databaseUrl: url, pollMs: POLL_MS, log: pino({ level: 'silent' }) });
    try {
      // One pass at start and one once the listener is up (LISTEN done); from here on, with the
      // fake clock standing still, only a notification can wake the loop.
      await until(() => passes.calls.length >= 2 && settled(), 'the passes at start');
      expect(await outboxListeners()).toBe(1);
      const afterStart = passes.calls.length;

      const woken = await queue('Woken by NOTIFY');
      await vi.advanceTimersByTimeAsync(POLL_MS - 1);
      expect(passes.calls.length).toBe(afterStart);
      expect(await statusOf(woken)).toBe('PENDING');

      await notify();
      await until(async () => (await statusOf(woken)) === 'SENT', 'the notified message to be sent');
      expect(received.map((mail) => mail.subject)).toContain('Woken by NOTIFY');
      await until(settled, 'the woken passes to end');

      // Without a notification, the message waits for the poll: the timer's last millisecond sends it.
      const polled = await queue('Found by the poll');
      const beforePoll = passes.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(passes.calls.length).toBeGreaterThan(beforePoll);
      await until(async () => (await statusOf(polled)) === 'SENT', 'the polled message to be sent');
      await until(settled, 'the polled passes to end');
    } finally {
      await outbox.stop();
    }

    // Stopped: the listener's connection is closed, and neither a notification nor the poll timer starts a pass.
    await until(async () => (await outboxListeners()) === 0, 'the listener to disconnect');
    const stoppedAt = passes.calls.length;
    const late = await queue('After stop');
    await notify();
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(passes.calls.length).toBe(stoppedAt);
    expect(await statusOf(late)).toBe('PENDING');
    expect(received.map((mail) => mail.subject)).not.toContain('After stop');
  });
});
