import { describe, expect, it } from 'vitest';
import { ZDeviceType, ZDeviceTypeListResponse } from '@trapline/contracts/catalogue';
import { useApi } from '../helpers.ts';
import { catalogueWorld } from './world.ts';

type Listed = { id: number; name: string; isGlobal: boolean; assigned: boolean; parentCompanyId: number | null };

describe('device types', () => {
  const t = useApi();
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const ids = (rows: Listed[]) => rows.map((r) => r.id);

  it('lists the caller\u2019s catalogue: chosen global types and its own, never another company\u2019s', async () => {
    const w = await catalogueWorld(t);
    const mine = await get('/device-types', w.manager);
    expect(mine.statusCode).toBe(200);
    expect(ZDeviceTypeListResponse.safeParse(mine.json()).success).toBe(true);
    expect(ids(mine.json())).toEqual(expect.arrayContaining([w.g1.id, w.ownType.id]));
    expect(ids(mine.json())).not.toContain(w.g2.id);
    expect(ids(mine.json())).not.toContain(w.otherType.id);
    expect(mine.json().find((r: Listed) => r.id === w.g1.id)).toMatchObject({
      isGlobal: true,
      assigned: true,
      parentCompanyId: null,
      settings: { prefix: 'G', redirectOption: '' },
    });
    expect(mine.json().find((r: Listed) => r.id === w.ownType.id)).toMatchObject({ isGlobal: false, assigned: true, parentCompanyId: w.p.id });

    // The assign dialog: every global type, flagged for the company in view.
    const globals: Listed[] = (await get('/device-types?type=GLOBAL', w.manager)).json();
    expect(globals.every((r) => r.isGlobal)).toBe(true);
    expect(globals.find((r) => r.id === w.g2.id)?.assigned).toBe(false);
    expect(globals.find((r) => r.id === w.g1.id)?.assigned).toBe(true);
    expect(ids((await get('/device-types?parentCompanyId=ROOT', w.manager)).json())).toEqual(ids(globals));
    expect(ids((await get('/device-types?parentCompanyId=ONLY_COMPANY', w.manager)).json())).toEqual([w.ownType.id]);

    // A client company reads its parent's catalogue; controllers and technicians read too.
    expect(ids((await get('/device-types', w.client)).json())).toEqual(expect.arrayContaining([w.g1.id, w.ownType.id]));
    expect(ids((await get('/device-types', w.technician)).json())).toEqual(expect.arrayContaining([w.g1.id, w.ownType.id]));
    expect((await get(`/device-types?parentCompanyId=${w.c.uuid}`, w.controller)).statusCode).toBe(200);

    // The other company never sees P's type; naming P answers 404.
    expect(ids((await get('/device-types', w.otherManager)).json())).not.toContain(w.ownType.id);
    expect((await get(`/device-types?parentCompanyId=${w.p.id}`, w.otherManager)).statusCode).toBe(404);
    expect((await get('/device-types?placeUuid=' + w.place.uuid, w.otherManager)).statusCode).toBe(404);

    // The super admin sees every global and every company's type.
    expect(ids((await get('/device-types', w.admin)).json())).toEqual(expect.arrayContaining([w.g1.id, w.g2.id, w.ownType.id, w.otherType.id]));
  });

  it('answers one type with its parts by id or uuid, and 404 for another company\u2019s', async () => {
    const w = await catalogueWorld(t);
    const one = await get(`/device-types/${w.g1.uuid}`, w.manager);
    expect(one.statusCode).toBe(200);
    expect(ZDeviceType.safeParse(one.json()).success).toBe(true);
    expect(one.json()).toMatchObject({
      id: w.g1.id,
      actions: [{ id: w.action.id, link: { uuid: w.actionLink.uuid, type: 'GLOBAL', parentCompanyId: null } }],
      objects: [{ id: w.pest.id }],
      observations: [{ id: w.refill.id, type: 'REFILL' }],
    });
    expect((await get(`/device-types/${w.otherType.id}`, w.manager)).statusCode).toBe(404);
    expect((await get(`/device-types/${w.otherType.uuid}`, w.client)).statusCode).toBe(404);
    expect((await get('/device-types/not-an-id', w.manager)).statusCode).toBe(404);
    expect((await get('/device-types/999999999', w.manager)).statusCode).toBe(404);
  });

  it('lets a company admin create its own type with translations, colour, prefix and redirect option', async () => {
    const w = await catalogueWorld(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/device-types',
      headers: w.manager,
      payload: {
        name: 'Pułapka lepowa XL',
        description: 'Duża',
        measurementMethod: 'AMOUNT_PERCENTAGE',
        color: '#1971c2',
        settings: { prefix: 'XL', redirectOption: 'objectsModal' },
        translations: { en: { name: 'Sticky trap XL', description: 'Large' }, de: { name: 'Klebefalle XL' } },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Pułapka lepowa XL',
      isGlobal: false,
      parentCompanyId: w.p.id,
      assigned: true,
      color: '#1971c2',
      measurementMethod: 'AMOUNT_PERCENTAGE',
      settings: { prefix: 'XL', redirectOption: 'objectsModal' },
      translations: { en: { name: 'Sticky trap XL', description: 'Large' }, de: { name: 'Klebefalle XL' } },
      actions: [],
    });
    // The super admin creates a global type by default.
    const global = await t.app.inject({ method: 'POST', url: '/device-types', headers: w.admin, payload: { name: 'Global sensor', isRadio: true } });
    expect(global.statusCode).toBe(201);
    expect(global.json()).toMatchObject({ isGlobal: true, isRadio: true, measurementMethod: 'AMOUNT', color: '#1971c2' });
  });

  it('refuses bad or forbidden creations and creates nothing', async () => {
    const w = await catalogueWorld(t);
    const before = await t.db.deviceType.count();
    const cases: Array<[Record<string, string>, unknown, number, string]> = [
      [w.manager, { name: '' }, 400, 'common/validation_failed'],
      [w.manager, { name: '   ' }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', settings: { prefix: 'abc' } }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', settings: { prefix: 'A1' } }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', settings: { redirectOption: 'elsewhere' } }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', color: 'red' }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', measurementMethod: 'WEIGHT' }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', translations: { fr: { name: 'Piège' } } }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X'.repeat(201) }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', unknown: 1 }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', parentCompanyId: w.o.id }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', parentCompanyId: 99_999_999_999 }, 400, 'common/validation_failed'],
      [w.manager, { name: 'X', parentCompanyId: null }, 403, 'common/forbidden'],
      [w.manager, { name: 'X', isRadio: true }, 403, 'common/forbidden'],
      [w.controller, { name: 'X' }, 403, 'common/forbidden'],
      [w.technician, { name: 'X' }, 403, 'common/forbidden'],
      [w.client, { name: 'X' }, 403, 'common/forbidden'],
    ];
    for (const [headers, payload, status, code] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/device-types', headers, payload: payload as Record<string, unknown> });
      expect([JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([JSON.stringify(payload), status, code]);
    }
    const prefix = await t.app.inject({ method: 'POST', url: '/device-types', headers: w.manager, payload: { name: 'X', settings: { prefix: 'abc' } } });
    expect(prefix.json().details.fields[0]).toMatchObject({ path: 'settings.prefix', message: 'prefix_one_or_two_uppercase_letters' });
    expect(await t.db.deviceType.count()).toBe(before);
  });

  it('changes a type only for those who may: global ones are the super admin\u2019s', async () => {
    const w = await catalogueWorld(t);
    const forbidden = await t.app.inject({ method: 'PATCH', url: `/device-types/${w.g1.id}`, headers: w.manager, payload: { name: 'Hacked' } });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.db.deviceType.findUniqueOrThrow({ where: { id: w.g1.id } })).name).toBe('Global trap');
    expect((await t.app.inject({ method: 'PATCH', url: `/device-types/${w.ownType.id}`, headers: w.controller, payload: { name: 'Nope' } })).statusCode).toBe(
      403,
    );
    // Another company's type is not confirmed to exist.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/device-types/${w.ownType.uuid}`, headers: w.otherManager, payload: { name: 'Nope' } })).statusCode,
    ).toBe(404);
    expect((await t.db.deviceType.findUniqueOrThrow({ where: { id: w.ownType.id } })).name).toBe('P bait box');

    const own = await t.app.inject({
      method: 'PATCH',
      url: `/device-types/${w.ownType.id}`,
      headers: w.manager,
      payload: { name: 'P bait box 2', translations: { en: { name: 'P box' } }, settings: { prefix: 'PB' } },
    });
    expect(own.statusCode).toBe(200);
    // Translations and settings merge: languages and keys not sent stay.
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/device-types/${w.ownType.id}`,
      headers: w.manager,
      payload: { translations: { it: { name: 'Scatola' } }, settings: { redirectOption: 'observationsModal' } },
    });
    expect(again.json()).toMatchObject({
      name: 'P bait box 2',
      translations: { en: { name: 'P box' }, it: { name: 'Scatola' } },
      settings: { prefix: 'PB', redirectOption: 'observationsModal' },
    });
    // An empty prefix removes it.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/device-types/${w.ownType.id}`, headers: w.manager, payload: { settings: { prefix: '' } } })).json()
        .settings,
    ).toEqual({ redirectOption: 'observationsModal' });
    expect((await t.app.inject({ method: 'PATCH', url: `/device-types/${w.ownType.id}`, headers: w.manager, payload: { color: '#12' } })).statusCode).toBe(400);

    const global = await t.app.inject({ method: 'PATCH', url: `/device-types/${w.g1.id}`, headers: w.admin, payload: { name: 'Global trap v2' } });
    expect(global.statusCode).toBe(200);
    expect(global.json().name).toBe('Global trap v2');
  });

  it('deletes a type no device uses; one in use (even by a deleted device) answers 409 device_types/in_use', async () => {
    const w = await catalogueWorld(t);
    await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'A1', deviceTypeId: w.ownType.id, deletedAt: new Date() } });
    const inUse = await t.app.inject({ method: 'DELETE', url: `/device-types/${w.ownType.id}`, headers: w.manager });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'device_types/in_use', details: { devices: 0, deletedDevices: 1 } });
    expect(await t.db.deviceType.count({ where: { id: w.ownType.id } })).toBe(1);

    const spare = await t.db.deviceType.create({ data: { name: 'Spare', companyId: w.p.id } });
    expect((await t.app.inject({ method: 'DELETE', url: `/device-types/${spare.id}`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/device-types/${spare.id}`, headers: w.technician })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/device-types/${w.g2.id}`, headers: w.manager })).statusCode).toBe(403);
    expect(await t.db.deviceType.count({ where: { id: { in: [spare.id, w.g2.id] } } })).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/device-types/${spare.uuid}`, headers: w.manager })).statusCode).toBe(204);
    expect(await t.db.deviceType.count({ where: { id: spare.id } })).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/device-types/${w.g2.id}`, headers: w.admin })).statusCode).toBe(204);
  });

  it('assigns global types to a company (PUT replaces the choice); only managers of the company\u2019s tree may', async () => {
    const w = await catalogueWorld(t);
    const url = `/companies/${w.p.uuid}/device-types/assign`;
    const res = await t.app.inject({ method: 'PUT', url, headers: w.manager, payload: { deviceTypeIds: [w.g2.id], parentCompanyId: w.p.id } });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expect.arrayContaining([w.g2.id, w.ownType.id]));
    expect(ids(res.json())).not.toContain(w.g1.id);
    // The client company's places follow their parent's choice.
    const placeTypes = (await get(`/api/places/${w.place.uuid}/device-types`, w.client)).json().deviceTypes.map((d: Listed) => d.id);
    expect(placeTypes).toEqual(expect.arrayContaining([w.g2.id, w.ownType.id]));
    expect(placeTypes).not.toContain(w.g1.id);

    const refused: Array<[Record<string, string>, string, unknown, number]> = [
      [w.manager, url, { deviceTypeIds: [w.ownType.id] }, 400],
      [w.manager, url, { deviceTypeIds: [w.otherType.id] }, 400],
      [w.manager, url, { deviceTypeIds: ['x'] }, 400],
      [w.manager, url, { deviceTypeIds: [99_999_999_999] }, 400],
      [w.manager, url, {}, 400],
      [w.controller, url, { deviceTypeIds: [w.g1.id] }, 403],
      [w.otherManager, url, { deviceTypeIds: [w.g1.id] }, 404],
      [w.manager, `/companies/${w.o.id}/device-types/assign`, { deviceTypeIds: [w.g1.id] }, 404],
    ];
    for (const [headers, target, payload, status] of refused) {
      expect((await t.app.inject({ method: 'PUT', url: target, headers, payload: payload as Record<string, unknown> })).statusCode).toBe(status);
    }
    expect((await t.db.companyDeviceType.findMany({ where: { companyId: w.p.id } })).map((r) => r.deviceTypeId)).toEqual([w.g2.id]);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/companies/${w.o.id}/device-types/assign`, headers: w.admin, payload: { deviceTypeIds: [w.g1.id, w.g1.id] } }))
        .statusCode,
    ).toBe(200);
    expect(await t.db.companyDeviceType.count({ where: { companyId: w.o.id } })).toBe(1);
  });
});
