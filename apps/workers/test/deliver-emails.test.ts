import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { createMailer } from '@trapline/mailer';
import { deliverDueEmails, MAX_ATTEMPTS } from '../src/jobs/deliver-emails.ts';

describe('e-mail outbox delivery (real PostgreSQL, real SMTP)', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let server: SMTPServer;
  let port: number;
  const received: ParsedMail[] = [];
  let refuse = false;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 2 });
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refuse ? new Error('mailbox unavailable') : undefined);
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => (received.push(mail), callback()), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.$disconnect();
    await drop();
  });

  it('sends a pending message and marks it sent', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    const row = await db.emailMessage.create({ data: { to: 'ola@example.test', subject: 'Reset', html: '<p>link</p>', text: 'link' } });
    const result = await deliverDueEmails(db, mailer);
    mailer.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(received.map((m) => m.subject)).toContain('Reset');
    const after = await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe('SENT');
    expect(after.sentAt).not.toBeNull();
    expect(await deliverDueEmails(db, createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@y.z', outboxDir: '/x' }))).toEqual({ sent: 0, failed: 0 });
  });

  it('puts in the product name and the sender of the product settings as they are when sending', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    const text = { subject: '{{product}}: welcome', html: '<p>Your {{product}} account</p>', text: 'Your {{product}} account' };
    try {
      await db.emailMessage.create({ data: { to: 'first@example.test', ...text } });
      expect(await deliverDueEmails(db, mailer)).toEqual({ sent: 1, failed: 0 });
      const first = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'first@example.test');
      expect([first?.subject, first?.text?.trim(), first?.from?.text]).toEqual([
        'Trapline: welcome',
        'Your Trapline account',
        '"Trapline" <no-reply@trapline.test>',
      ]);

      // Changed by the super admin: the next message goes out under the new name, from the new sender.
      await db.productSettings.create({ data: { id: 1, productName: 'Pest & Co', mailFrom: 'Pest & Co <biuro@pest.example.test>' } });
      await db.emailMessage.create({ data: { to: 'second@example.test', ...text } });
      expect(await deliverDueEmails(db, mailer)).toEqual({ sent: 1, failed: 0 });
      const second = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'second@example.test');
      expect([second?.subject, second?.text?.trim(), second?.html, second?.from?.value[0]?.address]).toEqual([
        'Pest & Co: welcome',
        'Your Pest & Co account',
        '<p>Your Pest &amp; Co account</p>',
        'biuro@pest.example.test',
      ]);
    } finally {
      mailer.close();
      await db.productSettings.deleteMany();
    }
  });

  it('backs off after a refusal and gives up after the last attempt', async () => {
    refuse = true;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    const row = await db.emailMessage.create({ data: { to: 'nobody@example.test', subject: 'Bounce', html: 'x', text: 'x' } });
    const first = await deliverDueEmails(db, mailer);
    expect(first.failed).toBe(1);
    const retry = await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(retry).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(retry.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(retry.lastError).toMatch(/mailbox unavailable/);
    // Not due yet: nothing happens.
    expect(await deliverDueEmails(db, mailer)).toEqual({ sent: 0, failed: 0 });
    // The super admins are told in the bell, in their language, and no e-mail is queued about it.
    const company = await db.company.create({ data: { name: 'Trapline', email: 'office@trapline.test', address: 'Łódź' } });
    const admin = await db.user.create({
      data: {
        email: 'root@trapline.test',
        passwordHash: 'x',
        name: 'Ada',
        surname: 'Root',
        role: 'ADMIN',
        companyId: company.id,
        language: 'EN',
        notificationEmail: true,
      },
    });
    const manager = await db.user.create({
      data: { email: 'boss@trapline.test', passwordHash: 'x', name: 'Bo', surname: 'Boss', role: 'COMPANY_ADMIN', companyId: company.id },
    });
    await db.emailMessage.update({ where: { id: row.id }, data: { attempts: MAX_ATTEMPTS - 1, sendAfter: new Date(0) } });
    const queued = await db.emailMessage.count();
    await deliverDueEmails(db, mailer);
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('FAILED');
    const notices = await db.notification.findMany({ where: { userId: { in: [admin.id, manager.id] } } });
    expect(notices.map((n) => [n.userId, n.notificationKey, n.title])).toEqual([[admin.id, 'OTHER', 'E-mail to nobody@example.test not delivered']]);
    expect(notices[0]!.body).toContain('Bounce');
    expect(notices[0]!.body).toContain('mailbox unavailable');
    expect(await db.emailMessage.count()).toBe(queued);
    mailer.close();
    refuse = false;
  });
});
