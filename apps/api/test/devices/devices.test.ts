import { describe, expect, it } from 'vitest';
import { ZDeviceListResponse } from '@trapline/contracts/devices';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('devices', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const otherPlace = await createPlace(t.db, client.id);
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
      const user = await createUser(t.db, { companyId, role });
      if (role === 'USER') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
      return bearer((await signIn(t.app, user.email)).token);
    };
    const trap = await t.db.deviceType.create({ data: { name: 'Rodent trap', color: '#ff0000' } });
    const sensor = await t.db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    const foreignType = await t.db.deviceType.create({ data: { name: 'Theirs', companyId: other.id } });
    // Global types reach a place's catalogue when its company or the parent chose them.
    await t.db.companyDeviceType.createMany({ data: [trap, sensor].map((type) => ({ companyId: provider.id, deviceTypeId: type.id })) });
    const unassigned = await t.db.deviceType.create({ data: { name: 'Nobody chose it' } });
    const zone = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Hall' } });
    return {
      login,
      provider,
      client,
      other,
      place,
      otherPlace,
      trap,
      sensor,
      foreignType,
      unassigned,
      zone,
      manager: await login(provider.id, 'COMPANY_ADMIN'),
      controller: await login(provider.id, 'CONTROLLER'),
      technician: await login(provider.id, 'USER'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
      url: `/api/places/${place.uuid}/devices`,
    };
  }

  it('creates ONE, MULTIPLE and SPECIFIC devices with their rules and lists them alert first, then prefix and number', async () => {
    const w = await world();
    const one = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.controller,
      payload: { amountType: 'ONE', uniqueId: 'b2', deviceTypeId: w.trap.id, name: 'Door', zoneId: w.zone.id },
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({
      uniqueId: 'B2',
      name: 'Door',
      zone: { id: w.zone.id, name: 'Hall' },
      deviceType: { name: 'Rodent trap' },
      status: null,
      placeUuid: w.place.uuid,
    });

    const many = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'MULTIPLE', prefix: 'A', amount: 12, startFrom: 'YES', startFromNumber: 1, deviceTypeId: w.trap.id },
    });
    expect(many.statusCode).toBe(201);
    expect(many.json().map((d: { uniqueId: string }) => d.uniqueId)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12']);
    // startFrom NO continues after the highest number of the prefix.
    const more = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'MULTIPLE', prefix: 'A', amount: 2, startFrom: 'NO', deviceTypeId: w.trap.id },
    });
    expect(more.json().map((d: { uniqueId: string }) => d.uniqueId)).toEqual(['A13', 'A14']);
    const specific = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'SPECIFIC', specificUniqueIds: ['x1', 'Y'], deviceTypeId: w.sensor.id },
    });
    expect(specific.json().map((d: { uniqueId: string; status: string }) => [d.uniqueId, d.status])).toEqual([
      ['X1', 'no_signal'],
      ['Y', 'no_signal'],
    ]);

    await t.db.device.updateMany({ where: { placeId: w.place.id, uniqueId: 'A10' }, data: { detect: true } });
    await t.db.device.updateMany({ where: { placeId: w.place.id, uniqueId: 'X1' }, data: { lastSignalAt: new Date() } });
    const list = (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices`, headers: w.technician })).json();
    expect(list.count).toBe(17);
    // The list is serialized without the schema pass: its shape is checked here instead.
    expect(ZDeviceListResponse.safeParse(list).success).toBe(true);
    expect(list.rows.slice(0, 4).map((d: { uniqueId: string }) => d.uniqueId)).toEqual(['A10', 'A1', 'A2', 'A3']);
    expect(list.rows.slice(-3).map((d: { uniqueId: string }) => d.uniqueId)).toEqual(['B2', 'X1', 'Y']);
    const byStatus = async (status: string) =>
      (await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/devices?status=${status}`, headers: w.manager }))
        .json()
        .rows.map((d: { uniqueId: string }) => d.uniqueId);
    expect(await byStatus('alert')).toEqual(['A10']);
    expect(await byStatus('online')).toEqual(['X1']);
    expect(await byStatus('no_signal')).toEqual(['Y']);
    // A place's interval decides "no signal": 0 means the default 15 minutes.
    await t.db.device.updateMany({ where: { placeId: w.place.id, uniqueId: 'X1' }, data: { lastSignalAt: new Date(Date.now() - 20 * 60_000) } });
    expect(await byStatus('online')).toEqual([]);
    await t.db.place.update({ where: { id: w.place.id }, data: { radioErrorInterval: 30 } });
    expect(await byStatus('online')).toEqual(['X1']);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/devices?zoneId=${w.zone.id}`, headers: w.manager })).json().count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/devices?search=a1_`, headers: w.manager })).json().count).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/devices?search=a1`, headers: w.manager }))
        .json()
        .rows.map((d: { uniqueId: string }) => d.uniqueId),
    ).toEqual(['A10', 'A1', 'A11', 'A12', 'A13', 'A14']);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/devices?deviceTypeId=${w.sensor.id}`, headers: w.manager })).json().count).toBe(2);
    // A client's user sees the alarm but not the radio health of its devices.
    const clientUser = await w.login(w.client.id, 'CLIENT');
    const seenByClient = (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices`, headers: clientUser })).json();
    expect(
      seenByClient.rows
        .filter((d: { deviceType: { isRadio: boolean } }) => d.deviceType.isRadio)
        .map((d: { uniqueId: string; status: string | null; noSignal: boolean }) => [d.uniqueId, d.status, d.noSignal]),
    ).toEqual([
      ['X1', null, false],
      ['Y', null, false],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices?status=no_signal`, headers: clientUser })).json().count).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices?status=alert`, headers: clientUser }))
        .json()
        .rows.map((d: { uniqueId: string }) => d.uniqueId),
    ).toEqual(['A10']);
    const all = (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices/all-data`, headers: w.manager })).json();
    expect(all.rows[0]).toMatchObject({ uniqueId: 'A10', place: { uuid: w.place.uuid, radioErrorInterval: 30 }, qrCode: null, loraDevEui: null });
  });

  it('refuses bad creations with the spec codes and creates nothing', async () => {
    const w = await world();
    await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'SPECIFIC', specificUniqueIds: ['A2', 'C1'], deviceTypeId: w.trap.id },
    });
    const before = await t.db.device.count();
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amountType: 'ONE', uniqueId: 'ABCDE', deviceTypeId: w.trap.id }, 400, 'common/validation_failed', 'UNIQUE_ID_TOO_LONG'],
      [{ amountType: 'ONE', uniqueId: ' ', deviceTypeId: w.trap.id }, 400, 'common/validation_failed', 'UNIQUE_ID_REQUIRED'],
      [{ amountType: 'ONE', uniqueId: 'Q1' }, 400, 'common/validation_failed'],
      [{ amountType: 'ONE', uniqueId: 'Q1', deviceTypeId: w.foreignType.id }, 400, 'common/validation_failed', 'device_type_required'],
      [{ amountType: 'ONE', uniqueId: 'Q1', deviceTypeId: w.unassigned.id }, 400, 'common/validation_failed', 'device_type_required'],
      [{ amountType: 'MULTIPLE', prefix: 'abc', amount: 2, deviceTypeId: w.trap.id }, 400, 'common/validation_failed', 'prefix_one_or_two_uppercase_letters'],
      [{ amountType: 'MULTIPLE', prefix: 'A', amount: 301, deviceTypeId: w.trap.id }, 400, 'common/validation_failed'],
      [{ amountType: 'MULTIPLE', prefix: 'A', amount: 0, deviceTypeId: w.trap.id }, 400, 'common/validation_failed'],
      [
        { amountType: 'MULTIPLE', prefix: 'AB', amount: 120, startFrom: 'YES', startFromNumber: 1, deviceTypeId: w.trap.id },
        400,
        'common/validation_failed',
        'UNIQUE_ID_TOO_LONG',
      ],
      [
        { amountType: 'MULTIPLE', prefix: 'A', amount: 3, startFrom: 'YES', startFromNumber: 1, deviceTypeId: w.trap.id },
        409,
        'devices/uniqueid_already_exists',
      ],
      [{ amountType: 'SPECIFIC', specificUniqueIds: ['Z1', 'z1'], deviceTypeId: w.trap.id }, 400, 'common/validation_failed', 'duplicate_unique_ids'],
      [{ amountType: 'SPECIFIC', specificUniqueIds: ['Z1', 'c1'], deviceTypeId: w.trap.id }, 409, 'devices/uniqueid_already_exists'],
      [
        { amountType: 'ONE', uniqueId: 'L1', deviceTypeId: w.trap.id, loraDevEui: '0011223344556677' },
        400,
        'common/validation_failed',
        'lora_only_for_radio_device_types',
      ],
      [{ amountType: 'ONE', uniqueId: 'L1', deviceTypeId: w.trap.id, zoneId: 999999 }, 400, 'common/validation_failed', 'zone_not_found'],
      [{ amountType: 'TWO', uniqueId: 'L1', deviceTypeId: w.trap.id }, 400, 'common/validation_failed'],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
      if (message) expect(JSON.stringify(res.json().details), JSON.stringify(payload)).toContain(message);
    }
    const exists = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'SPECIFIC', specificUniqueIds: ['Z1', 'c1'], deviceTypeId: w.trap.id },
    });
    expect(exists.json().details.uniqueIds).toEqual(['C1']);
    expect(await t.db.device.count()).toBe(before);

    // A deleted device frees its unique id.
    const c1 = await t.db.device.findFirstOrThrow({ where: { placeId: w.place.id, uniqueId: 'C1' } });
    await t.app.inject({ method: 'POST', url: `${w.url}/bulk-delete`, headers: w.manager, payload: { deviceUuids: [c1.uuid] } });
    expect(
      (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager, payload: { amountType: 'ONE', uniqueId: 'C1', deviceTypeId: w.trap.id } }))
        .statusCode,
    ).toBe(201);
  });

  it('enforces the device limit of the active subscription across the company tree', async () => {
    const w = await world();
    await t.db.subscription.create({ data: { companyId: w.provider.id, name: 'Basic', devicesLimit: 5, active: true } });
    const ok = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'MULTIPLE', prefix: 'A', amount: 3, deviceTypeId: w.trap.id },
    });
    expect(ok.statusCode).toBe(201);
    const otherPlaceUrl = `/api/places/${w.otherPlace.uuid}/devices`;
    const over = await t.app.inject({
      method: 'POST',
      url: otherPlaceUrl,
      headers: w.manager,
      payload: { amountType: 'MULTIPLE', prefix: 'B', amount: 3, deviceTypeId: w.trap.id },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'devices/company_devices_limit_reached',
      message: 'Limit urządzeń w placówce został przekroczony.',
      details: { limit: 5, used: 3, requested: 3 },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: otherPlaceUrl,
          headers: w.manager,
          payload: { amountType: 'MULTIPLE', prefix: 'B', amount: 2, deviceTypeId: w.trap.id },
        })
      ).statusCode,
    ).toBe(201);
    // An expired subscription no longer limits.
    await t.db.subscription.updateMany({ where: { companyId: w.provider.id }, data: { validUntil: new Date('2020-01-01') } });
    expect(
      (await t.app.inject({ method: 'POST', url: otherPlaceUrl, headers: w.manager, payload: { amountType: 'ONE', uniqueId: 'C1', deviceTypeId: w.trap.id } }))
        .statusCode,
    ).toBe(201);
  });

  it('creates a radio device with its LoRa sensor; a DevEUI is used once', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'ONE', uniqueId: 'S1', deviceTypeId: w.sensor.id, loraDevEui: 'a1b2c3d4e5f60718' },
    });
    expect(res.json()).toMatchObject({ uniqueId: 'S1', loraDevEui: 'A1B2C3D4E5F60718' });
    const again = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager,
      payload: { amountType: 'ONE', uniqueId: 'S2', deviceTypeId: w.sensor.id, loraDevEui: 'A1B2C3D4E5F60718' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'devices/lora_dev_eui_already_exists']);
    expect(await t.db.device.count({ where: { placeId: w.place.id, uniqueId: 'S2' } })).toBe(0);
  });

  it('edits a device (never its type), bulk-assigns zones and bulk-deletes with all records', async () => {
    const w = await world();
    const [a1, a2] = (
      await t.app.inject({
        method: 'POST',
        url: w.url,
        headers: w.manager,
        payload: { amountType: 'MULTIPLE', prefix: 'A', amount: 2, deviceTypeId: w.trap.id },
      })
    ).json();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${w.url}/${a1.uuid}`,
      headers: w.controller,
      payload: { uniqueId: 'a9', name: 'Gate', location: 'Left', zoneId: w.zone.id, deviceTypeId: w.sensor.id },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ uniqueId: 'A9', name: 'Gate', location: 'Left', zoneId: w.zone.id, deviceTypeId: w.trap.id });
    const taken = await t.app.inject({ method: 'PATCH', url: `${w.url}/${a2.id}`, headers: w.manager, payload: { uniqueId: 'A9' } });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'devices/uniqueid_already_exists']);
    expect(taken.json().details.fields[0].message).toBe('UNIQUE_ID_EXISTS');
    expect((await t.app.inject({ method: 'PATCH', url: `${w.url}/${a2.uuid}`, headers: w.manager, payload: { uniqueId: '' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `${w.url}/${a2.uuid}`, headers: w.technician, payload: { name: 'x' } })).statusCode).toBe(403);

    const zoned = await t.app.inject({
      method: 'POST',
      url: `${w.url}/bulk-zone-assign`,
      headers: w.manager,
      payload: { deviceUuids: [a1.uuid, a2.uuid], zoneId: w.zone.id },
    });
    expect(zoned.json()).toEqual({ count: 2 });
    const foreignZone = await t.db.placeZone.create({ data: { placeId: w.otherPlace.id, name: 'Elsewhere' } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${w.url}/bulk-zone-assign`,
          headers: w.manager,
          payload: { deviceUuids: [a1.uuid], zoneId: foreignZone.id },
        })
      ).statusCode,
    ).toBe(400);

    const action = await t.db.deviceTypeAction.create({ data: { name: 'Bait replaced' } });
    const pest = await t.db.deviceTypeObject.create({ data: { name: 'Mouse' } });
    const observation = await t.db.deviceTypeObservation.create({ data: { name: 'Bait eaten', type: 'BAIT_COLLECT' } });
    await t.db.deviceActionRecord.create({ data: { deviceId: a1.id, deviceTypeActionId: action.id } });
    await t.db.deviceObjectRecord.create({ data: { deviceId: a1.id, deviceTypeObjectId: pest.id } });
    await t.db.deviceObservationRecord.create({ data: { deviceId: a1.id, deviceTypeObservationId: observation.id, type: 'BAIT_COLLECT' } });
    const otherDevice = await t.db.device.create({ data: { placeId: w.otherPlace.id, uniqueId: 'O1', deviceTypeId: w.trap.id } });
    // All or nothing: one device of another place fails the whole request.
    expect(
      (await t.app.inject({ method: 'POST', url: `${w.url}/bulk-delete`, headers: w.manager, payload: { deviceUuids: [a1.uuid, otherDevice.uuid] } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${w.url}/bulk-delete`, headers: w.technician, payload: { deviceUuids: [a1.uuid] } })).statusCode).toBe(
      403,
    );
    expect(await t.db.deviceActionRecord.count({ where: { deviceId: a1.id } })).toBe(1);

    expect((await t.app.inject({ method: 'POST', url: `${w.url}/bulk-delete`, headers: w.manager, payload: { deviceUuids: [a1.uuid] } })).json()).toEqual({
      count: 1,
    });
    expect(await t.db.deviceActionRecord.count({ where: { deviceId: a1.id } })).toBe(0);
    expect(await t.db.deviceObjectRecord.count({ where: { deviceId: a1.id } })).toBe(0);
    expect(await t.db.deviceObservationRecord.count({ where: { deviceId: a1.id } })).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${a1.uuid}`, headers: w.manager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices`, headers: w.manager })).json().count).toBe(1);
  });

  it('another company gets 404 on every device call and changes nothing', async () => {
    const w = await world();
    const device = (
      await t.app.inject({ method: 'POST', url: w.url, headers: w.manager, payload: { amountType: 'ONE', uniqueId: 'A1', deviceTypeId: w.trap.id } })
    ).json();
    const h = w.otherManager;
    const responses = [
      await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices`, headers: h }),
      await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices/all-data`, headers: h }),
      await t.app.inject({ method: 'POST', url: w.url, headers: h, payload: { amountType: 'ONE', uniqueId: 'H1', deviceTypeId: w.trap.id } }),
      await t.app.inject({ method: 'GET', url: `${w.url}/${device.uuid}`, headers: h }),
      await t.app.inject({ method: 'PATCH', url: `${w.url}/${device.uuid}`, headers: h, payload: { name: 'Hijacked' } }),
      await t.app.inject({ method: 'POST', url: `${w.url}/bulk-delete`, headers: h, payload: { deviceUuids: [device.uuid] } }),
      await t.app.inject({ method: 'POST', url: `${w.url}/bulk-zone-assign`, headers: h, payload: { deviceUuids: [device.uuid], zoneId: null } }),
      await t.app.inject({ method: 'GET', url: `/api/places/${w.otherPlace.uuid}/devices/${device.uuid}`, headers: w.manager }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const stored = await t.db.device.findUniqueOrThrow({ where: { uuid: device.uuid } });
    expect([stored.name, stored.deletedAt]).toEqual([null, null]);
    expect(await t.db.device.count({ where: { placeId: w.place.id } })).toBe(1);
  });
});
