import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { createMailer, type Mailer } from '@trapline/mailer';
import { startEmailOutbox } from '../src/jobs/email-outbox-loop.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('e-mail outbox loop (real PostgreSQL LISTEN/NOTIFY, real SMTP)', () => {
  let url: string;
  let db: DbClient;
  let drop: () => Promise<void>;
  let server: SMTPServer;
  let mailer: Mailer;
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
  });
  afterAll(async () => {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.$disconnect();
    await drop();
  });

  /** Inserts a message and signals it as the API does, until it is sent (or 5 s pass). */
  async function queueAndNotify(subject: string): Promise<boolean> {
    const { id } = await db.emailMessage.create({ data: { to: 'ola@example.test', subject, html: '<p>x</p>', text: 'x' } });
    for (let waited = 0; waited < 5000; waited += 100) {
      await db.$executeRaw`SELECT pg_notify('email_outbox', '')`;
      await sleep(100);
      if ((await db.emailMessage.findUniqueOrThrow({ where: { id } })).status === 'SENT') return true;
    }
    return false;
  }

  it('delivers at once on NOTIFY email_outbox, long before the next poll, and not after stop', async () => {
    const outbox = startEmailOutbox({ db, mailer, databaseUrl: url, pollMs: 600_000, log: pino({ level: 'silent' }) });
    try {
      // Let the first pass at start go by: from here on only a notification can wake the loop.
      await sleep(1500);
      expect(await queueAndNotify('Woken by NOTIFY')).toBe(true);
      expect(received.map((mail) => mail.subject)).toContain('Woken by NOTIFY');
    } finally {
      await outbox.stop();
    }
    expect(await queueAndNotify('After stop')).toBe(false);
    expect((await db.emailMessage.findFirstOrThrow({ where: { subject: 'After stop' } })).status).toBe('PENDING');
  });
});
