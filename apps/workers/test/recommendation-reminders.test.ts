import { createHash } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { recommendationReminders } from '@trapline/jobs/definitions/recommendation-reminders';
import { createMailer } from '@trapline/mailer';
import { deliverDueEmails } from '../src/jobs/deliver-emails.ts';
import { reminderStep, sendRecommendationReminders } from '../src/jobs/recommendation-reminders.handler.ts';
import { jobRegistry } from '../src/jobs/registry.ts';

const WEB = 'https://panel.example.test';
const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

describe('reminder cadence', () => {
  it('is 3 days before the due date, on it, the day after, then every 7 days', () => {
    const steps = new Set<string>();
    for (let d = Date.parse('2026-12-01'); d <= Date.parse('2027-01-05'); d += 86_400_000) {
      const step = reminderStep('2026-12-10', new Date(d).toISOString().slice(0, 10));
      if (step) steps.add(step);
    }
    expect([...steps]).toEqual(['2026-12-07', '2026-12-10', '2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01']);
    expect(reminderStep('2026-12-10', '2026-12-06')).toBeNull();
    // A missed day is caught up the next day with the step it missed.
    expect(reminderStep('2026-12-10', '2026-12-08')).toBe('2026-12-07');
    expect(reminderStep('2026-12-10', '2026-12-24')).toBe('2026-12-18');
  });
});

