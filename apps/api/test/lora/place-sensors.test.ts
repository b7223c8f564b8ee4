import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('sensors of a place', () => {
  const t = useApi();

  let worlds = 0;
  async function world() {
    const n = String(++worlds).padStart(2, '0');
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const radio = await t.db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    const plain = await t.db.deviceType.create({ data: { name: 'Bait station' } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'R1', deviceTypeId: radio.id } });
    const bait = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'S1', deviceTypeId: plain.id } });
    const spare = await t.db.loraDevice.create({ data: { devEui: `000000000000${n}C1`, name: 'Spare', companyId: company.id } });
    const foreignSensor = await t.db.loraDevice.create({ data: { devEui: `000000000000${n}D1`, name: 'Theirs', companyId: other.id } });
    const techUser = await createUser(t.db, { companyId: company.id, role: 'USER' });
    await t.db.placeUser.create({ data: { placeId: place.id, userId: techUser.id } });
    return {
      place,
      device,
      bait,
      spare,
      foreignSensor,
      manager: bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token),
      technician: bearer((await signIn(t.app, techUser.email)).token),
      otherManager: bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token),
      base: `/api/places/${place.uuid}/devices/${device.uuid}/lora-device`,
    };
  }

  it('lists usable sensors, attaches an existing one or a new DevEUI, shows uplinks and history, and detaches', async () => {
    const w = await world();
    const usable = (await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/lora-devices`, headers: w.technician })).json();
    expect(usable.loraDevices.map((s: { devEui: string }) => s.devEui)).toEqual([w.spare.devEui]);
    expect((await t.app.inject({ method: 'GET', url: w.base, headers: w.technician })).json()).toEqual({ loraDevice: null });

    const assigned = await t.app.inject({ method: 'POST', url: `${w.base}/assign`, headers: w.manager, payload: { loraDeviceUuid: w.spare.uuid } });
    expect(assigned.json().loraDevice).toMatchObject({ devEui: w.spare.devEui, deviceUuid: w.device.uuid, placeUuid: w.place.uuid, batteryPercent: null });

    await t.db.loraUplink.createMany({
      data: Array.from({ length: 3 }, (_, i) => ({
        loraDeviceId: w.spare.id,
        deduplicationId: `d-${w.spare.id}-${i}`,
        fCnt: i,
        fPort: 2,
        rawData: Buffer.from([]),
        data: { Status: { batteryLevel: 127 + i } },
        receivedAt: new Date(Date.UTC(2026, 10, 1, i)),
      })),
    });
    await t.db.loraHistoryEvent.create({ data: { loraDeviceId: w.spare.id, type: 'ALERT' } });
    const page = (await t.app.inject({ method: 'GET', url: `${w.base}/uplinks?page=0&limit=2`, headers: w.technician })).json();
    expect(page.count).toBe(3);
    expect(page.rows.map((r: { fCnt: number }) => r.fCnt)).toEqual([2, 1]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.spare.uuid}/uplinks/paginated?page=1&limit=2`, headers: w.manager })).json().rows,
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.spare.uuid}/history`, headers: w.manager })).json()).toMatchObject({
      count: 1,
      rows: [{ type: 'ALERT' }],
    });

    // A new DevEUI replaces the sensor; the old one is set free in the place.
    const created = await t.app.inject({ method: 'POST', url: w.base, headers: w.manager, payload: { devEui: 'a1b2c3d4e5f60718', description: 'Door' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().loraDevice).toMatchObject({ devEui: 'A1B2C3D4E5F60718', name: 'R1', description: 'Door' });
    expect((await t.db.loraDevice.findUniqueOrThrow({ where: { id: w.spare.id } })).deviceId).toBeNull();

    expect((await t.app.inject({ method: 'DELETE', url: w.base, headers: w.manager })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: w.base, headers: w.manager })).json()).toEqual({ loraDevice: null });
    expect((await t.app.inject({ method: 'DELETE', url: w.base, headers: w.manager })).statusCode).toBe(404);
  });

  it('refuses bad requests, restricted users and other companies, changing nothing', async () => {
    const w = await world();
    const taken = await t.app.inject({ method: 'POST', url: w.base, headers: w.manager, payload: { devEui: w.foreignSensor.devEui } });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'devices/lora_dev_eui_already_exists']);
    expect((await t.app.inject({ method: 'POST', url: w.base, headers: w.manager, payload: { devEui: 'xyz' } })).statusCode).toBe(400);
    const notRadio = await t.app.inject({
      method: 'POST',
      url: `/api/places/${w.place.uuid}/devices/${w.bait.uuid}/lora-device/assign`,
      headers: w.manager,
      payload: { loraDeviceUuid: w.spare.uuid },
    });
    expect(notRadio.json().details.fields[0].message).toBe('lora_only_for_radio_device_types');
    const foreign = await t.app.inject({ method: 'POST', url: `${w.base}/assign`, headers: w.manager, payload: { loraDeviceUuid: w.foreignSensor.uuid } });
    expect(foreign.json().details.fields[0].message).toBe('lora_device_not_found');
    expect((await t.app.inject({ method: 'POST', url: `${w.base}/assign`, headers: w.technician, payload: { loraDeviceUuid: w.spare.uuid } })).statusCode).toBe(
      403,
    );
    const calls = [
      { method: 'GET' as const, url: `/api/places/${w.place.uuid}/lora-devices` },
      { method: 'GET' as const, url: w.base },
      { method: 'POST' as const, url: `${w.base}/assign`, payload: { loraDeviceUuid: w.spare.uuid } },
      { method: 'POST' as const, url: w.base, payload: { devEui: '1111111111111111' } },
      { method: 'DELETE' as const, url: w.base },
      { method: 'GET' as const, url: `${w.base}/uplinks` },
      { method: 'GET' as const, url: `/api/lora/devices/${w.spare.uuid}/history` },
      { method: 'GET' as const, url: `/api/lora/devices/${w.spare.uuid}/uplinks/paginated` },
    ];
    for (const call of calls) expect((await t.app.inject({ ...call, headers: w.otherManager })).statusCode, `${call.method} ${call.url}`).toBe(404);
    expect(await t.db.loraDevice.count({ where: { deviceId: { not: null } } })).toBe(0);
    expect(await t.db.loraDevice.count({ where: { devEui: '1111111111111111' } })).toBe(0);
  });
});
