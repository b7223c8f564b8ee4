import { describe, expect, it } from 'vitest';
import { toRadioHex, ZRadioSettingRequest } from '@trapline/contracts/radio-settings';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('radio setting values', () => {
  it('are two hex digits within the range of their port', () => {
    expect(toRadioHex(14)).toBe('0E');
    expect(ZRadioSettingRequest.safeParse({ port: 4, data: '0e' }).data).toEqual({ port: 4, data: '0E' });
    expect(ZRadioSettingRequest.safeParse({ port: 4, data: '0F' }).success).toBe(false);
    expect(ZRadioSettingRequest.safeParse({ port: 8, data: '01' }).success).toBe(false);
    expect(ZRadioSettingRequest.safeParse({ port: 8, data: '05' }).success).toBe(true);
    expect(ZRadioSettingRequest.safeParse({ port: 6, data: '00' }).success).toBe(true);
    expect(ZRadioSettingRequest.safeParse({ port: 2, data: '01' }).success).toBe(false);
    expect(ZRadioSettingRequest.safeParse({ port: 1, data: '1' }).success).toBe(false);
  });
});

describe('radio settings', () => {
  const t = useApi();

  it('admins send settings to a place or a device; they stay pending until received; others cannot', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const type = await t.db.deviceType.create({ data: { name: 'Sensor', isRadio: true } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'S1', deviceTypeId: type.id } });
    const admin = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    const controller = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'CONTROLLER' })).email)).token);
    const techUser = await createUser(t.db, { companyId: company.id, role: 'USER' });
    await t.db.placeUser.create({ data: { placeId: place.id, userId: techUser.id } });
    const technician = bearer((await signIn(t.app, techUser.email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);

    const sent = await t.app.inject({ method: 'POST', url: `/places/${place.uuid}/radio-settings`, headers: admin, payload: { port: 4, data: '0a' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ type: 'power', port: 4, value: '0A', status: 'pending', receivedAt: null, deviceId: null });
    const toDevice = await t.app.inject({ method: 'POST', url: `/devices/${device.uuid}/radio-setting`, headers: admin, payload: { port: 8, data: '03' } });
    expect(toDevice.json()).toMatchObject({ type: 'algorithm2SignalCount', deviceId: device.id, status: 'pending' });
    await t.db.radioSetting.update({ where: { id: sent.json().id }, data: { receivedAt: new Date() } });

    const history = (await t.app.inject({ method: 'GET', url: `/places/${place.id}/radio-settings`, headers: controller })).json();
    expect(history.map((h: { type: string; status: string }) => [h.type, h.status])).toEqual([
      ['algorithm2SignalCount', 'pending'],
      ['power', 'set'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/devices/${device.id}/radio-settings`, headers: admin })).json()).toHaveLength(1);

    const bad = await t.app.inject({ method: 'POST', url: `/places/${place.uuid}/radio-settings`, headers: admin, payload: { port: 4, data: '20' } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'common/validation_failed']);
    expect(
      (await t.app.inject({ method: 'POST', url: `/places/${place.uuid}/radio-settings`, headers: controller, payload: { port: 4, data: '0A' } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/places/${place.uuid}/radio-settings`, headers: technician })).statusCode).toBe(403);
    const foreign = [
      await t.app.inject({ method: 'GET', url: `/places/${place.uuid}/radio-settings`, headers: otherManager }),
      await t.app.inject({ method: 'POST', url: `/places/${place.uuid}/radio-settings`, headers: otherManager, payload: { port: 4, data: '0A' } }),
      await t.app.inject({ method: 'GET', url: `/devices/${device.uuid}/radio-settings`, headers: otherManager }),
      await t.app.inject({ method: 'POST', url: `/devices/${device.uuid}/radio-setting`, headers: otherManager, payload: { port: 4, data: '0A' } }),
    ];
    expect(foreign.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await t.db.radioSetting.count()).toBe(2);
  });
  it('a setting whose every downlink failed is failed, not set; one a device confirmed is set', async () => {
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const admin = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    const sensors = await Promise.all(
      ['AA00000000000001', 'AA00000000000002'].map((devEui) => t.db.loraDevice.create({ data: { devEui, name: devEui, placeId: place.id } })),
    );
    const send = async (data: string) =>
      (await t.app.inject({ method: 'POST', url: `/places/${place.uuid}/radio-settings`, headers: admin, payload: { port: 1, data } })).json() as {
        id: number;
      };
    const refused = await send('0A');
    const partly = await send('0B');
    const fail = (settingId: number, loraDeviceId: number) =>
      t.db.loraDownlink.updateMany({ where: { radioSettingId: settingId, loraDeviceId }, data: { status: 'FAILED', error: 'not acknowledged' } });
    await fail(refused.id, sensors[0]!.id);
    await fail(refused.id, sensors[1]!.id);
    await fail(partly.id, sensors[0]!.id);
    const status = async () =>
      Object.fromEntries(
        (
          (await t.app.inject({ method: 'GET', url: `/places/${place.uuid}/radio-settings`, headers: admin })).json() as Array<{
            value: string;
            status: string;
          }>
        ).map((h) => [h.value, h.status]),
      );
    expect(await status()).toEqual({ '0A': 'failed', '0B': 'pending' });
  });
});
