import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZRecommendation, ZRecommendationListItem, ZRecommendationListResponse } from '@trapline/contracts/recommendations';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';
import { pdf } from '../files/file-fixtures.ts';

// Each test builds its own world of companies, users and sign-ins: slow on a busy machine.
describe('recommendations', { timeout: 90_000 }, () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-recommendations-')) });
  const jpeg = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const otherPlace = await createPlace(t.db, other.id);
    const users: Record<string, { id: number; headers: Record<string, string> }> = {};
    const login = async (name: string, companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT', placeId = place.id) => {
      const user = await createUser(t.db, { companyId, role });
      await t.db.placeUser.create({ data: { placeId, userId: user.id } });
      users[name] = { id: user.id, headers: bearer((await signIn(t.app, user.email)).token) };
      return users[name]!;
    };
    await login('manager', provider.id, 'COMPANY_ADMIN');
    await login('controller', provider.id, 'CONTROLLER');
    await login('technician', provider.id, 'USER');
    await login('technician2', provider.id, 'USER');
    await login('client', client.id, 'CLIENT');
    await login('foreign', other.id, 'COMPANY_ADMIN', otherPlace.id);
    // A technician of the company not assigned to the place does not see it.
    const unassigned = await createUser(t.db, { companyId: provider.id, role: 'USER' });
    users.unassigned = { id: unassigned.id, headers: bearer((await signIn(t.app, unassigned.email)).token) };

    const trap = await t.db.deviceType.create({ data: { name: 'Rodent trap', color: '#ff0000' } });
    const lamp = await t.db.deviceType.create({ data: { name: 'Fly lamp' } });
    await t.db.companyDeviceType.createMany({ data: [trap, lamp].map((type) => ({ companyId: provider.id, deviceTypeId: type.id })) });
    const foreignType = await t.db.deviceType.create({ data: { name: 'Theirs', companyId: other.id } });
    const zone = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Hall' } });
    const foreignZone = await t.db.placeZone.create({ data: { placeId: otherPlace.id, name: 'Their hall' } });
    const map = await t.db.map.create({ data: { placeId: place.id, name: 'Ground floor', filePath: 'maps/x.jpg', width: 800, height: 600 } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A1', prefix: 'A', number: 1, deviceTypeId: trap.id, zoneId: zone.id } });
    const category = await t.db.recommendationCategory.create({ data: { name: 'Hygiene', translations: { en: { name: 'Hygiene EN' } } } });
    return { provider, client, other, place, otherPlace, users, trap, lamp, foreignType, zone, foreignZone, map, device, category };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const create = (w: World, who: string, payload: Record<string, unknown>, placeKey: string = w.place.uuid) =>
    t.app.inject({ method: 'POST', url: `/api/recommendations/${placeKey}`, headers: w.users[who]!.headers, payload });
  const get = (w: World, who: string, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/recommendations/${id}`, headers: w.users[who]!.headers });
  const patch = (w: World, who: string, id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/recommendations/${id}`, headers: w.users[who]!.headers, payload });

  it('creates one with every field, numbers them per place, and answers the details', async () => {
    const w = await world();
    const full = await create(w, 'controller', {
      recommendation: 'Uszczelnić szczelinę pod bramą',
      dueDate: '2026-12-01',
      priority: 'HIGH',
      status: 'IN_PROGRESS',
      recommendationCategoryId: w.category.id,
      ownerId: w.users.client!.id,
      area: 'Rampa 2',
      mapId: w.map.id,
      mapX: 120,
      mapY: 340.5,
      deviceId: w.device.id,
      zoneId: w.zone.id,
      comment: 'Po inspekcji',
      isMoreDataNeeded: true,
      notifications: [{ userId: w.users.manager!.id }, { userId: w.users.manager!.id }],
    });
    expect(full.statusCode).toBe(201);
    const body = full.json();
    expect(ZRecommendation.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      uniqueId: 1,
      placeUuid: w.place.uuid,
      priority: 'HIGH',
      status: 'IN_PROGRESS',
      dueDate: '2026-12-01',
      owner: { id: w.users.client!.id },
      ownerText: null,
      // The device's type is taken when none is sent.
      deviceTypeId: w.trap.id,
      deviceType: { name: 'Rodent trap' },
      device: { uniqueId: 'A1', deleted: false },
      zone: { name: 'Hall' },
      map: { name: 'Ground floor', width: 800, height: 600 },
      mapX: 120,
      mapY: 340.5,
      isMoreDataNeeded: true,
      recommendationCategory: { name: 'Hygiene' },
      author: { id: w.users.controller!.id },
      recommendationHistories: [],
    });
    expect(body.notifications.map((n: { userId: number }) => n.userId)).toEqual([w.users.manager!.id]);

    // Defaults: OPEN and LOW; a free-text owner with an e-mail; the map as text. Numbers go on.
    const minimal = await create(
      w,
      'technician',
      { recommendation: 'Zamknąć pojemniki', dueDate: '2026-11-30', ownerText: 'Jan Kierownik', ownerEmail: ' Jan@Example.TEST ', mapText: 'Hala B' },
      String(w.place.id),
    );
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({
      uniqueId: 2,
      status: 'OPEN',
      priority: 'LOW',
      ownerId: null,
      ownerText: 'Jan Kierownik',
      ownerEmail: 'jan@example.test',
      mapId: null,
      mapText: 'Hala B',
      isMoreDataNeeded: false,
    });
    // In English, the category's translation.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations/${body.id}`,
      headers: { ...w.users.manager!.headers, 'accept-language': 'en' },
    });
    expect(english.json().recommendationCategory.name).toBe('Hygiene EN');
    // By uuid too; the client's user sees it, with the status alone to change.
    expect((await get(w, 'client', body.uuid)).json()).toMatchObject({ id: body.id, canEditAll: false, canDelete: false });
  });

  it('refuses bad input and ids of another place or tenant with field errors, creating nothing', async () => {
    const w = await world();
    const foreignMap = await t.db.map.create({ data: { placeId: w.otherPlace.id, name: 'Theirs', filePath: 'maps/y.jpg', width: 10, height: 10 } });
    const foreignDevice = await t.db.device.create({ data: { placeId: w.otherPlace.id, uniqueId: 'Z1', deviceTypeId: w.trap.id } });
    const foreignCategory = await t.db.recommendationCategory.create({ data: { name: 'Own', companyId: w.other.id } });
    const base = { recommendation: 'Text', dueDate: '2026-11-30' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dueDate: '2026-11-30' }, 'recommendation'],
      [{ ...base, recommendation: '   ' }, 'recommendation'],
      [{ recommendation: 'x' }, 'dueDate'],
      [{ ...base, dueDate: '2026-13-01' }, 'dueDate'],
      [{ ...base, priority: 'URGENT' }, 'priority'],
      [{ ...base, status: 'DONE' }, 'status'],
      [{ ...base, ownerId: w.users.manager!.id, ownerText: 'Both' }, 'ownerText'],
      [{ ...base, ownerId: w.users.manager!.id, ownerEmail: 'a@b.test' }, 'ownerEmail'],
      [{ ...base, ownerText: 'X', ownerEmail: 'not-an-email' }, 'ownerEmail'],
      [{ ...base, mapId: w.map.id, mapText: 'Both' }, 'mapText'],
      [{ ...base, mapId: w.map.id, mapX: 5 }, 'mapY'],
      [{ ...base, mapId: w.map.id, mapX: 801, mapY: 5 }, 'mapX'],
      [{ ...base, mapX: 1, mapY: 1 }, 'mapId'],
      [{ ...base, mapId: foreignMap.id }, 'mapId'],
      [{ ...base, ownerId: w.users.foreign!.id }, 'ownerId'],
      [{ ...base, ownerId: w.users.unassigned!.id }, 'ownerId'],
      [{ ...base, zoneId: w.foreignZone.id }, 'zoneId'],
      [{ ...base, deviceId: foreignDevice.id }, 'deviceId'],
      [{ ...base, deviceTypeId: w.lamp.id, deviceId: w.device.id }, 'deviceId'],
      [{ ...base, deviceTypeId: w.foreignType.id }, 'deviceTypeId'],
      [{ ...base, recommendationCategoryId: foreignCategory.id }, 'recommendationCategoryId'],
      [{ ...base, notifications: [{ userId: w.users.foreign!.id }] }, 'notifications.0.userId'],
      [{ ...base, recommendation: 'a\u0000b' }, 'recommendation'],
      [{ ...base, isMoreDataNeeded: 'yes' }, 'isMoreDataNeeded'],
    ];
    for (const [payload, path] of cases) {
      const res = await create(w, 'manager', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('common/validation_failed');
      expect(
        res.json().details.fields.map((f: { path: string }) => f.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    const deleted = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'OLD', deviceTypeId: w.trap.id, deletedAt: new Date() } });
    expect((await create(w, 'manager', { ...base, deviceId: deleted.id })).statusCode).toBe(400);
    expect(await t.db.recommendation.count({ where: { placeId: { in: [w.place.id, w.otherPlace.id] } } })).toBe(0);
  });

  it('keeps to the roles and the tenant: foreign requests answer 404 and change nothing', async () => {
    const w = await world();
    const base = { recommendation: 'Text', dueDate: '2026-11-30' };
    // A client's user does not create; another tenant's admin and an unassigned technician do not see the place.
    expect((await create(w, 'client', base)).statusCode).toBe(403);
    expect((await create(w, 'foreign', base)).statusCode).toBe(404);
    expect((await create(w, 'unassigned', base)).statusCode).toBe(404);
    expect((await create(w, 'manager', base, 'not-an-id')).statusCode).toBe(404);
    const mine = (await create(w, 'technician', base)).json();
    const theirs = (await create(w, 'controller', base)).json();
    const before = await t.db.recommendation.findUniqueOrThrow({ where: { id: mine.id } });

    for (const who of ['foreign', 'unassigned']) {
      expect((await get(w, who, mine.id)).statusCode).toBe(404);
      expect((await patch(w, who, mine.id, { status: 'CLOSE' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${mine.id}`, headers: w.users[who]!.headers })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/recommendations/${mine.id}/comment`, headers: w.users[who]!.headers, payload: { comment: 'x' } }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/recommendations?placeId=${w.place.uuid}`, headers: w.users[who]!.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/recommendations`, headers: w.users[who]!.headers })).json().count).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/recommendations/count`, headers: w.users[who]!.headers })).json()).toEqual({
        count: 0,
        rows: [],
        categories: [],
      });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/recommendations/csv?placeId=${w.place.id}&dateFrom=2020-01-01&dateTo=2030-01-01`,
            headers: w.users[who]!.headers,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(await t.db.recommendation.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(before);
    expect(await t.db.recommendationComment.count({ where: { recommendationId: mine.id } })).toBe(0);

    // The client's user changes the status alone.
    expect((await patch(w, 'client', mine.id, { status: 'WAITING', placeUuid: w.place.uuid })).json().status).toBe('WAITING');
    expect((await patch(w, 'client', mine.id, { priority: 'HIGH' })).statusCode).toBe(403);
    expect((await patch(w, 'client', mine.id, { status: 'CLOSE', recommendation: 'changed' })).statusCode).toBe(403);
    // Another place is refused.
    expect((await patch(w, 'manager', mine.id, { placeUuid: w.otherPlace.uuid })).statusCode).toBe(400);

    // Deleting: a technician its own only, the client's user never, the controller any.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${theirs.id}`, headers: w.users.technician!.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${mine.id}`, headers: w.users.client!.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${mine.id}`, headers: w.users.technician!.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${theirs.id}`, headers: w.users.controller!.headers })).statusCode).toBe(204);
    expect((await get(w, 'manager', mine.id)).statusCode).toBe(404);
  });

  it('records every change in the history with old and new values, newest first', async () => {
    const w = await world();
    const rec = (
      await create(w, 'manager', { recommendation: 'Text', dueDate: '2026-11-30', ownerText: 'Jan', ownerEmail: 'jan@example.test', mapText: 'Hala' })
    ).json();
    const first = await patch(w, 'controller', rec.id, {
      status: 'IN_PROGRESS',
      ownerId: w.users.technician!.id,
      mapId: w.map.id,
      mapX: 10,
      mapY: 20,
      recommendationCategoryId: w.category.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ownerId: w.users.technician!.id, ownerText: null, ownerEmail: null, mapId: w.map.id, mapText: null });
    // Nothing changed: no entry.
    expect((await patch(w, 'controller', rec.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    await patch(w, 'manager', rec.id, { status: 'CLOSE', dueDate: '2026-12-24', notifications: [{ userId: w.users.client!.id }] });
    const details = (await get(w, 'manager', rec.id)).json();
    expect(details.recommendationHistories).toHaveLength(2);
    const [latest, earlier] = details.recommendationHistories;
    expect(latest.author.id).toBe(w.users.manager!.id);
    expect(latest.old).toEqual({ status: 'IN_PROGRESS', dueDate: '2026-11-30', notifications: null });
    expect(latest.new).toMatchObject({ status: 'CLOSE', dueDate: '2026-12-24' });
    expect(latest.new.notifications).toMatch(/\S/);
    expect(earlier.old).toMatchObject({ status: 'OPEN', owner: 'Jan', ownerEmail: 'jan@example.test', map: 'Hala', position: null, category: null });
    expect(earlier.new).toMatchObject({ status: 'IN_PROGRESS', ownerEmail: null, map: 'Ground floor', position: '10, 20', category: 'Hygiene' });
    // A device type of another type clears the device; a deleted device keeps its name.
    await patch(w, 'manager', rec.id, { deviceId: w.device.id });
    await t.db.device.update({ where: { id: w.device.id }, data: { deletedAt: new Date() } });
    const kept = await patch(w, 'manager', rec.id, { priority: 'MEDIUM' });
    expect(kept.json()).toMatchObject({ deviceId: w.device.id, device: { uniqueId: 'A1', deleted: true } });
    // The list names it the same way (the screen shows it as deleted).
    const listed = (await t.app.inject({ method: 'GET', url: `/api/recommendations?placeId=${w.place.uuid}`, headers: w.users.manager!.headers })).json();
    expect(listed.rows.find((r: { id: number }) => r.id === rec.id)).toMatchObject({ deviceId: w.device.id, device: { uniqueId: 'A1', deleted: true } });
    expect((await patch(w, 'manager', rec.id, { deviceTypeId: w.lamp.id })).json()).toMatchObject({ deviceTypeId: w.lamp.id, deviceId: null });
  });

  it('lists with filters, sorts and pages, counts the open ones and exports CSV', async () => {
    const w = await world();
    const make = async (payload: Record<string, unknown>, createdAt: string) => {
      const r = (await create(w, 'manager', { dueDate: '2026-11-30', ...payload })).json();
      await t.db.recommendation.update({ where: { id: r.id }, data: { createdAt: new Date(createdAt) } });
      return r;
    };
    await make(
      { recommendation: 'Zażółć gęślą jaźń, "cytat"', priority: 'HIGH', recommendationCategoryId: w.category.id, ownerId: w.users.client!.id, mapId: w.map.id },
      '2026-01-05T10:00:00Z',
    );
    await make({ recommendation: 'B', priority: 'LOW', status: 'CLOSE', dueDate: '2026-01-01' }, '2026-02-05T10:00:00Z');
    await make({ recommendation: 'C', priority: 'MEDIUM', status: 'WAITING', deviceTypeId: w.trap.id }, '2026-03-05T10:00:00Z');
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/recommendations?placeId=${w.place.uuid}&${query}`, headers: w.users.technician!.headers });
      expect(res.statusCode, query).toBe(200);
      expect(ZRecommendationListResponse.safeParse(res.json()).success).toBe(true);
      return res.json().rows.map((r: { recommendation: string }) => r.recommendation[0]);
    };
    expect(await list('')).toEqual(['C', 'B', 'Z']);
    expect(await list('status=OPEN,IN_PROGRESS,WAITING')).toEqual(['C', 'Z']);
    expect(await list('status=OPEN&status=CLOSE')).toEqual(['B', 'Z']);
    expect(await list('sort=priority&order=asc')).toEqual(['B', 'C', 'Z']);
    // Equal due dates keep the order of creation.
    expect(await list('sort=dueDate&order=asc')).toEqual(['B', 'Z', 'C']);
    expect(await list('sort=status&order=desc')).toEqual(['B', 'C', 'Z']);
    expect(await list(`categoryId=${w.category.id}`)).toEqual(['Z']);
    expect(await list(`ownerId=${w.users.client!.id}`)).toEqual(['Z']);
    expect(await list(`mapId=${w.map.id}`)).toEqual(['Z']);
    expect(await list(`deviceTypeId=${w.trap.id}`)).toEqual(['C']);
    expect(await list(`authorId=${w.users.manager!.id}&priority=LOW,MEDIUM`)).toEqual(['C', 'B']);
    expect(await list('dateFrom=2026-02-05&dateTo=2026-03-04')).toEqual(['B']);
    expect(await list('limit=2&page=2')).toEqual(['Z']);
    expect(await list('limit=2&page=3')).toEqual([]);
    expect(await list('search=JAŹŃ')).toEqual(['Z']);
    expect(await list('search=%22cytat%22')).toEqual(['Z']);
    expect(await list('search=%25')).toEqual([]);
    // Every item of the list (here of every place the caller sees) is the details' list part.
    for (const who of ['manager', 'technician', 'client']) {
      const all = await t.app.inject({ method: 'GET', url: '/api/recommendations?sort=dueDate&order=desc', headers: w.users[who]!.headers });
      expect(all.json().count, who).toBe(3);
      for (const row of all.json().rows) expect(row).toEqual(ZRecommendationListItem.parse((await get(w, who, row.id)).json()));
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations?status=DONE&sort=name&limit=0&dateFrom=2026-02-01&dateTo=2026-01-01`,
      headers: w.users.manager!.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common/validation_failed');

    const count = (await t.app.inject({ method: 'GET', url: '/api/recommendations/count', headers: w.users.client!.headers })).json();
    expect(count).toEqual({
      count: 2,
      rows: [{ placeId: w.place.id, placeUuid: w.place.uuid, placeName: w.place.name, count: 2 }],
      categories: expect.arrayContaining([
        { recommendationCategoryId: w.category.id, count: 1 },
        { recommendationCategoryId: null, count: 1 },
      ]),
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations/csv?placeId=${w.place.uuid}&dateFrom=2026-01-01&dateTo=2026-02-28`,
      headers: w.users.manager!.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/zalecenia_\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Nr,Data utworzenia,Zalecenie,Priorytet/);
    expect(lines[1]).toContain('"Zażółć gęślą jaźń, ""cytat"""');
    expect(lines[1]).toContain('Wysoki');
    expect(lines[2]).toContain('Zamknięte');
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations/csv?placeId=${w.place.id}&dateFrom=2026-03-01&dateTo=2026-03-31`,
      headers: { ...w.users.manager!.headers, 'accept-language': 'en' },
    });
    expect(english.body.split('\r\n')[0]).toMatch(/^\uFEFFNo\.,Created at,Recommendation/);
    expect(english.body).toContain('Awaiting');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/recommendations/csv?placeId=${w.place.id}&dateFrom=2026-03-01`, headers: w.users.manager!.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('comments: everyone who sees it adds; the author or an admin edits and deletes', async () => {
    const w = await world();
    const rec = (await create(w, 'manager', { recommendation: 'Text', dueDate: '2026-11-30' })).json();
    const url = `/api/recommendations/${rec.id}/comment`;
    const added = await t.app.inject({ method: 'POST', url, headers: w.users.client!.headers, payload: { comment: 'Zrobione częściowo' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ comment: 'Zrobione częściowo', author: { id: w.users.client!.id }, canEdit: true });
    const id = added.json().id;
    expect((await t.app.inject({ method: 'POST', url, headers: w.users.client!.headers, payload: { comment: '  ' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers: w.users.technician!.headers, payload: { comment: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: w.users.controller!.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers: w.users.client!.headers, payload: { comment: 'Zrobione' } })).json().comment,
    ).toBe('Zrobione');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}/${id}`, headers: w.users.manager!.headers, payload: { comment: 'Poprawione' } })).json().comment,
    ).toBe('Poprawione');
    // Another recommendation's path does not reach it.
    const other = (await create(w, 'manager', { recommendation: 'Other', dueDate: '2026-11-30' })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${other.id}/comment/${id}`, headers: w.users.manager!.headers })).statusCode,
    ).toBe(404);
    const details = (await get(w, 'technician', rec.id)).json();
    expect(details.recommendationComments).toMatchObject([{ comment: 'Poprawione', canEdit: false }]);
    expect(details.commentsCount).toBe(1);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/recommendations?placeId=${w.place.uuid}`, headers: w.users.technician!.headers })).json();
    expect(listed.rows.find((r: { id: number }) => r.id === rec.id).commentsCount).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: w.users.manager!.headers })).statusCode).toBe(204);
    expect(await t.db.recommendationComment.count({ where: { recommendationId: rec.id } })).toBe(0);
  });

  it('attachments: JPEG only, 5 MB, signed links; the uploader or an admin deletes', async () => {
    const w = await world();
    const rec = (await create(w, 'manager', { recommendation: 'Text', dueDate: '2026-11-30' })).json();
    const url = `/api/recommendations/${rec.id}/files`;
    const upload = (who: string, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}) => {
      const body = multipart(file, fields);
      return t.app.inject({ method: 'POST', url, headers: { ...w.users[who]!.headers, ...body.headers }, payload: body.payload });
    };
    const photo = await jpeg();
    const added = await upload('technician', { data: photo, filename: 'brama.jpg', contentType: 'image/jpeg' }, { name: 'Brama północna' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Brama północna', user: { id: w.users.technician!.id } });
    const fetched = await t.app.inject({ method: 'GET', url: added.json().url.replace(/^https?:\/\/[^/]+/, '') });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(photo)).toBe(true);
    expect((await upload('technician', { data: photo, filename: 'bez-nazwy.jpg', contentType: 'image/jpeg' })).json().name).toBe('bez-nazwy');
    expect((await upload('technician', { data: pdf(), filename: 'a.jpg', contentType: 'image/jpeg' })).statusCode).toBe(415);
    expect((await upload('technician', null, { name: 'x' })).statusCode).toBe(400);
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload('technician', { data: big, filename: 'big.jpg', contentType: 'image/jpeg' })).statusCode).toBe(413);
    expect((await upload('foreign', { data: photo, filename: 'x.jpg', contentType: 'image/jpeg' })).statusCode).toBe(404);

    const fileId = added.json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${fileId}`, headers: w.users.technician2!.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${fileId}`, headers: w.users.foreign!.headers })).statusCode).toBe(404);
    expect((await get(w, 'client', rec.id)).json().recommendationFiles).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${fileId}`, headers: w.users.technician!.headers })).statusCode).toBe(204);
    expect((await get(w, 'client', rec.id)).json().recommendationFiles).toHaveLength(1);
    // Deleting the recommendation takes its files along.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/recommendations/${rec.id}`, headers: w.users.manager!.headers })).statusCode).toBe(204);
    expect(await t.db.recommendationFile.count({ where: { recommendationId: rec.id } })).toBe(0);
  });
});
