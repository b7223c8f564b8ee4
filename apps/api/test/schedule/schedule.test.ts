import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZScheduleEventsResponse, type ScheduleOccurrence } from '@trapline/contracts/schedule';
import { occurrencesIn } from '../../src/modules/schedule/service.ts';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

// Several requests per test against a real database: generous time on a busy machine.
describe('schedule', { timeout: 60_000 }, () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const secondPlace = await createPlace(t.db, client.id);
    const foreignPlace = await createPlace(t.db, other.id);
    const person = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT', places: number[] = []) => {
      const user = await createUser(t.db, { companyId, role });
      for (const placeId of places) await t.db.placeUser.create({ data: { placeId, userId: user.id } });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    const technician = await person(provider.id, 'USER', [place.id]);
    const elsewhere = await person(provider.id, 'USER', [secondPlace.id]);
    return {
      provider,
      client,
      other,
      place,
      secondPlace,
      foreignPlace,
      technician,
      elsewhere,
      manager: await person(provider.id, 'COMPANY_ADMIN'),
      controller: await person(provider.id, 'CONTROLLER'),
      clientUser: await person(client.id, 'CLIENT'),
      otherManager: await person(other.id, 'COMPANY_ADMIN'),
      url: `/api/places/${place.uuid}/schedule/events`,
    };
  }

  const weekly = (extra: Record<string, unknown> = {}) => ({
    name: 'Weekly inspection',
    type: 'INSPECTION',
    description: 'Traps in the hall',
    dateFrom: '2026-03-02',
    dateTo: '2026-03-02',
    timeFrom: '09:00',
    timeTo: '10:30',
    periodical: true,
    periodicity: { unit: 'WEEKLY', count: 1, withoutWeekends: true, endDate: '2026-04-30' },
    ...extra,
  });
  const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const list = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    // The lists are written without the response schema (routes.ts): the body must be exactly what it would write.
    expect(res.body).toBe(JSON.stringify(ZScheduleEventsResponse.parse(res.json())));
    // ...and, byte for byte, what the occurrence objects the dashboard and calendar feed use would give.
    const placeList = /^\/api\/places\/([^/?]+)\/schedule\/events\?(.*)$/.exec(url);
    if (placeList) {
      const query = new URLSearchParams(placeList[2]);
      const expected = await occurrencesIn(t.db, { uuid: placeList[1]! }, new Date(query.get('from')!), new Date(query.get('to')!));
      expect(res.body).toBe(JSON.stringify({ scheduleEvents: expected }));
    }
    return (res.json() as { scheduleEvents: ScheduleOccurrence[] }).scheduleEvents;
  };

  it('expands a weekly series on the server, keeping 09:00 in Warsaw across the change of the clocks', async () => {
    const w = await world();
    const created = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: weekly({ userUuids: [w.technician.user.uuid] }) });
    expect(created.statusCode).toBe(201);
    const event = created.json().scheduleEvent;
    expect(event).toMatchObject({
      name: 'Weekly inspection',
      timeZone: 'Europe/Warsaw',
      periodical: true,
      periodicity: { unit: 'WEEKLY', count: 1, withoutWeekends: true, endDate: '2026-04-30' },
      placeUuid: w.place.uuid,
      userUuids: [w.technician.user.uuid],
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `${w.url}?${range('2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00')}`,
      headers: w.technician.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(ZScheduleEventsResponse.parse(res.json())));
    const march = res.json().scheduleEvents as ScheduleOccurrence[];
    expect(march.map((o) => [o.occurrenceDate, o.start])).toEqual([
      ['2026-03-02', '2026-03-02T08:00:00.000Z'],
      ['2026-03-09', '2026-03-09T08:00:00.000Z'],
      ['2026-03-16', '2026-03-16T08:00:00.000Z'],
      ['2026-03-23', '2026-03-23T08:00:00.000Z'],
      // Summer time from 29 March: still 09:00 on the wall clock.
      ['2026-03-30', '2026-03-30T07:00:00.000Z'],
    ]);
    expect(march[0]).toMatchObject({
      uuid: event.uuid,
      end: '2026-03-02T09:30:00.000Z',
      modified: false,
      place: { uuid: w.place.uuid },
      event: { uuid: event.uuid, dateFrom: '2026-03-02' },
    });
    // The end date counts as a whole day; nothing after it.
    const april = await list(`${w.url}?${range('2026-04-01T00:00:00Z', '2026-06-01T00:00:00Z')}`, w.manager.headers);
    expect(april.map((o) => o.occurrenceDate)).toEqual(['2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27']);

    // The whole-company call sees it, the place filter narrows, "mine" keeps the assignee's.
    const all = `/api/schedule/events?${range('2026-03-01T00:00:00Z', '2026-03-08T00:00:00Z')}`;
    expect((await list(all, w.controller.headers)).map((o) => o.name)).toEqual(['Weekly inspection']);
    expect(await list(`${all}&placeUuid=${w.secondPlace.uuid}`, w.controller.headers)).toEqual([]);
    expect((await list(`${all}&mine=true`, w.technician.headers)).length).toBe(1);
    expect((await list(`${all}&mine=true`, w.manager.headers)).length).toBe(0);
    // A technician sees only the places assigned to them; a client user reads its own places' schedule.
    expect(await list(all, w.elsewhere.headers)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${w.url}?${range('2026-03-01T00:00:00Z', '2026-03-08T00:00:00Z')}`, headers: w.elsewhere.headers }))
        .statusCode,
    ).toBe(404);
    expect((await list(all, w.clientUser.headers)).length).toBe(1);
  });

  it('moves or cancels one occurrence, and changes or deletes the whole series', async () => {
    const w = await world();
    const { scheduleEvent: event } = (await t.app.inject({ method: 'POST', url: w.url, headers: w.controller.headers, payload: weekly() })).json();
    const eventUrl = `${w.url}/${event.uuid}`;
    const march = `${w.url}?${range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')}`;

    const moved = await t.app.inject({
      method: 'PATCH',
      url: eventUrl,
      headers: w.technician.headers,
      payload: { scope: 'OCCURRENCE', occurrenceDate: '2026-03-09', dateFrom: '2026-03-11', timeFrom: '13:00', timeTo: '14:00', name: 'Moved visit' },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `${eventUrl}?scope=OCCURRENCE&occurrenceDate=2026-03-16`, headers: w.manager.headers });
    expect(cancelled.statusCode).toBe(204);
    let occurrences = await list(march, w.manager.headers);
    expect(occurrences.map((o) => [o.occurrenceDate, o.dateFrom, o.timeFrom, o.name, o.modified])).toEqual([
      ['2026-03-02', '2026-03-02', '09:00', 'Weekly inspection', false],
      ['2026-03-09', '2026-03-11', '13:00', 'Moved visit', true],
      ['2026-03-23', '2026-03-23', '09:00', 'Weekly inspection', false],
      ['2026-03-30', '2026-03-30', '09:00', 'Weekly inspection', false],
    ]);
    // A date that is not an occurrence, or one already cancelled, is not found.
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: eventUrl,
          headers: w.manager.headers,
          payload: { scope: 'OCCURRENCE', occurrenceDate: '2026-03-10', name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${eventUrl}?scope=OCCURRENCE&occurrenceDate=2026-03-16`, headers: w.manager.headers })).statusCode,
    ).toBe(404);
    // One occurrence cannot change the repetition, and its end stays after its start.
    const seriesOnly = await t.app.inject({
      method: 'PATCH',
      url: eventUrl,
      headers: w.manager.headers,
      payload: { scope: 'OCCURRENCE', occurrenceDate: '2026-03-23', periodical: false },
    });
    expect(seriesOnly.statusCode).toBe(400);
    expect(seriesOnly.json().details.fields).toContainEqual(expect.objectContaining({ path: 'periodical', message: 'series_only' }));
    const backwards = await t.app.inject({
      method: 'PATCH',
      url: eventUrl,
      headers: w.manager.headers,
      payload: { scope: 'OCCURRENCE', occurrenceDate: '2026-03-23', timeTo: '08:00' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields).toContainEqual(expect.objectContaining({ path: 'timeTo', message: 'end_before_start' }));

    // A new name for the series keeps the occurrences changed alone; a new time drops them.
    expect((await t.app.inject({ method: 'PATCH', url: eventUrl, headers: w.manager.headers, payload: { name: 'Renamed' } })).statusCode).toBe(200);
    occurrences = await list(march, w.manager.headers);
    expect(occurrences.map((o) => o.name)).toEqual(['Renamed', 'Moved visit', 'Renamed', 'Renamed']);
    const retimed = await t.app.inject({
      method: 'PATCH',
      url: eventUrl,
      headers: w.manager.headers,
      payload: { timeFrom: '07:00', timeTo: '08:00', periodicity: { unit: 'WEEKLY', count: 2, withoutWeekends: true, endDate: null } },
    });
    expect(retimed.statusCode).toBe(200);
    expect(retimed.json().scheduleEvent).toMatchObject({ timeFrom: '07:00', periodicity: { count: 2, endDate: null } });
    occurrences = await list(march, w.manager.headers);
    expect(occurrences.map((o) => [o.occurrenceDate, o.timeFrom, o.modified])).toEqual([
      ['2026-03-02', '07:00', false],
      ['2026-03-16', '07:00', false],
      ['2026-03-30', '07:00', false],
    ]);
    // The merged series must keep every rule.
    const invalid = await t.app.inject({ method: 'PATCH', url: eventUrl, headers: w.manager.headers, payload: { dateFrom: '2026-03-07' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields.map((f: { path: string; message: string }) => `${f.path}:${f.message}`)).toEqual(
      expect.arrayContaining(['dateTo:end_before_start', 'dateFrom:weekend_start']),
    );

    // Moving the event to another place of the caller, then deleting the whole series.
    const movedPlace = await t.app.inject({ method: 'PATCH', url: eventUrl, headers: w.manager.headers, payload: { placeUuid: w.secondPlace.uuid } });
    expect(movedPlace.json().scheduleEvent.placeUuid).toBe(w.secondPlace.uuid);
    expect((await t.app.inject({ method: 'DELETE', url: eventUrl, headers: w.manager.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/places/${w.secondPlace.id}/schedule/events/${event.id}`, headers: w.manager.headers })).statusCode,
    ).toBe(204);
    expect(await t.db.scheduleEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it('answers a repeated list from memory only until anything it shows changes, whichever way it is written', async () => {
    const w = await world();
    const { scheduleEvent: event } = (
      await t.app.inject({ method: 'POST', url: w.url, headers: w.controller.headers, payload: weekly({ userUuids: [w.technician.user.uuid] }) })
    ).json();
    const march = `${w.url}?${range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')}`;
    const all = `/api/schedule/events?${range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')}`;
    // `list` holds every answer to what the occurrences computed afresh give: a stale one fails it.
    const both = async () => [await list(march, w.manager.headers), await list(all, w.manager.headers)];
    expect(await both()).toEqual(await both());
    const row = await t.db.scheduleEvent.findFirstOrThrow({ where: { uuid: event.uuid } });
    // Written past the API: the database's triggers see it all the same.
    await t.db.place.update({ where: { id: w.place.id }, data: { name: 'Renamed bakery' } });
    expect((await list(march, w.manager.headers))[0]!.place.name).toBe('Renamed bakery');
    await t.db.user.update({ where: { id: w.technician.user.id }, data: { surname: 'Nowy' } });
    await both();
    await t.db.scheduleEvent.update({ where: { id: row.id }, data: { name: 'Renamed visit' } });
    expect((await list(march, w.manager.headers)).every((o) => o.name === 'Renamed visit')).toBe(true);
    await t.db.scheduleEventException.create({
      data: {
        scheduleEventId: row.id,
        occurrenceDate: new Date('2026-03-09T00:00:00Z'),
        cancelled: true,
        dateFrom: new Date('2026-03-09T00:00:00Z'),
        dateTo: new Date('2026-03-09T00:00:00Z'),
      },
    });
    expect((await list(march, w.manager.headers)).map((o) => o.occurrenceDate)).not.toContain('2026-03-09');
    await t.db.scheduleEventUser.deleteMany({ where: { scheduleEventId: row.id } });
    await both();
    await t.db.scheduleEvent.delete({ where: { id: row.id } });
    expect(await list(march, w.manager.headers)).toEqual([]);
  });

  it('sends a large list gzip-compressed to a client that takes it, the same text once unpacked', async () => {
    const w = await world();
    // A daily series over a year: about 365 occurrences, far above the size worth compressing.
    const payload = weekly({ periodicity: { unit: 'DAILY', count: 1, withoutWeekends: false, endDate: '2027-03-01' } });
    expect((await t.app.inject({ method: 'POST', url: w.url, headers: w.controller.headers, payload })).statusCode).toBe(201);
    const year = `${w.url}?${range('2026-03-01T00:00:00Z', '2027-03-01T00:00:00Z')}`;
    const plain = await t.app.inject({ method: 'GET', url: year, headers: w.manager.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5', '*']) {
      const zipped = await t.app.inject({ method: 'GET', url: year, headers: { ...w.manager.headers, 'accept-encoding': acceptEncoding } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    // Refused gzip, or a coding it does not make: sent as it is.
    for (const acceptEncoding of ['gzip;q=0, *', 'br', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url: year, headers: { ...w.manager.headers, 'accept-encoding': acceptEncoding } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('refuses every broken rule of section 5 with field errors', async () => {
    const w = await world();
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload });
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('common/validation_failed');
      return res.json().details.fields.map((f: { path: string; message: string }) => `${f.path}:${f.message}`);
    };
    expect(await fieldsOf({ type: 'INSPECTION', dateFrom: '2026-03-02', dateTo: '2026-03-02', timeFrom: '09:00', timeTo: '10:00' })).toContainEqual(
      expect.stringMatching(/^name:/),
    );
    expect(await fieldsOf(weekly({ name: '   ' }))).toContain('name:required');
    expect(await fieldsOf(weekly({ type: 'PARTY' }))).toContainEqual(expect.stringMatching(/^type:/));
    expect(await fieldsOf(weekly({ timeFrom: '25:00' }))).toContain('timeFrom:invalid_time');
    expect(await fieldsOf(weekly({ dateFrom: '2026-02-30' }))).toContainEqual(expect.stringMatching(/^dateFrom:/));
    expect(await fieldsOf(weekly({ timeTo: '09:00' }))).toContain('timeTo:end_before_start');
    expect(await fieldsOf(weekly({ dateTo: '2026-03-01' }))).toContain('dateTo:end_before_start');
    expect(await fieldsOf(weekly({ periodicity: null }))).toContain('periodicity.unit:periodicity_required');
    expect(await fieldsOf(weekly({ periodicity: { unit: 'FORTNIGHTLY' } }))).toContainEqual(expect.stringMatching(/^periodicity.unit:/));
    expect(await fieldsOf(weekly({ periodicity: { unit: 'DAILY', count: 0 } }))).toContain('periodicity.count:count_min');
    // The end date at least one day after the event's end (a two-day event from 2 to 3 March: 4 March at the earliest).
    expect(await fieldsOf(weekly({ dateTo: '2026-03-03', periodicity: { unit: 'WEEKLY', endDate: '2026-03-03' } }))).toContain(
      'periodicity.endDate:end_date_too_early',
    );
    expect((await post(weekly({ dateTo: '2026-03-03', periodicity: { unit: 'WEEKLY', endDate: '2026-03-04' } }))).statusCode).toBe(201);
    expect(await fieldsOf(weekly({ dateFrom: '2026-03-07', dateTo: '2026-03-07' }))).toContain('dateFrom:weekend_start');
    expect(await fieldsOf(weekly({ dateTo: '2026-03-09' }))).toContain('dateTo:longer_than_period');
    // Not periodical: the periodicity is ignored, the end date with it.
    const once = await post(weekly({ periodical: false, periodicity: { unit: 'DAILY', endDate: '2000-01-01' } }));
    expect(once.statusCode).toBe(201);
    expect(once.json().scheduleEvent).toMatchObject({ periodical: false, periodicity: null });
    // Custom every-N with a unit.
    const custom = await post(weekly({ periodicity: { unit: 'MONTHLY', count: 3 } }));
    expect(custom.json().scheduleEvent.periodicity).toEqual({ unit: 'MONTHLY', count: 3, withoutWeekends: false, endDate: null });

    const bad = async (query: string) => (await t.app.inject({ method: 'GET', url: `${w.url}?${query}`, headers: w.manager.headers })).statusCode;
    expect(await bad('')).toBe(400);
    expect(await bad(range('2026-03-02T00:00:00Z', '2026-03-01T00:00:00Z'))).toBe(400);
    expect(await bad(range('2026-01-01T00:00:00Z', '2027-03-01T00:00:00Z'))).toBe(400);
    expect(await bad('from=yesterday&to=tomorrow')).toBe(400);
  });

  it('assigns only users who see the place, and lets a client user read but not plan', async () => {
    const w = await world();
    const cannot = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: weekly({ userUuids: [w.elsewhere.user.uuid] }) });
    expect(cannot.statusCode).toBe(400);
    expect(cannot.json().details.fields).toEqual([expect.objectContaining({ path: 'userUuids', message: 'user_cannot_see_place' })]);
    const foreign = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: weekly({ userUuids: [w.otherManager.user.uuid] }) });
    expect(foreign.json().details.fields).toEqual([expect.objectContaining({ path: 'userUuids', message: 'user_not_found' })]);
    const foreignPlace = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: weekly({ placeUuid: w.foreignPlace.uuid }) });
    expect(foreignPlace.json().details.fields).toEqual([expect.objectContaining({ path: 'placeUuid', message: 'place_not_found' })]);
    const { scheduleEvent: event } = (
      await t.app.inject({
        method: 'POST',
        url: w.url,
        headers: w.manager.headers,
        payload: weekly({ userUuids: [w.technician.user.uuid, w.controller.user.uuid] }),
      })
    ).json();
    expect(event.users.map((u: { uuid: string }) => u.uuid).sort()).toEqual([w.technician.user.uuid, w.controller.user.uuid].sort());
    // Moving it where the technician does not go is refused while they are assigned.
    const move = await t.app.inject({ method: 'PATCH', url: `${w.url}/${event.uuid}`, headers: w.manager.headers, payload: { placeUuid: w.secondPlace.uuid } });
    expect(move.json().details.fields).toEqual([expect.objectContaining({ path: 'userUuids', message: 'user_cannot_see_place' })]);

    expect((await t.app.inject({ method: 'POST', url: w.url, headers: w.clientUser.headers, payload: weekly() })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${w.url}/${event.uuid}`, headers: w.clientUser.headers, payload: { name: 'Mine now' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${event.uuid}`, headers: w.clientUser.headers })).statusCode).toBe(403);
    expect((await list(`${w.url}?${range('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z')}`, w.clientUser.headers)).length).toBe(1);
  });

  it("answers another tenant's requests 404 and changes nothing", async () => {
    const w = await world();
    const { scheduleEvent: event } = (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: weekly() })).json();
    const them = w.otherManager.headers;
    const march = range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z');
    expect((await t.app.inject({ method: 'GET', url: `${w.url}?${march}`, headers: them })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: w.url, headers: them, payload: weekly() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${w.url}/${event.uuid}`, headers: them, payload: { name: 'Hijacked' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${event.uuid}`, headers: them })).statusCode).toBe(404);
    // Their own place with our event's id is not a way in either.
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/places/${w.foreignPlace.uuid}/schedule/events/${event.uuid}`,
          headers: them,
          payload: { name: 'Hijacked' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/schedule/events?${march}&placeUuid=${w.place.uuid}`, headers: them })).statusCode).toBe(404);
    expect(await list(`/api/schedule/events?${march}`, them)).toEqual([]);
    expect(await t.db.scheduleEvent.findUniqueOrThrow({ where: { id: event.id }, select: { name: true } })).toEqual({ name: 'Weekly inspection' });
  });

  it("counts today's upcoming occurrences on the dashboard: series expanded, cancelled ones left out", async () => {
    const w = await world();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const daily = { unit: 'DAILY', count: 1, withoutWeekends: false, endDate: null };
    const allDay = { dateFrom: '2026-01-01', dateTo: '2026-01-01', timeFrom: '00:00', timeTo: '23:59', periodical: true, periodicity: daily };
    const post = async (payload: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: { name: 'Round', type: 'MAINTENANCE', ...payload } })).json()
        .scheduleEvent;
    await post(allDay);
    const cancelled = await post(allDay);
    await post({ ...allDay, periodical: false, dateFrom: '2026-01-02', dateTo: '2026-01-02' });
    await t.app.inject({ method: 'DELETE', url: `${w.url}/${cancelled.uuid}?scope=OCCURRENCE&occurrenceDate=${today}`, headers: w.manager.headers });
    const count = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json().schedule.todayUpcomingEventsCount;
    expect(await count(w.manager.headers)).toBe(1);
    expect(await count(w.otherManager.headers)).toBe(0);
    expect(await count(w.elsewhere.headers)).toBe(0);
  });
});
