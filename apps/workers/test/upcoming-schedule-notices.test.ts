import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { upcomingScheduleNotices } from '@trapline/jobs/definitions/upcoming-schedule-notices';
import { jobRegistry } from '../src/jobs/registry.ts';
import { sendUpcomingNotices } from '../src/jobs/upcoming-schedule-notices.handler.ts';

const HOUR = 3600_000;
const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

describe('upcoming-schedule-notices (real PostgreSQL, two workers)', () => {
  let db: DbClient;
  let second: DbClient;
  let drop: () => Promise<void>;
  const users: Record<'ola' | 'jan' | 'ewa' | 'obcy', number> = { ola: 0, jan: 0, ewa: 0, obcy: 0 };
  const events: Record<'daily' | 'single' | 'newYork' | 'foreign', { id: number; uuid: string }> = {} as never;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 3 });
    second = createPrisma(database.url, { poolSize: 3 });
    const company = await db.company.create({ data: { name: 'Deratex', email: 'biuro@deratex.test', address: 'Polna 1, Łódź' } });
    const other = await db.company.create({ data: { name: 'Obcy', email: 'biuro@obcy.test', address: 'Inna 2' } });
    const place = await db.place.create({ data: { name: 'Piekarnia Łan', address: 'Zbożowa 3', companyId: company.id } });
    const foreignPlace = await db.place.create({ data: { name: 'Magazyn obcy', address: 'Inna 2', companyId: other.id } });
    for (const [name, notificationEmail, companyId] of [
      ['ola', true, company.id],
      ['jan', false, company.id],
      ['ewa', true, company.id],
      ['obcy', true, other.id],
    ] as const) {
      const user = await db.user.create({
        data: {
          email: `${name}@deratex.test`,
          passwordHash: 'x',
          name,
          surname: 'Nowak',
          role: 'USER',
          companyId,
          notificationEmail,
          language: name === 'jan' ? 'EN' : 'PL',
        },
      });
      users[name] = user.id;
    }
    // Ola and Jan belong to the place; Ewa does not but the daily series names her; Obcy belongs only to the other company's place.
    await db.placeUser.createMany({
      data: [
        { placeId: place.id, userId: users.ola },
        { placeId: place.id, userId: users.jan },
        { placeId: foreignPlace.id, userId: users.obcy },
      ],
    });
    const base = { placeId: place.id, timeZone: 'Europe/Warsaw' };
    // A daily inspection at 10:00 Warsaw for the week; Wednesday's cancelled, Friday's moved to Saturday 14:00.
    const daily = await db.scheduleEvent.create({
      data: {
        ...base,
        name: 'Przegląd pułapek',
        type: 'INSPECTION',
        dateFrom: day('2026-11-30'),
        dateTo: day('2026-11-30'),
        timeFrom: '10:00',
        timeTo: '11:00',
        periodical: true,
        periodicityUnit: 'DAILY',
        periodicityCount: 1,
        periodicityEndDate: day('2026-12-06'),
        users: { create: [{ userId: users.ewa }] },
        exceptions: {
          create: [
            { occurrenceDate: day('2026-12-02'), cancelled: true },
            {
              occurrenceDate: day('2026-12-04'),
              dateFrom: day('2026-12-05'),
              dateTo: day('2026-12-05'),
              timeFrom: '14:00',
              timeTo: '15:00',
              name: 'Przegląd przesunięty',
            },
          ],
        },
      },
    });
    // One intervention early on Friday, before the notice hour of that same day.
    const single = await db.scheduleEvent.create({
      data: { ...base, name: 'Oprysk', type: 'INTERVENTION', dateFrom: day('2026-12-04'), dateTo: day('2026-12-04'), timeFrom: '06:30', timeTo: '08:00' },
    });
    // A meeting kept in New York's time: its notice opens at 07:00 there (12:00 UTC).
    const newYork = await db.scheduleEvent.create({
      data: {
        ...base,
        timeZone: 'America/New_York',
        name: 'Spotkanie',
        type: 'NEUTRAL',
        dateFrom: day('2026-12-03'),
        dateTo: day('2026-12-03'),
        timeFrom: '09:00',
        timeTo: '10:00',
      },
    });
    const foreign = await db.scheduleEvent.create({
      data: {
        placeId: foreignPlace.id,
        timeZone: 'Europe/Warsaw',
        name: 'Obcy przegląd',
        type: 'INSPECTION',
        dateFrom: day('2026-12-01'),
        dateTo: day('2026-12-01'),
        timeFrom: '12:00',
        timeTo: '13:00',
      },
    });
    Object.assign(events, { daily, single, newYork, foreign });
  });
  afterAll(async () => {
    await db.$disconnect();
    await second.$disconnect();
    await drop();
  });

  it('is scheduled hourly on the job engine', () => {
    expect(upcomingScheduleNotices.schedule.cron).toBe('0 * * * *');
    expect(jobRegistry.map((job) => job.definition.name)).toContain('upcoming-schedule-notices');
  });

  it(
    'over a simulated week, two workers running every hour announce each occurrence once, the day before, never a cancelled one',
    { timeout: 90_000 },
    async () => {
      const firstAnnounced = new Map<string, string>();
      const start = Date.parse('2026-11-29T00:00:00Z');
      for (let t = start; t <= Date.parse('2026-12-07T00:00:00Z'); t += HOUR) {
        const now = new Date(t);
        // Both replicas run the same tick at the same moment, then one runs again a few minutes later.
        await Promise.all([sendUpcomingNotices(db, now), sendUpcomingNotices(second, now)]);
        if (t % (6 * HOUR) === 0) await sendUpcomingNotices(second, new Date(t + 5 * 60_000));
        const claims = await db.scheduleReminder.findMany({ select: { scheduleEventId: true, occurrenceDate: true } });
        for (const claim of claims) {
          const key = `${claim.scheduleEventId}:${claim.occurrenceDate.toISOString().slice(0, 10)}`;
          if (!firstAnnounced.has(key)) firstAnnounced.set(key, now.toISOString());
        }
      }

      const { daily, single, newYork, foreign } = events;
      expect(Object.fromEntries(firstAnnounced)).toEqual({
        // 07:00 in Warsaw in winter is 06:00 UTC, the day before each start.
        [`${daily.id}:2026-11-30`]: '2026-11-29T06:00:00.000Z',
        [`${daily.id}:2026-12-01`]: '2026-11-30T06:00:00.000Z',
        [`${daily.id}:2026-12-03`]: '2026-12-02T06:00:00.000Z',
        // Moved to Saturday: announced the day before its new date.
        [`${daily.id}:2026-12-04`]: '2026-12-04T06:00:00.000Z',
        [`${daily.id}:2026-12-05`]: '2026-12-04T06:00:00.000Z',
        [`${daily.id}:2026-12-06`]: '2026-12-05T06:00:00.000Z',
        [`${single.id}:2026-12-04`]: '2026-12-03T06:00:00.000Z',
        [`${newYork.id}:2026-12-03`]: '2026-12-02T12:00:00.000Z',
        [`${foreign.id}:2026-12-01`]: '2026-11-30T06:00:00.000Z',
      });
      // The cancelled Wednesday was never announced.
      expect(firstAnnounced.has(`${daily.id}:2026-12-02`)).toBe(false);

      // Exactly one notification per recipient and occurrence, with the kind of the event.
      const notifications = await db.notification.findMany({
        select: { userId: true, notificationKey: true, dedupeKey: true, scheduleEventId: true, title: true, metadata: true },
      });
      const perRecipient = new Map<string, number>();
      for (const n of notifications) perRecipient.set(`${n.userId}|${n.dedupeKey}`, (perRecipient.get(`${n.userId}|${n.dedupeKey}`) ?? 0) + 1);
      expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
      const forUser = (userId: number) =>
        notifications
          .filter((n) => n.userId === userId)
          .map((n) => n.dedupeKey)
          .sort();
      const dailyKeys = ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map(
        (d) => `UPCOMING_INSPECTION:${daily.uuid}:${d}`,
      );
      const placeKeys = [...dailyKeys, `UPCOMING_INTERVENTION:${single.uuid}:2026-12-04`, `UPCOMING_EVENT:${newYork.uuid}:2026-12-03`].sort();
      expect(forUser(users.ola)).toEqual(placeKeys);
      expect(forUser(users.jan)).toEqual(placeKeys);
      // Ewa is named by the daily series only; the other company's user hears only of his own place.
      expect(forUser(users.ewa)).toEqual([...dailyKeys].sort());
      expect(forUser(users.obcy)).toEqual([`UPCOMING_INSPECTION:${foreign.uuid}:2026-12-01`]);

      // Titles in each reader's language; the moved occurrence under its own name and date.
      const moved = notifications.find((n) => n.userId === users.ola && n.dedupeKey === `UPCOMING_INSPECTION:${daily.uuid}:2026-12-04`)!;
      expect(moved.title).toBe('Jutro inspekcja: Przegląd przesunięty – Piekarnia Łan');
      expect(moved.metadata).toMatchObject({ eventDate: '2026-12-05', params: { date: '2026-12-05', timeFrom: '14:00' } });
      const janTitle = notifications.find((n) => n.userId === users.jan && n.notificationKey === 'UPCOMING_INTERVENTION')!.title;
      expect(janTitle).toBe('Intervention tomorrow: Oprysk – Piekarnia Łan');

      // E-mails: once per occurrence to those whose e-mail option is on (Ola, Ewa, Obcy), never to Jan.
      const emails = await db.emailMessage.findMany({ select: { to: true, subject: true } });
      const count = (to: string) => emails.filter((e) => e.to === to).length;
      expect(count('ola@deratex.test')).toBe(8);
      expect(count('ewa@deratex.test')).toBe(6);
      expect(count('obcy@deratex.test')).toBe(1);
      expect(count('jan@deratex.test')).toBe(0);
      expect(emails).toHaveLength(15);
    },
  );

  it('an occurrence that already started is not announced late', async () => {
    const place = await db.place.findFirstOrThrow({ where: { name: 'Piekarnia Łan' } });
    const late = await db.scheduleEvent.create({
      data: { placeId: place.id, name: 'Spóźniony', type: 'OTHER', dateFrom: day('2026-12-10'), dateTo: day('2026-12-10'), timeFrom: '08:00', timeTo: '09:00' },
    });
    expect((await sendUpcomingNotices(db, new Date('2026-12-10T07:30:00Z'))).occurrences).toBe(0);
    expect(await db.scheduleReminder.count({ where: { scheduleEventId: late.id } })).toBe(0);
  });

  it("an occurrence of the day is not announced as tomorrow's, though it has not started", async () => {
    const place = await db.place.findFirstOrThrow({ where: { name: 'Piekarnia Łan' } });
    const today = await db.scheduleEvent.create({
      data: {
        placeId: place.id,
        name: 'Dzisiejszy',
        type: 'INSPECTION',
        dateFrom: day('2026-12-11'),
        dateTo: day('2026-12-11'),
        timeFrom: '09:00',
        timeTo: '12:00',
      },
    });
    // 01:00 in Warsaw on the day: eight hours before the start, past 07:00 of the day before.
    await sendUpcomingNotices(db, new Date('2026-12-11T00:00:00Z'));
    expect(await db.scheduleReminder.count({ where: { scheduleEventId: today.id } })).toBe(0);
    // 23:30 in Warsaw the evening before: announced.
    await sendUpcomingNotices(db, new Date('2026-12-10T22:30:00Z'));
    expect(await db.scheduleReminder.count({ where: { scheduleEventId: today.id } })).toBe(1);
  });
});
