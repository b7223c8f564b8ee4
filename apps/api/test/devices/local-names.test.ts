import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

// The daily screens name catalogue entries in the reader's language (Accept-Language), with the
// entry's own name when it has no translation there.
describe("catalogue names in the reader's language", () => {
  const t = useApi();

  async function world() {
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const type = await t.db.deviceType.create({
      data: { name: 'Stacja deratyzacyjna', translations: { en: { name: 'Bait station' }, de: { name: 'Köderstation' } } },
    });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A1', deviceTypeId: type.id } });
    const action = await t.db.deviceTypeAction.create({ data: { name: 'Wymiana przynęty', translations: { en: { name: 'Bait replaced' } } } });
    const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mysz', translations: { en: { name: 'Mouse' } } } });
    const refill = await t.db.deviceTypeObservation.create({ data: { name: 'Uzupełnienie', type: 'REFILL', translations: { en: { name: 'Refill' } } } });
    await t.db.deviceActionRecord.create({ data: { deviceId: device.id, deviceTypeActionId: action.id, amount: 1 } });
    await t.db.deviceObjectRecord.create({ data: { deviceId: device.id, deviceTypeObjectId: mouse.id, amount: 2 } });
    await t.db.deviceObservationRecord.create({
      data: { deviceId: device.id, deviceTypeObservationId: refill.id, type: 'REFILL', amount: 1, data: { type: 'REFILL', totalMixtures: 0, mixtures: {} } },
    });
    const headers = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    return { place, device, headers };
  }
  const get = async (url: string, headers: Record<string, string>, language: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('names the device type on the devices list, the device, and the place dashboard', async () => {
    const w = await world();
    for (const [language, name] of [
      ['en', 'Bait station'],
      ['de', 'Köderstation'],
      ['it', 'Stacja deratyzacyjna'],
      ['pl', 'Stacja deratyzacyjna'],
    ] as const) {
      expect((await get(`/places/${w.place.uuid}/devices`, w.headers, language)).rows[0].deviceType.name, language).toBe(name);
      expect((await get(`/api/places/${w.place.uuid}/devices/${w.device.uuid}`, w.headers, language)).deviceType.name, language).toBe(name);
      expect((await get(`/api/places/${w.place.uuid}/dashboard`, w.headers, language)).deviceCountByDeviceType, language).toEqual([
        { deviceTypeId: w.device.deviceTypeId, deviceTypeName: name, deviceCount: 1 },
      ]);
    }
  });

  it('names the actions, pests and observations recorded on a device', async () => {
    const w = await world();
    const base = `/api/v3/devices/${w.device.uuid}`;
    expect((await get(`${base}/actions`, w.headers, 'en'))[0].deviceTypeAction).toEqual({ id: expect.any(Number), name: 'Bait replaced' });
    expect((await get(`${base}/objects`, w.headers, 'en'))[0].deviceTypeObject.name).toBe('Mouse');
    expect((await get(`${base}/observations`, w.headers, 'en'))[0].deviceTypeObservation.name).toBe('Refill');
    expect((await get(`${base}/actions`, w.headers, 'ru'))[0].deviceTypeAction.name).toBe('Wymiana przynęty');
  });
});