describe('recommendation-reminders (real PostgreSQL, real SMTP, two workers)', () => {
  let db: DbClient;
  let second: DbClient;
  let drop: () => Promise<void>;
  let server: SMTPServer;
  let port: number;
  const received: ParsedMail[] = [];
  const ids = { open: 0, closed: 0, stopped: 0, longOverdue: 0 };

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 3 });
    second = createPrisma(database.url, { poolSize: 3 });
    server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _s, callback) => void simpleParser(stream).then((mail) => (received.push(mail), callback()), callback) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;

    const company = await db.company.create({ data: { name: 'Deratex', email: 'biuro@deratex.test', address: 'Polna 1' } });
    const place = await db.place.create({ data: { name: 'Piekarnia Łan', address: 'Zbożowa 3', companyId: company.id } });
    const user = (email: string, language: 'PL' | 'EN', status: 'ACTIVE' | 'BLOCKED' = 'ACTIVE') =>
      db.user.create({ data: { email, passwordHash: 'x', name: 'A', surname: 'B', role: 'USER', companyId: company.id, language, status } });
    const owner = await user('owner@deratex.test', 'PL');
    const reader = await user('reader@deratex.test', 'EN');
    const blocked = await user('blocked@deratex.test', 'PL', 'BLOCKED');
    let number = 0;
    const recommendation = (dueDate: string, extra: Record<string, unknown> = {}) =>
      db.recommendation.create({
        data: {
          placeId: place.id, uniqueId: ++number, recommendation: `Uszczelnić bramę <${number}>`, dueDate: day(dueDate), ownerId: owner.id,
          recipients: { create: [{ userId: reader.id }, { userId: blocked.id }, { email: 'Client@Example.test' }, { email: 'owner@deratex.test' }] },
          ...extra,
        },
      });
    ids.open = (await recommendation('2026-12-10')).id;
    ids.closed = (await recommendation('2026-12-10', { status: 'CLOSE' })).id;
    ids.stopped = (await recommendation('2026-12-10', { remindersStoppedAt: new Date('2026-11-01') })).id;
    ids.longOverdue = (await recommendation('2026-11-01', { status: 'IN_PROGRESS', recipients: undefined, ownerId: null, ownerText: 'Pan Zenon', ownerEmail: 'zenon@client.example' })).id;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.$disconnect();
    await second.$disconnect();
    await drop();
  });

  it('is scheduled daily on the job engine', () => {
    expect(recommendationReminders.schedule.cron).toBe('0 8 * * *');
    expect(jobRegistry.map((job) => job.definition.name)).toContain('recommendation-reminders');
  });

  it('sends each step once by e-mail, with a stop link that stops further reminders', { timeout: 120_000 }, async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    const sentOn = new Map<string, string[]>();
    let stopLink: string | null = null;
    for (let d = Date.parse('2026-12-01'); d <= Date.parse('2026-12-31'); d += 86_400_000) {
      const date = new Date(d).toISOString().slice(0, 10);
      // 08:00 in Warsaw; both replicas run the tick, and one runs again in the afternoon.
      const options = { now: new Date(`${date}T07:00:00Z`), timeZone: 'Europe/Warsaw', webUrl: WEB };
      await Promise.all([sendRecommendationReminders(db, options), sendRecommendationReminders(second, options)]);
      await sendRecommendationReminders(second, { ...options, now: new Date(`${date}T14:00:00Z`) });
      const before = received.length;
      await deliverDueEmails(db, mailer);
      for (const mail of received.slice(before)) {
        const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []).join(',');
        sentOn.set(date, [...(sentOn.get(date) ?? []), `${to}|${mail.subject}`]);
      }
      // On the day after the due date the owner clicks the stop link of the e-mail (the API's POST
      // /api/recommendation-reminders/stop finds the round by the token's hash and sets remindersStoppedAt).
      if (date === '2026-12-11') {
        const mail = received.slice(before).find((m) => m.subject?.includes('nr 1 '))!;
        stopLink = /https:\/\/panel\.example\.test\/auth\/stop-reminders\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![0];
        expect(mail.html).toContain(`href="${stopLink}"`);
        const token = new URL(stopLink).searchParams.get('token')!;
        const round = await db.recommendationReminder.findUniqueOrThrow({ where: { tokenHash: createHash('sha256').update(token).digest('hex') }, select: { recommendationId: true, stepDate: true } });
        expect(round).toEqual({ recommendationId: ids.open, stepDate: day('2026-12-11') });
        await db.recommendation.updateMany({ where: { id: round.recommendationId, remindersStoppedAt: null }, data: { remindersStoppedAt: new Date() } });
      }
    }
    mailer.close();
    expect(stopLink).not.toBeNull();

    const subjectsOf = (date: string) => (sentOn.get(date) ?? []).sort();
    const pl = 'Trapline: Przypomnienie: zalecenie nr 1 – Piekarnia Łan';
    const en = 'Trapline: Reminder: recommendation no. 1 – Piekarnia Łan';
    const round1 = ['client@example.test', 'owner@deratex.test'].map((to) => `${to}|${pl}`).concat(`reader@deratex.test|${en}`).sort();
    const overdue = ['zenon@client.example|Trapline: Przypomnienie: zalecenie nr 4 – Piekarnia Łan'];
    // Due 2026-12-10: 12-07, 12-10, 12-11, then stopped (no 12-18, no 12-25). Due 2026-11-01 (IN_PROGRESS):
    // the step of 11-30 caught up on 12-01, then 12-07, 12-14, 12-21, 12-28. Closed and stopped ones: never.
    expect(Object.fromEntries([...sentOn.keys()].map((date) => [date, subjectsOf(date)]))).toEqual({
      '2026-12-01': overdue,
      '2026-12-07': [...round1, ...overdue].sort(),
      '2026-12-10': round1,
      '2026-12-11': round1,
      '2026-12-14': overdue,
      '2026-12-21': overdue,
      '2026-12-28': overdue,
    });
    expect(await db.recommendationReminder.count({ where: { recommendationId: { in: [ids.closed, ids.stopped] } } })).toBe(0);
    expect(await db.recommendationReminder.count({ where: { recommendationId: ids.open } })).toBe(3);

    // The e-mail itself: the sentence of the step, the text escaped, a link to the recommendation.
    const dueDay = received.find((m) => m.subject === pl && m.text?.includes('dzisiaj'))!;
    expect(dueDay.text).toContain('Termin zalecenia nr 1 w miejscu Piekarnia Łan mija dzisiaj (2026-12-10).');
    expect(dueDay.html).toContain('Uszczelnić bramę &lt;1&gt;');
    expect(dueDay.text).toMatch(new RegExp(`${WEB}/app/recommendations/[0-9a-f-]{36}/details/${ids.open}`));
  });
});
