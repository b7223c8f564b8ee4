import { describe, expect, it } from 'vitest';
import {
  ZActionListResponse,
  ZDeviceTypeAction,
  ZDeviceTypeObject,
  ZDeviceTypeObservation,
  ZObjectListResponse,
  ZObservationListResponse,
} from '@trapline/contracts/catalogue';
import { useApi } from '../helpers.ts';
import { catalogueWorld } from './world.ts';

const BASES = { actions: '/device-type-actions', objects: '/device-type-objects', observations: '/api/v3/device-type-observations' } as const;
type Row = { id: number; isGlobal: boolean; parentCompanyId: number | null };

describe('actions, objects (pests) and observations of the catalogue', () => {
  const t = useApi();
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const rows = async (url: string, headers: Record<string, string>): Promise<Row[]> => {
    const body = (await call('GET', url, headers)).json();
    return Array.isArray(body) ? body : body.observations;
  };

  it('lists global items and the caller\u2019s company tree\u2019s own, filtered by ROOT and ONLY_COMPANY', async () => {
    const w = await catalogueWorld(t);
    const all = await call('GET', BASES.actions, w.manager);
    expect(ZActionListResponse.safeParse(all.json()).success).toBe(true);
    const ids = all.json().map((a: Row) => a.id);
    expect(ids).toEqual(expect.arrayContaining([w.action.id, w.ownAction.id]));
    expect(ids).not.toContain(w.otherAction.id);
    expect((await rows(`${BASES.actions}?parentCompanyId=ROOT`, w.manager)).every((a) => a.isGlobal)).toBe(true);
    expect((await rows(`${BASES.actions}?parentCompanyId=ONLY_COMPANY`, w.manager)).map((a) => a.id)).toEqual([w.ownAction.id]);
    expect((await call('GET', `${BASES.actions}?parentCompanyId=SOMETHING`, w.manager)).statusCode).toBe(400);
    // Technicians and client users read (they record actions in inspections).
    expect((await rows(BASES.actions, w.technician)).map((a) => a.id)).toContain(w.ownAction.id);
    expect((await rows(BASES.actions, w.client)).map((a) => a.id)).toContain(w.ownAction.id);
    expect((await rows(`${BASES.actions}?parentCompanyId=ONLY_COMPANY`, w.admin)).map((a) => a.id)).toEqual(
      expect.arrayContaining([w.ownAction.id, w.otherAction.id]),
    );

    const objects = await call('GET', BASES.objects, w.controller);
    expect(ZObjectListResponse.safeParse(objects.json()).success).toBe(true);
    const observations = await call('GET', BASES.observations, w.manager);
    expect(ZObservationListResponse.safeParse(observations.json()).success).toBe(true);
    expect(observations.json().observations.map((o: Row) => o.id)).not.toContain(w.otherObservation.id);
    expect((await rows(`${BASES.observations}?parentCompanyId=ONLY_COMPANY`, w.otherManager)).map((o) => o.id)).toEqual([w.otherObservation.id]);

    expect((await call('GET', `${BASES.actions}/${w.otherAction.id}`, w.manager)).statusCode).toBe(404);
    expect((await call('GET', `${BASES.observations}/${w.otherObservation.uuid}`, w.client)).statusCode).toBe(404);
    expect((await call('GET', `${BASES.objects}/x`, w.manager)).statusCode).toBe(404);
    expect((await call('GET', `${BASES.actions}/${w.ownAction.uuid}`, w.controller)).json()).toMatchObject({
      id: w.ownAction.id,
      isGlobal: false,
      parentCompanyId: w.p.id,
    });
  });

  it('creates, changes and deletes a company\u2019s own action with translations and settings', async () => {
    const w = await catalogueWorld(t);
    const created = await call('POST', BASES.actions, w.manager, {
      name: 'Wymiana lepu',
      shouldClean: true,
      isInspection: false,
      settings: { addWhenDeviceAddedToInspection: true },
      translations: { en: { name: 'Glue change' }, ru: { name: 'Замена клея' } },
      parentCompanyId: w.p.uuid,
    });
    expect(created.statusCode).toBe(201);
    expect(ZDeviceTypeAction.safeParse(created.json()).success).toBe(true);
    expect(created.json()).toMatchObject({
      name: 'Wymiana lepu',
      shouldClean: true,
      isInspection: false,
      settings: { addWhenDeviceAddedToInspection: true },
      translations: { en: { name: 'Glue change' } },
      parentCompanyId: w.p.id,
      deviceTypeId: null,
    });
    const url = `${BASES.actions}/${created.json().id}`;
    const changed = await call('PATCH', url, w.manager, {
      isInspection: true,
      settings: { addWhenDeviceAddedToInspection: false },
      translations: { de: { name: 'Leimwechsel' } },
    });
    expect(changed.json()).toMatchObject({
      isInspection: true,
      shouldClean: true,
      settings: { addWhenDeviceAddedToInspection: false },
      translations: { en: { name: 'Glue change' }, de: { name: 'Leimwechsel' }, ru: { name: 'Замена клея' } },
    });

    // Created from a type's page: associated with the type at once.
    const forType = await call('POST', BASES.actions, w.manager, { name: 'Wymiana baterii', deviceTypeId: w.ownType.id });
    expect(forType.json()).toMatchObject({ deviceTypeId: w.ownType.id, parentCompanyId: w.p.id });
    const type = (await call('GET', `/device-types/${w.ownType.id}`, w.manager)).json();
    expect(type.actions.map((a: Row) => a.id)).toEqual([forType.json().id]);
    const forGlobal = await call('POST', BASES.objects, w.manager, { name: 'Kuna', category: 'DANGEROUS', deviceTypeId: w.g1.id });
    expect(forGlobal.statusCode).toBe(201);
    expect((await call('GET', `/device-types/${w.g1.id}`, w.manager)).json().objects.find((o: Row) => o.id === forGlobal.json().id)).toMatchObject({
      category: 'DANGEROUS',
      link: { type: 'CUSTOM', parentCompanyId: w.p.id },
    });
    expect((await call('GET', `/device-types/${w.g1.id}`, w.otherManager)).json().objects.map((o: Row) => o.id)).not.toContain(forGlobal.json().id);

    expect((await call('DELETE', url, w.manager)).statusCode).toBe(204);
    expect((await call('GET', url, w.manager)).statusCode).toBe(404);
  });

  it('reads, changes and deletes a company\u2019s own pest and observation', async () => {
    const w = await catalogueWorld(t);
    const pest = await call('POST', BASES.objects, w.manager, { name: 'Prusak', translations: { en: { name: 'German cockroach' } } });
    expect(pest.json()).toMatchObject({ name: 'Prusak', category: 'NORMAL', parentCompanyId: w.p.id });
    const pestUrl = `${BASES.objects}/${pest.json().uuid}`;
    expect((await call('GET', pestUrl, w.technician)).json()).toMatchObject({ id: pest.json().id, translations: { en: { name: 'German cockroach' } } });
    expect((await call('PATCH', pestUrl, w.manager, { category: 'DANGEROUS', name: 'Karaczan prusak' })).json()).toMatchObject({
      name: 'Karaczan prusak',
      category: 'DANGEROUS',
      translations: { en: { name: 'German cockroach' } },
    });
    expect((await call('GET', pestUrl, w.otherManager)).statusCode).toBe(404);
    expect((await call('DELETE', pestUrl, w.manager)).statusCode).toBe(204);
    expect(await t.db.deviceTypeObject.count({ where: { id: pest.json().id } })).toBe(0);

    const observation = await call('POST', BASES.observations, w.manager, { name: 'Wilgoć', type: 'NEUTRAL', deviceTypeId: w.g1.id });
    expect(observation.json()).toMatchObject({ name: 'Wilgoć', type: 'NEUTRAL', deviceTypeId: w.g1.id });
    const observationUrl = `${BASES.observations}/${observation.json().id}`;
    expect((await call('GET', observationUrl, w.client)).json()).toMatchObject({ id: observation.json().id, parentCompanyId: w.p.id });
    expect((await call('PATCH', observationUrl, w.manager, { name: 'Wilgotna przynęta', type: 'BAIT_COLLECT' })).json()).toMatchObject({
      name: 'Wilgotna przynęta',
      type: 'BAIT_COLLECT',
    });
    expect((await call('DELETE', observationUrl, w.otherManager)).statusCode).toBe(404);
    expect((await call('DELETE', observationUrl, w.manager)).statusCode).toBe(204);
    expect(await t.db.deviceTypeObservationLink.count({ where: { observationId: observation.json().id } })).toBe(0);
  });

  it('keeps global items the super admin\u2019s and another company\u2019s items invisible', async () => {
    const w = await catalogueWorld(t);
    for (const [base, id] of [
      [BASES.actions, w.action.id],
      [BASES.objects, w.pest.id],
      [BASES.observations, w.damage.id],
    ] as const) {
      const denied = await call('PATCH', `${base}/${id}`, w.manager, { name: 'Hacked' });
      expect([base, denied.statusCode, denied.json().code]).toEqual([base, 403, 'common/forbidden']);
      expect((await call('DELETE', `${base}/${id}`, w.manager)).statusCode).toBe(403);
    }
    expect((await t.db.deviceTypeAction.findUniqueOrThrow({ where: { id: w.action.id } })).name).toBe('Cleaning');
    for (const [base, id] of [
      [BASES.actions, w.otherAction.id],
      [BASES.observations, w.otherObservation.id],
    ] as const) {
      expect((await call('PATCH', `${base}/${id}`, w.manager, { name: 'Hacked' })).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/${id}`, w.manager)).statusCode).toBe(404);
    }
    expect((await t.db.deviceTypeAction.findUniqueOrThrow({ where: { id: w.otherAction.id } })).name).toBe('O secret action');
    expect((await call('PATCH', `${BASES.actions}/${w.ownAction.id}`, w.controller, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('POST', BASES.objects, w.technician, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('POST', BASES.objects, w.manager, { name: 'Global?', parentCompanyId: null })).statusCode).toBe(403);

    const global = await call('POST', BASES.observations, w.admin, { name: 'Wet bait', type: 'NEUTRAL', translations: { en: { name: 'Wet bait' } } });
    expect(global.statusCode).toBe(201);
    expect(ZDeviceTypeObservation.safeParse(global.json()).success).toBe(true);
    expect(global.json()).toMatchObject({ isGlobal: true, parentCompanyId: null });
    const edited = await call('PATCH', `${BASES.actions}/${w.action.id}`, w.admin, { name: 'Cleaning (global)', translations: { en: { name: 'Cleaning' } } });
    expect(edited.json()).toMatchObject({ name: 'Cleaning (global)', isGlobal: true });
    const forCompany = await call('POST', BASES.objects, w.admin, { name: 'O pest', parentCompanyId: w.o.id });
    expect(ZDeviceTypeObject.safeParse(forCompany.json()).success).toBe(true);
    expect(forCompany.json().parentCompanyId).toBe(w.o.id);
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const w = await catalogueWorld(t);
    const counts = async () => [await t.db.deviceTypeAction.count(), await t.db.deviceTypeObject.count(), await t.db.deviceTypeObservation.count()];
    const before = await counts();
    const cases: Array<[string, Record<string, unknown>]> = [
      [BASES.actions, {}],
      [BASES.actions, { name: '' }],
      [BASES.actions, { name: 'X', shouldClean: 'yes' }],
      [BASES.actions, { name: 'X', settings: { somethingElse: true } }],
      [BASES.actions, { name: 'X', translations: { en: { name: 5 } } }],
      [BASES.actions, { name: 'X', translations: { xx: { name: 'a' } } }],
      [BASES.actions, { name: 'X', deviceTypeId: w.otherType.id }],
      [BASES.actions, { name: 'X', deviceTypeId: -1 }],
      [BASES.objects, { name: 'X', category: 'HUGE' }],
      [BASES.objects, { name: 'X', parentCompanyId: 'not-a-company' }],
      [BASES.observations, { name: 'X' }],
      [BASES.observations, { name: 'X', type: 'MAGIC' }],
      [BASES.observations, { name: '', type: 'NEUTRAL' }],
    ];
    for (const [url, payload] of cases) {
      const res = await call('POST', url, w.manager, payload);
      expect([url, JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([url, JSON.stringify(payload), 400, 'common/validation_failed']);
    }
    expect((await call('PATCH', `${BASES.observations}/${w.damage.id}`, w.admin, { type: 'OTHER' })).statusCode).toBe(400);
    expect((await call('PATCH', `${BASES.actions}/${w.ownAction.id}`, w.manager, { name: '' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete items that device records or limits use (409 device_types/part_in_use)', async () => {
    const w = await catalogueWorld(t);
    const device = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'B1', deviceTypeId: w.ownType.id } });
    const ownPest = await t.db.deviceTypeObject.create({ data: { name: 'P pest', companyId: w.p.id } });
    const ownObservation = await t.db.deviceTypeObservation.create({ data: { name: 'P note', companyId: w.p.id } });
    await t.db.deviceActionRecord.create({ data: { deviceId: device.id, deviceTypeActionId: w.ownAction.id } });
    const limit = await t.db.pestLimit.create({ data: { placeId: w.place.id, name: 'Limit', type: 'DEVICES' } });
    await t.db.pestLimitEntry.create({ data: { pestLimitId: limit.id, objectId: ownPest.id, value: 3 } });
    await t.db.deviceObservationRecord.create({ data: { deviceId: device.id, deviceTypeObservationId: ownObservation.id, type: 'NEUTRAL', data: {} } });

    const action = await call('DELETE', `${BASES.actions}/${w.ownAction.id}`, w.manager);
    expect(action.statusCode).toBe(409);
    expect(action.json()).toMatchObject({ code: 'device_types/part_in_use', details: { records: 1, limits: 0 } });
    expect((await call('DELETE', `${BASES.objects}/${ownPest.id}`, w.manager)).json()).toMatchObject({
      code: 'device_types/part_in_use',
      details: { records: 0, limits: 1 },
    });
    expect((await call('DELETE', `${BASES.observations}/${ownObservation.id}`, w.manager)).json()).toMatchObject({
      code: 'device_types/part_in_use',
      details: { records: 1 },
    });
    expect(await t.db.deviceTypeAction.count({ where: { id: w.ownAction.id } })).toBe(1);
    expect(await t.db.deviceTypeObject.count({ where: { id: ownPest.id } })).toBe(1);

    // An unused part goes with its associations.
    const spare = await t.db.deviceTypeObject.create({ data: { name: 'Spare pest', companyId: w.p.id } });
    await t.db.deviceTypeObjectLink.create({ data: { deviceTypeId: w.ownType.id, objectId: spare.id, companyId: w.p.id, type: 'CUSTOM' } });
    expect((await call('DELETE', `${BASES.objects}/${spare.uuid}`, w.manager)).statusCode).toBe(204);
    expect(await t.db.deviceTypeObjectLink.count({ where: { objectId: spare.id } })).toBe(0);
  });
});
