import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('a device\u2019s NFC tag', () => {
  const t = useApi();

  async function world() {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const otherPlace = await createPlace(t.db, other.id);
    const type = await t.db.deviceType.create({ data: { name: 'Trap' } });
    const device = (uniqueId: string, placeId = place.id) =>
      t.db.device.create({
        data: { placeId, deviceTypeId: type.id, uniqueId, prefix: uniqueId.replace(/\d+/, ''), number: Number(uniqueId.replace(/\D+/, '')) },
      });
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'USER') => {
      const user = await createUser(t.db, { companyId, role });
      if (role === 'USER') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
      return bearer((await signIn(t.app, user.email)).token);
    };
    return {
      place,
      otherPlace,
      device,
      manager: await login(company.id, 'COMPANY_ADMIN'),
      technician: await login(company.id, 'USER'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
    };
  }
  const patch = (placeUuid: string, deviceUuid: string, headers: Record<string, string>, nfcId: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/places/${placeUuid}/devices/${deviceUuid}`, headers, payload: { nfcId } });

  it('is stored by its serial number, shown on the device, unique among the company\u2019s devices, and taken away', async () => {
    const w = await world();
    const [first, second] = [await w.device('A1'), await w.device('A2')];
    const saved = await patch(w.place.uuid, first.uuid, w.manager, ' 04:A2:3B:11:7C:00:80 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().nfcId).toBe('04:a2:3b:11:7c:00:80');
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/devices/${first.uuid}`, headers: w.manager })).json().nfcId).toBe(
      '04:a2:3b:11:7c:00:80',
    );
    // The same tag again on the same device is no change.
    expect((await patch(w.place.uuid, first.uuid, w.manager, '04:a2:3b:11:7c:00:80')).statusCode).toBe(200);

    const taken = await patch(w.place.uuid, second.uuid, w.manager, '04:A2:3B:11:7C:00:80');
    expect([taken.statusCode, taken.json().code, taken.json().details.fields[0].path]).toEqual([409, 'devices/nfc_in_use', 'nfcId']);
    for (const bad of ['tag-1', '04:a2', '04-a2-3b-11', 'zz:a2:3b:11', 'x'.repeat(2000)]) {
      const refused = await patch(w.place.uuid, second.uuid, w.manager, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe('common/validation_failed');
    }
    expect((await t.db.device.findUniqueOrThrow({ where: { id: second.id } })).nfcId).toBeNull();

    // Another company may hold a tag with the same serial: uniqueness never looks into other tenants.
    const theirs = await w.device('B1', w.otherPlace.id);
    expect((await patch(w.otherPlace.uuid, theirs.uuid, w.otherManager, '04:a2:3b:11:7c:00:80')).statusCode).toBe(200);

    const removed = await patch(w.place.uuid, first.uuid, w.manager, null);
    expect([removed.statusCode, removed.json().nfcId]).toEqual([200, null]);
    expect((await patch(w.place.uuid, second.uuid, w.manager, '04:a2:3b:11:7c:00:80')).json().nfcId).toBe('04:a2:3b:11:7c:00:80');
    expect((await patch(w.place.uuid, second.uuid, w.manager, '')).json().nfcId).toBeNull();
  });

  it('is set by those who set devices up: a technician gets 403, another company 404, and nothing changes', async () => {
    const w = await world();
    const device = await w.device('C1');
    expect((await patch(w.place.uuid, device.uuid, w.technician, '04:a2:3b:11')).statusCode).toBe(403);
    expect((await patch(w.place.uuid, device.uuid, w.otherManager, '04:a2:3b:11')).statusCode).toBe(404);
    expect((await t.db.device.findUniqueOrThrow({ where: { id: device.id } })).nfcId).toBeNull();
  });
});
