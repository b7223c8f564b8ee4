import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

type Row = { uuid: string; devEui: string; name: string };
const names = (body: { loraDevices: Row[] }) => body.loraDevices.map((s) => s.name);

describe('LoRa devices: list, details, create, change, delete, manual alert', () => {
  const t = useApi();

  it('lists the sensors within reach of each role, with filters, sorts and pages', async () => {
    const w = await loraWorld(t);
    const list = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/lora/devices${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { loraDevices: Row[]; count: number };
    };
    // Newest first by default.
    expect(names(await list(w.manager))).toEqual(['beta spare', 'Gamma old', 'Alpha sensor']);
    expect(names(await list(w.controller))).toEqual(['beta spare', 'Gamma old', 'Alpha sensor']);
    // The technician reaches the place assigned to them and the company's unplaced sensors (a client's user: client-access.test.ts).
    expect(names(await list(w.technician))).toEqual(['beta spare', 'Gamma old', 'Alpha sensor']);
    expect(names(await list(w.otherManager))).toEqual(['Alpha foreign']);
    expect((await list(w.admin, `?companyUuid=${w.other.uuid}`)).loraDevices.map((s) => s.devEui)).toEqual([w.foreign.devEui]);
    // A foreign company as a filter leaks nothing.
    expect(await list(w.manager, `?companyUuid=${w.other.uuid}`)).toEqual({ loraDevices: [], count: 0 });

    expect(names(await list(w.manager, '?name=ALPHA'))).toEqual(['Alpha sensor']);
    expect(names(await list(w.manager, `?name=${w.spare.devEui.slice(-4).toLowerCase()}`))).toEqual(['beta spare']);
    expect(names(await list(w.manager, '?version=old'))).toEqual(['Gamma old']);
    expect(names(await list(w.manager, '?version=new'))).toEqual(['beta spare', 'Alpha sensor']);
    expect(names(await list(w.manager, `?companyUuid=${w.client.uuid}`))).toEqual(['Gamma old', 'Alpha sensor']);
    expect(names(await list(w.manager, `?placeUuid=${w.place.uuid}&sort=name`))).toEqual(['Alpha sensor', 'Gamma old']);
    expect(names(await list(w.manager, '?sort=name'))).toEqual(['Alpha sensor', 'beta spare', 'Gamma old']);
    expect(names(await list(w.manager, '?sort=lastUplinkAt'))).toEqual(['Alpha sensor', 'beta spare', 'Gamma old']);
    const page = await list(w.manager, '?sort=name&page=2&limit=2');
    expect([names(page), page.count]).toEqual([['Gamma old'], 3]);

    const [first] = (await list(w.manager, '?name=Alpha')).loraDevices as unknown as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      version: 'new',
      appEui: '0101010101010101',
      batteryLevel: 254,
      batteryPercent: 100,
      batteryVoltage: 3.6,
      company: { uuid: w.client.uuid, name: w.client.name },
      place: { uuid: w.place.uuid, name: w.place.name },
      device: { uuid: w.device.uuid, uniqueId: 'R1' },
      adminDetectedValue: false,
      detectedValue: false,
    });
    expect((await list(w.manager, '?name=Gamma')).loraDevices[0]).toMatchObject({ version: 'old', batteryPercent: null, batteryVoltage: null });

    for (const query of ['?version=older', '?sort=battery', '?page=0', '?limit=501', '?companyUuid=nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/lora/devices${query}`, headers: w.manager });
      expect([res.statusCode, res.json().code], query).toEqual([400, 'common/validation_failed']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/lora/devices' })).statusCode).toBe(401);
  });

  it('shows one sensor with its newest uplinks, configuration and battery per day; 404 beyond reach', async () => {
    const w = await loraWorld(t);
    const noon = new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00Z').getTime();
    const day = (d: number, m: number) => new Date(noon - d * 86_400_000 - m * 60_000);
    await t.db.loraUplink.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        loraDeviceId: w.placed.id,
        deduplicationId: `u-${w.n}-${i}`,
        fCnt: i,
        fPort: 2,
        rawData: Buffer.from([]),
        data: { Status: { batteryLevel: i < 6 ? 200 : 100, detectStatus: 0 } },
        receivedAt: day(i < 6 ? 1 : 2, i % 6),
      })),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.technician });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.awsData).toBeNull();
    expect(body.loraDevice).toMatchObject({ uuid: w.placed.uuid, name: 'Alpha sensor', devEui: w.placed.devEui });
    expect(body.loraDevice.uplinks).toHaveLength(10);
    expect(body.loraDevice.uplinks[0].fCnt).toBe(0);
    expect(body.loraDevice.configuration).toEqual({
      device: { pir: 1, reed1: 0, reed2: 0, ext1: 0, ext2: 0, reed1Inv: 0, reed2Inv: 0 },
      connection: { confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 60, failedSendRetryPeriod: 60, failedSendRetry: 3 },
      sths_config: { sthsActiveAlgorithm: 1, sthsPresenceThreshold: 1000, sthsPresenceHysteresis: 50, sthsMotionThreshold: 1000, sthsMotionHysteresis: 50 },
    });
    // By numeric id too.
    expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.id}`, headers: w.manager })).json().loraDevice.uuid).toBe(w.placed.uuid);

    const uplinks = (
      await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/uplinks/paginated?page=0&limit=100`, headers: w.manager })
    ).json();
    expect(uplinks.count).toBe(12);
    expect(uplinks.batteryUplinks.map((d: { batteryLevel: number; batteryPercent: number }) => [d.batteryLevel, d.batteryPercent])).toEqual([
      [100, 39],
      [200, 79],
    ]);
    expect(uplinks.batteryUplinks[1].day).toBe(day(1, 0).toISOString().slice(0, 10));

    for (const [headers, url] of [
      [w.otherManager, `/api/lora/devices/${w.placed.uuid}`],
      [w.technician, `/api/lora/devices/${w.foreign.uuid}`],
      [w.manager, `/api/lora/devices/${w.foreign.uuid}`],
      [w.manager, '/api/lora/devices/not-an-id'],
      [w.manager, '/api/lora/devices/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect([answer.statusCode, answer.json().code], url).toEqual([404, 'common/not_found']);
    }
  });

  it('creates sensors with defaults and links, and refuses bad input, other roles and foreign references', async () => {
    const w = await loraWorld(t);
    const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/lora/devices', headers, payload });

    const created = await post(w.manager, { devEui: `${w.n}abcdef000001`.toLowerCase(), deviceUuid: w.spareDevice.uuid, description: ' Door ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().loraDevice).toMatchObject({
      devEui: `${w.n}ABCDEF000001`,
      appEui: '0101010101010101',
      version: 'new',
      name: `${w.n}ABCDEF000001`,
      description: 'Door',
      companyUuid: w.client.uuid,
      placeUuid: w.place.uuid,
      deviceUuid: w.spareDevice.uuid,
    });

    // A company admin's sensor without a company belongs to the admin's company; the super admin's to none.
    expect((await post(w.manager, { devEui: `${w.n}ABCDEF000002`, appEui: '0000000000000000', name: 'Old one' })).json().loraDevice).toMatchObject({
      companyUuid: w.company.uuid,
      placeUuid: null,
      version: 'old',
      name: 'Old one',
    });
    expect((await post(w.admin, { devEui: `${w.n}ABCDEF000003` })).json().loraDevice).toMatchObject({ companyUuid: null, placeUuid: null });
    // Taking a device that has a sensor sets the old sensor free.
    const replacing = await post(w.manager, { devEui: `${w.n}ABCDEF000004`, deviceUuid: w.device.uuid, placeUuid: w.place.uuid, companyUuid: w.client.uuid });
    expect(replacing.json().loraDevice.deviceUuid).toBe(w.device.uuid);
    expect((await t.db.loraDevice.findUniqueOrThrow({ where: { id: w.placed.id } })).deviceId).toBeNull();

    const before = await t.db.loraDevice.count();
    const refused: Array<[Record<string, string>, Record<string, unknown>, number, string, string?]> = [
      [w.manager, { devEui: w.foreign.devEui }, 409, 'devices/lora_dev_eui_already_exists', 'devEui'],
      [w.manager, { devEui: 'XYZ' }, 400, 'common/validation_failed', 'devEui'],
      [w.manager, {}, 400, 'common/validation_failed', 'devEui'],
      [w.manager, { devEui: `${w.n}ABCDEF000010`, appEui: '01' }, 400, 'common/validation_failed', 'appEui'],
      [w.manager, { devEui: `${w.n}ABCDEF000011`, companyUuid: w.other.uuid }, 400, 'common/validation_failed', 'companyUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000012`, placeUuid: w.foreignPlace.uuid }, 400, 'common/validation_failed', 'placeUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000013`, deviceUuid: w.foreignDevice.uuid }, 400, 'common/validation_failed', 'deviceUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000014`, deviceUuid: w.bait.uuid }, 400, 'common/validation_failed', 'deviceUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000015`, placeUuid: w.secondPlace.uuid, deviceUuid: w.device.uuid }, 400, 'common/validation_failed', 'deviceUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000016`, placeUuid: w.place.uuid, companyUuid: w.company.uuid }, 400, 'common/validation_failed', 'placeUuid'],
      [w.manager, { devEui: `${w.n}ABCDEF000017`, placeUuid: 'not-a-uuid' }, 400, 'common/validation_failed', 'placeUuid'],
      [w.controller, { devEui: `${w.n}ABCDEF000018` }, 403, 'common/forbidden'],
      [w.technician, { devEui: `${w.n}ABCDEF000019` }, 403, 'common/forbidden'],
      [w.clientUser, { devEui: `${w.n}ABCDEF00001A` }, 403, 'common/forbidden'],
    ];
    for (const [headers, payload, status, code, path] of refused) {
      const res = await post(headers, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
      if (path) expect(res.json().details.fields[0].path, JSON.stringify(payload)).toBe(path);
    }
    expect(await t.db.loraDevice.count()).toBe(before);
  });

  it('registering a DevEUI claims its unclaimed uplinks: off the list at once, kept for the bridge to import', async () => {
    const w = await loraWorld(t);
    const devEui = `${w.n}FEEDBEEF0001`;
    await t.db.loraUnclaimedUplink.create({ data: { devEui, deduplicationId: `claim-${w.n}`, payload: {}, receivedAt: new Date() } });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/lora/unclaimed-uplinks?limit=100', headers: w.admin }))
        .json()
        .rows.map((r: { devEui: string }) => r.devEui);
    expect(await listed()).toContain(devEui);
    expect((await t.app.inject({ method: 'POST', url: '/api/lora/devices', headers: w.admin, payload: { devEui } })).statusCode).toBe(201);
    expect(await listed()).not.toContain(devEui);
    expect(await t.db.loraUnclaimedUplink.count({ where: { devEui } })).toBe(1);
  });

  it('changes a sensor: names, places and devices; detaches what no longer fits', async () => {
    const w = await loraWorld(t);
    const patch = (headers: Record<string, string>, uuid: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/lora/devices/${uuid}`, headers, payload });

    const renamed = await patch(w.admin, w.placed.uuid, { name: ' Renamed ', description: '', appEui: '0000000000000000' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().loraDevice).toMatchObject({ name: 'Renamed', description: null, version: 'old', deviceUuid: w.device.uuid, placeUuid: w.place.uuid });

    // Another place of another company of the tree: the company follows the place, the device is detached.
    expect((await patch(w.admin, w.placed.uuid, { placeUuid: w.secondPlace.uuid })).json().loraDevice).toMatchObject({
      placeUuid: w.secondPlace.uuid,
      companyUuid: w.company.uuid,
      deviceUuid: null,
    });
    // A device brings its place and company.
    expect((await patch(w.admin, w.placed.uuid, { deviceUuid: w.device.uuid })).json().loraDevice).toMatchObject({
      placeUuid: w.place.uuid,
      companyUuid: w.client.uuid,
      deviceUuid: w.device.uuid,
    });
    // Another company without a place: the place and the device go.
    expect((await patch(w.admin, w.placed.uuid, { companyUuid: w.company.uuid })).json().loraDevice).toMatchObject({
      companyUuid: w.company.uuid,
      placeUuid: null,
      deviceUuid: null,
    });
    // Back into the place, then out of it.
    expect((await patch(w.admin, w.placed.uuid, { placeUuid: w.place.uuid, deviceUuid: w.device.uuid })).json().loraDevice).toMatchObject({
      companyUuid: w.client.uuid,
      deviceUuid: w.device.uuid,
    });
    expect((await patch(w.admin, w.placed.uuid, { placeUuid: null })).json().loraDevice).toMatchObject({
      companyUuid: w.client.uuid,
      placeUuid: null,
      deviceUuid: null,
    });
    // Taking a device with a sensor frees that sensor.
    await t.db.loraDevice.update({ where: { id: w.old.id }, data: { deviceId: w.spareDevice.id } });
    expect((await patch(w.admin, w.placed.uuid, { deviceUuid: w.spareDevice.uuid })).json().loraDevice.deviceUuid).toBe(w.spareDevice.uuid);
    expect((await t.db.loraDevice.findUniqueOrThrow({ where: { id: w.old.id } })).deviceId).toBeNull();

    const snapshot = await t.db.loraDevice.findMany({ orderBy: { id: 'asc' } });
    const refused: Array<[Record<string, string>, string, Record<string, unknown>, number, string]> = [
      [w.admin, w.placed.uuid, { name: '' }, 400, 'common/validation_failed'],
      // The super admin reaches every company: references that name nothing are refused.
      [w.admin, w.placed.uuid, { companyUuid: crypto.randomUUID() }, 400, 'common/validation_failed'],
      [w.admin, w.placed.uuid, { deviceUuid: crypto.randomUUID() }, 400, 'common/validation_failed'],
      [w.admin, w.placed.uuid, { placeUuid: w.secondPlace.uuid, deviceUuid: w.device.uuid }, 400, 'common/validation_failed'],
      [w.manager, w.placed.uuid, { name: 'x' }, 403, 'common/forbidden'],
      [w.controller, w.placed.uuid, { name: 'x' }, 403, 'common/forbidden'],
      [w.technician, w.placed.uuid, { name: 'x' }, 403, 'common/forbidden'],
      [w.otherManager, w.placed.uuid, { name: 'x' }, 404, 'common/not_found'],
      [w.manager, w.foreign.uuid, { name: 'x' }, 404, 'common/not_found'],
    ];
    for (const [headers, uuid, payload, status, code] of refused) {
      const res = await patch(headers, uuid, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    expect(await t.db.loraDevice.findMany({ orderBy: { id: 'asc' } })).toEqual(snapshot);
  });

  it('deletes a sensor with its uplinks; the device loses its alert; others cannot', async () => {
    const w = await loraWorld(t);
    await t.db.loraDevice.update({ where: { id: w.placed.id }, data: { detectedValue: true } });
    await t.db.device.update({ where: { id: w.device.id }, data: { detect: true } });
    await t.db.loraUplink.create({
      data: { loraDeviceId: w.placed.id, deduplicationId: `del-${w.n}`, fCnt: 1, fPort: 2, rawData: Buffer.from([]), data: {}, receivedAt: new Date() },
    });

    for (const [headers, uuid, status] of [
      [w.otherManager, w.placed.uuid, 404],
      [w.manager, w.foreign.uuid, 404],
      [w.manager, w.placed.uuid, 403],
      [w.controller, w.placed.uuid, 403],
      [w.technician, w.placed.uuid, 403],
    ] as const) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${uuid}`, headers })).statusCode).toBe(status);
    }
    expect(await t.db.loraDevice.count({ where: { id: { in: [w.placed.id, w.foreign.id] } } })).toBe(2);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin })).statusCode).toBe(204);
    expect(await t.db.loraDevice.count({ where: { id: w.placed.id } })).toBe(0);
    expect(await t.db.loraUplink.count({ where: { loraDeviceId: w.placed.id } })).toBe(0);
    expect((await t.db.device.findUniqueOrThrow({ where: { id: w.device.id } })).detect).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin })).statusCode).toBe(404);
  });

  it("a super admin's manual alert sets the admin state, records it and tells the place's users", async () => {
    const w = await loraWorld(t);
    const url = `/api/lora/devices/${w.placed.uuid}/manual-set-detection`;
    for (const [headers, status] of [
      [w.manager, 403],
      [w.technician, 403],
      [w.otherManager, 404],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.foreign.uuid}/manual-set-detection`, headers: w.manager })).statusCode).toBe(404);
    expect(await t.db.loraHistoryEvent.count({ where: { loraDeviceId: w.placed.id } })).toBe(0);

    const res = await t.app.inject({ method: 'POST', url, headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loraDevice).toMatchObject({ adminDetectedValue: true, detectedValue: false });
    expect(res.json().loraDevice.adminDetectedAt).not.toBeNull();
    expect(await t.db.loraHistoryEvent.findMany({ where: { loraDeviceId: w.placed.id }, select: { type: true, data: true } })).toEqual([
      { type: 'ALERT', data: expect.objectContaining({ manual: true }) },
    ]);
    const notes = await t.db.notification.findMany({ where: { placeId: w.place.id }, select: { userId: true, notificationKey: true } });
    expect(notes).toEqual([{ userId: w.technicianUser.id, notificationKey: 'LORA_DEVICE_ALERT' }]);
  });
});
