import { describe, expect, it } from 'vitest';
import { ZCalendarFeedResponse } from '@trapline/contracts/calendar-feed';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

const API = 'https://api.panel.example';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(`${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`);

describe('calendar feed', { timeout: 60_000 }, () => {
  const t = useApi({ PUBLIC_API_URL: API, PUBLIC_WEB_URL: 'https://panel.example' });

  async function world() {
    const provider = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, provider.id, 'Bakery; north, hall');
    const secondPlace = await createPlace(t.db, provider.id, 'Warehouse');
    const foreignPlace = await createPlace(t.db, other.id, 'Foreign mill');
    const person = async (companyId: number, role: 'COMPANY_ADMIN' | 'USER', places: number[] = []) => {
      const user = await createUser(t.db, { companyId, role });
      for (const placeId of places) await t.db.placeUser.create({ data: { placeId, userId: user.id } });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    const event = (placeId: number, name: string, extra: Record<string, unknown> = {}) =>
      t.db.scheduleEvent.create({
        data: { placeId, name, type: 'INSPECTION', dateFrom: inDays(7), dateTo: inDays(7), timeFrom: '09:00', timeTo: '10:30', ...extra },
      });
    const weekly = await event(place.id, 'Weekly traps, hall; line two', {
      description: 'Check\nall bait stations',
      periodical: true,
      periodicityUnit: 'WEEKLY',
      periodicityCount: 1,
      periodicityEndDate: inDays(7 + 21),
      exceptions: { create: [{ occurrenceDate: inDays(14), cancelled: true }] },
    });
    const warehouse = await event(secondPlace.id, 'Warehouse visit');
    const foreign = await event(foreignPlace.id, 'Foreign secret visit');
    const old = await event(place.id, 'Long ago', { dateFrom: inDays(-90), dateTo: inDays(-90) });
    return {
      weekly,
      warehouse,
      foreign,
      old,
      manager: await person(provider.id, 'COMPANY_ADMIN'),
      technician: await person(provider.id, 'USER', [place.id]),
      otherManager: await person(other.id, 'COMPANY_ADMIN'),
    };
  }

  const makeFeed = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/schedule/calendar-feed', headers });
    expect(res.statusCode).toBe(200);
    return ZCalendarFeedResponse.parse(res.json()).calendarFeed.url!;
  };
  const read = (url: string) => t.app.inject({ method: 'GET', url: url.replace(API, '') });

  it('gives each user a secret address, made on request, readable without signing in', async () => {
    const w = await world();
    const none = await t.app.inject({ method: 'GET', url: '/api/schedule/calendar-feed', headers: w.manager.headers });
    expect(none.json()).toEqual({ calendarFeed: { url: null, createdAt: null } });
    const url = await makeFeed(w.manager.headers);
    expect(url).toMatch(/^https:\/\/api\.panel\.example\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedule/calendar-feed', headers: w.manager.headers })).json().calendarFeed.url).toBe(url);
    // The address needs no session.
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Without ".ics" too.
    expect((await read(url.replace(/\.ics$/, ''))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedule/calendar-feed' })).statusCode).toBe(401);
  });

  it('lists the occurrences of the places the user sees as iCalendar events, cancelled ones left out', async () => {
    const w = await world();
    const body = (await read(await makeFeed(w.manager.headers))).body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = body.replace(/\r\n /g, '');
    const uids = [...unfolded.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    const date = (days: number) => inDays(days).toISOString().slice(0, 10);
    // Weekly for four weeks, the second cancelled; the other place's visit; nothing 90 days old.
    expect(uids.sort()).toEqual(
      [
        `${w.weekly.uuid}-${date(7)}@trapline`,
        `${w.weekly.uuid}-${date(21)}@trapline`,
        `${w.weekly.uuid}-${date(28)}@trapline`,
        `${w.warehouse.uuid}-${date(7)}@trapline`,
      ].sort(),
    );
    // Texts escaped (commas, semicolons, line breaks); times as UTC instants of the zone's wall clock (Warsaw).
    expect(unfolded).toContain('SUMMARY:Weekly traps\\, hall\\; line two');
    expect(unfolded).toContain('LOCATION:Bakery\\; north\\, hall');
    expect(unfolded).toContain('DESCRIPTION:Check\\nall bait stations');
    expect(unfolded).toMatch(/DTSTART:\d{8}T0[78]0000Z/);
    expect(unfolded).toContain('URL:https://panel.example/app/places/edit/');
    // Every line within 75 octets.
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('never shows what the user may not see: a technician gets his places, another company its own', async () => {
    const w = await world();
    const technician = (await read(await makeFeed(w.technician.headers))).body;
    expect(technician).toContain(w.weekly.uuid);
    expect(technician).not.toContain(w.warehouse.uuid);
    expect(technician).not.toContain(w.foreign.uuid);
    const foreign = (await read(await makeFeed(w.otherManager.headers))).body;
    expect(foreign).toContain(w.foreign.uuid);
    for (const theirs of [w.weekly.uuid, w.warehouse.uuid, 'Weekly traps', 'Warehouse']) expect(foreign).not.toContain(theirs);
  });

  it('answers 404 to an unknown, malformed or replaced token, and to a blocked user', async () => {
    const w = await world();
    const first = await makeFeed(w.manager.headers);
    for (const bad of [
      '/api/calendar-feeds/nope',
      `/api/calendar-feeds/${'A'.repeat(43)}.ics`,
      '/api/calendar-feeds/%00',
      `/api/calendar-feeds/${'x'.repeat(300)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.body).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar-feeds/${'A'.repeat(43)}.ics` })).json()).toMatchObject({ code: 'common/not_found' });
    const second = await makeFeed(w.manager.headers);
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    // Another user's session cannot replace or read someone else's address: each call is the caller's own.
    const theirs = await makeFeed(w.otherManager.headers);
    expect(theirs).not.toBe(second);
    expect((await read(second)).statusCode).toBe(200);
    await t.db.user.update({ where: { id: w.manager.user.id }, data: { status: 'BLOCKED' } });
    expect((await read(second)).statusCode).toBe(404);
  });
});
