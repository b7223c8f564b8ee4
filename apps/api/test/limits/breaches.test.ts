import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { limitsWorld } from './world.ts';

describe('limit evaluation when records are added', { timeout: 90_000 }, () => {
  const t = useApi();

  async function inspection(w: Awaited<ReturnType<typeof limitsWorld>>) {
    const base = `/api/places/${w.place.uuid}/inspections`;
    const res = await t.app.inject({ method: 'POST', url: base, headers: w.manager.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().uuid as string;
    const devices = await t.db.inspectionDevice.findMany({ where: { inspection: { uuid: id } }, select: { id: true, deviceId: true } });
    const of = (deviceId: number) => devices.find((d) => d.deviceId === deviceId)!.id;
    const pest = (deviceId: number, objectId: number, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/${id}/devices/${of(deviceId)}/objects`,
        headers: w.manager.headers,
        payload: { deviceTypeObjectId: objectId, amount },
      });
    const collect = (deviceId: number, amountPercentage: number) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/${id}/devices/${of(deviceId)}/observations`,
        headers: w.manager.headers,
        payload: { deviceTypeObservationId: w.collect.id, amountPercentage },
      });
    return { base, id, pest, collect };
  }
  const alertsOf = (userId: number) => t.db.notification.findMany({ where: { userId, notificationKey: 'PEST_LIMIT_EXCEEDED' }, orderBy: { id: 'asc' } });

  it('a summed device-type limit breached by several records alerts each place user once and stores the breach', async () => {
    const w = await limitsWorld(t);
    const created = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: { name: 'Traps', type: 'DEVICE_TYPE', deviceTypeIds: [w.trap.id], normalSum: 3 },
    });
    expect(created.statusCode).toBe(201);
    const limitId = created.json().limit.id;
    const run = await inspection(w);
    expect((await run.pest(w.d1.id, w.mouse.id, 2)).statusCode).toBe(201);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(0);
    // 2 + 2 mice on the two traps: above 3.
    expect((await run.pest(w.d2.id, w.mouse.id, 2)).statusCode).toBe(201);
    const breaches = await t.db.limitBreach.findMany({ where: { placeId: w.place.id } });
    expect(breaches).toMatchObject([{ pestLimitId: limitId, rule: 'NORMAL_SUM', measured: 4, threshold: 3, deviceId: null, limitName: 'Traps' }]);
    expect(breaches[0]!.breachedAt).toBeInstanceOf(Date);
    // More records in the window: the same breach, no second alert.
    expect((await run.pest(w.d1.id, w.mouse.id, 5)).statusCode).toBe(201);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(1);
    for (const who of [w.manager, w.controller, w.technician, w.clientUser]) {
      const alerts = await alertsOf(who.user.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ placeId: w.place.id, deviceId: null });
    }
    // The bell renders it in the reader's language.
    const bell = await t.app.inject({ method: 'GET', url: '/account/notifications', headers: { ...w.manager.headers, 'accept-language': 'en' } });
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).toContain('Traps');
    // A bait station's pests are not this limit's.
    expect((await run.pest(w.d3.id, w.mouse.id, 50)).statusCode).toBe(201);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('per-device limits, observation rows and critical limits; 0 is inactive; another place\u2019s limits do not apply', async () => {
    const w = await limitsWorld(t);
    await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: { name: 'Off', type: 'DEVICE_TYPE', deviceTypeIds: [w.trap.id, w.bait.id], normalSum: 0, dangerousSum: 0 },
    });
    await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: {
        name: 'Each trap',
        type: 'DEVICE_TYPE_ALL_DEVICES',
        deviceTypeIds: [w.trap.id],
        limits: [
          { objectId: w.rat.id, value: 1, type: 'DANGEROUS' },
          { observationId: w.collect.id, limitType: 'OBSERVATION', percentage: 50, type: 'NORMAL' },
        ],
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/places/${w.place.uuid}/device-types/${w.bait.id}/limits`,
      headers: w.manager.headers,
      payload: { limit: 3, objects: [{ deviceTypeObjectId: w.mouse.id, limit: 0 }] },
    });
    const foreignLimit = await t.db.pestLimit.create({
      data: { placeId: w.otherPlace.id, name: 'Theirs', type: 'DEVICE_TYPE', normalSum: 1, deviceTypes: { create: { deviceTypeId: w.trap.id } } },
    });
    const run = await inspection(w);
    expect((await run.pest(w.d1.id, w.rat.id, 1)).statusCode).toBe(201);
    expect((await run.pest(w.d2.id, w.mouse.id, 9)).statusCode).toBe(201);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(0);
    expect((await run.pest(w.d1.id, w.rat.id, 1)).statusCode).toBe(201);
    expect((await run.collect(w.d2.id, 60)).statusCode).toBe(201);
    expect((await run.collect(w.d1.id, 50)).statusCode).toBe(201);
    expect((await run.pest(w.d3.id, w.mouse.id, 4)).statusCode).toBe(201);
    const breaches = await t.db.limitBreach.findMany({ where: { placeId: w.place.id }, orderBy: { id: 'asc' } });
    expect(breaches.map((b) => [b.limitName, b.rule, b.deviceId, b.measured, b.threshold])).toEqual([
      ['Each trap', 'OBJECT', w.d1.id, 2, 1],
      ['Each trap', 'OBSERVATION', w.d2.id, 60, 50],
      ['Bait station', 'DEVICE_TOTAL', w.d3.id, 4, 3],
    ]);
    expect(await t.db.limitBreach.count({ where: { pestLimitId: foreignLimit.id } })).toBe(0);
    const alerts = await alertsOf(w.controller.user.id);
    expect(alerts.map((a) => a.deviceId)).toEqual([w.d1.id, w.d2.id, w.d3.id]);
    expect(alerts[0]!.title).toContain('Each trap');
  });

  it('the detections of a device\u2019s sensor count as pests of no known kind beside its records', async () => {
    const w = await limitsWorld(t);
    await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: { name: 'Sums', type: 'DEVICES', deviceUuids: [w.d1.uuid], normalSum: 3, limits: [{ objectId: w.mouse.id, value: 3, type: 'NORMAL' }] },
    });
    const sensor = await t.db.loraDevice.create({ data: { devEui: 'D1D2D3D4D5D60001', name: 'A1', placeId: w.place.id, deviceId: w.d1.id } });
    const uplink = (n: number, detectStatus: number, receivedAt = new Date()) => ({
      loraDeviceId: sensor.id,
      deduplicationId: `${sensor.devEui}-${n}`,
      fCnt: n,
      fPort: 2,
      rawData: Buffer.alloc(0),
      data: { Status: { detectStatus, batteryLevel: 200 } },
      receivedAt,
    });
    await t.db.loraUplink.createMany({
      // Two detections in the window, a health check, and a detection of two days ago.
      data: [uplink(1, 1), uplink(2, 1), uplink(3, 0), uplink(4, 1, new Date(Date.now() - 48 * 3600_000))],
    });
    const run = await inspection(w);
    expect((await run.pest(w.d1.id, w.mouse.id, 1)).statusCode).toBe(201);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(0);
    expect((await run.pest(w.d1.id, w.mouse.id, 1)).statusCode).toBe(201);
    // 2 mice and 2 detections: the sum is above 3; the mouse entry (2) is not.
    expect(await t.db.limitBreach.findMany({ where: { placeId: w.place.id }, select: { rule: true, measured: true } })).toEqual([
      { rule: 'NORMAL_SUM', measured: 4 },
    ]);
  });
});
