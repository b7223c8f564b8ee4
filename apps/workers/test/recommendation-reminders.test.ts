import { createHash } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { recommendationReminders } from '@trapline/jobs/definitions/recommendation-reminders';
import { createMailer } from '@trapline/mailer';
import { deliverDueEmails } from '../src/jobs/deliver-emails.ts';
import { REMINDER_BATCH, reminderStep, sendRecommendationReminders } from '../src/jobs/recommendation-reminders.handler.ts';
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
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _s, callback) => void simpleParser(stream).then((mail) => (received.push(mail), callback()), callback),
    });
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
          placeId: place.id,
          uniqueId: ++number,
          recommendation: `Uszczelnić bramę <${number}>`,
          dueDate: day(dueDate),
          ownerId: owner.id,
          recipients: { create: [{ userId: reader.id }, { userId: blocked.id }, { email: 'Client@Example.test' }, { email: 'owner@deratex.test' }] },
          ...extra,
        },
      });
    ids.open = (await recommendation('2026-12-10')).id;
    ids.closed = (await recommendation('2026-12-10', { status: 'CLOSE' })).id;
    ids.stopped = (await recommendation('2026-12-10', { remindersStoppedAt: new Date('2026-11-01') })).id;
    ids.longOverdue = (
      await recommendation('2026-11-01', {
        status: 'IN_PROGRESS',
        recipients: undefined,
        ownerId: null,
        ownerText: 'Pan Zenon',
        ownerEmail: 'zenon@client.example',
      })
    ).id;
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
        const round = await db.recommendationReminder.findUniqueOrThrow({
          where: { tokenHash: createHash('sha256').update(token).digest('hex') },
          select: { recommendationId: true, stepDate: true },
        });
        expect(round).toEqual({ recommendationId: ids.open, stepDate: day('2026-12-11') });
        await db.recommendation.updateMany({ where: { id: round.recommendationId, remindersStoppedAt: null }, data: { remindersStoppedAt: new Date() } });
      }
    }
    mailer.close();
    expect(stopLink).not.toBeNull();

    const subjectsOf = (date: string) => (sentOn.get(date) ?? []).sort();
    const pl = 'Trapline: Przypomnienie: zalecenie nr 1 – Piekarnia Łan';
    const en = 'Trapline: Reminder: recommendation no. 1 – Piekarnia Łan';
    const round1 = ['client@example.test', 'owner@deratex.test']
      .map((to) => `${to}|${pl}`)
      .concat(`reader@deratex.test|${en}`)
      .sort();
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

describe('recommendation-reminders in batches (two workers over the same batches, a crash in the middle)', () => {
  let db: DbClient;
  let second: DbClient;
  let drop: () => Promise<void>;
  const COUNT = 2 * REMINDER_BATCH + 200;
  const FAILING = REMINDER_BATCH + 150; // in the second batch
  const run = (client: DbClient, date: string) =>
    sendRecommendationReminders(client, { now: new Date(`${date}T07:00:00Z`), timeZone: 'Europe/Warsaw', webUrl: WEB });
  /** The e-mails of a step, recognised by its sentence, as "to|subject"; must hold no address twice per recommendation. */
  const emailsWith = async (sentence: string) =>
    (await db.emailMessage.findMany({ where: { text: { contains: sentence } }, select: { to: true, subject: true } })).map((m) => `${m.to}|${m.subject}`);

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 3 });
    second = createPrisma(database.url, { poolSize: 3 });
    const company = await db.company.create({ data: { name: 'Deratex', email: 'biuro@deratex.test', address: 'Polna 1' } });
    const store = await db.place.create({ data: { name: 'Magazyn', address: 'Zbożowa 3', companyId: company.id } });
    const failing = await db.place.create({ data: { name: 'Awaria', address: 'Zbożowa 5', companyId: company.id } });
    const reader = await db.user.create({
      data: { email: 'reader@deratex.test', passwordHash: 'x', name: 'A', surname: 'B', role: 'USER', companyId: company.id, language: 'EN' },
    });
    await db.recommendation.createMany({
      data: Array.from({ length: COUNT }, (_, i) => ({
        placeId: i === FAILING ? failing.id : store.id,
        uniqueId: i + 1,
        recommendation: `Zalecenie ${i + 1}`,
        dueDate: day('2027-03-10'),
        ownerText: 'Kierownik',
        ownerEmail: `owner${i + 1}@client.example`,
      })),
    });
    // Every third one also goes to a user (in English); the same address over many recommendations.
    const recs = await db.recommendation.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    await db.recommendationRecipient.createMany({ data: recs.filter((_, i) => i % 3 === 0).map((r) => ({ recommendationId: r.id, userId: reader.id })) });
  });
  afterAll(async () => {
    await db.$disconnect();
    await second.$disconnect();
    await drop();
  });

  const perStep = COUNT + Math.ceil(COUNT / 3);

  it('sends each step of every recommendation once when two workers run the same batches at the same moment', { timeout: 60_000 }, async () => {
    const [a, b] = await Promise.all([run(db, '2027-03-07'), run(second, '2027-03-07')]);
    expect(a.recommendations + b.recommendations).toBe(COUNT);
    expect(a.emails + b.emails).toBe(perStep);
    expect(await db.recommendationReminder.count({ where: { stepDate: day('2027-03-07') } })).toBe(COUNT);
    const emails = await emailsWith('mija 2027-03-10');
    const english = await emailsWith('is due on 2027-03-10');
    expect(emails.length + english.length).toBe(perStep);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(english).size).toBe(english.length);
    // Both ran to the end: another run that day sends nothing.
    expect(await run(db, '2027-03-07')).toEqual({ recommendations: 0, emails: 0 });
  });

  it('loses the whole batch of a crash, steps and e-mails together, and the next run sends it once', { timeout: 60_000 }, async () => {
    // The e-mails of one recommendation of the second batch cannot be written: the transaction fails there.
    await db.$executeRawUnsafe(`CREATE FUNCTION reminders_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.subject LIKE '%Awaria%' THEN RAISE EXCEPTION 'crash'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe('CREATE TRIGGER reminders_crash BEFORE INSERT ON email_messages FOR EACH ROW EXECUTE FUNCTION reminders_crash()');
    await expect(run(db, '2027-03-10')).rejects.toThrow(/crash/);
    // The first batch is sent; nothing of the second (nor of the third, never reached).
    expect(await db.recommendationReminder.count({ where: { stepDate: day('2027-03-10') } })).toBe(REMINDER_BATCH);
    const firstBatch = (await emailsWith('mija dzisiaj')).length + (await emailsWith('is due today')).length;
    expect(firstBatch).toBe(REMINDER_BATCH + Math.ceil(REMINDER_BATCH / 3));

    await db.$executeRawUnsafe('DROP TRIGGER reminders_crash ON email_messages');
    const [a, b] = await Promise.all([run(db, '2027-03-10'), run(second, '2027-03-10')]);
    expect(a.recommendations + b.recommendations).toBe(COUNT - REMINDER_BATCH);
    expect(await db.recommendationReminder.count({ where: { stepDate: day('2027-03-10') } })).toBe(COUNT);
    const emails = await emailsWith('mija dzisiaj');
    const english = await emailsWith('is due today');
    expect(emails.length + english.length).toBe(perStep);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(english).size).toBe(english.length);
    expect(emails.filter((e) => e.startsWith(`owner${FAILING + 1}@client.example|`) && e.endsWith(`zalecenie nr ${FAILING + 1} – Awaria`))).toHaveLength(1);
  });
});
