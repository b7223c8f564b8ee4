import { describe, expect, it } from 'vitest';
import { ZLimitBreachListResponse } from '@trapline/contracts/limits';
import { useApi } from '../helpers.ts';
import { limitsWorld } from './world.ts';

describe('limit breaches: listed where users look, judged again when a record changes', { timeout: 120_000 }, () => {
  const t = useApi();

  async function breached(w: Awaited<ReturnType<typeof limitsWorld>>) {
    const created = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: { name: 'Each trap', type: 'DEVICE_TYPE_ALL_DEVICES', deviceTypeIds: [w.trap.id], limits: [{ objectId: w.mouse.id, value: 3, type: 'NORMAL' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const base = `/api/places/${w.place.uuid}/inspections`;
    const started = await t.app.inject({ method: 'POST', url: base, headers: w.manager.headers, payload: {} });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().uuid as string;
    const devices = await t.db.inspectionDevice.findMany({ where: { inspection: { uuid: id } }, select: { id: true, deviceId: true } });
    const of = (deviceId: number) => devices.find((d) => d.deviceId === deviceId)!.id;
    const pest = async (amount: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/${id}/devices/${of(w.d1.id)}/objects`,
        headers: w.manager.headers,
        payload: { deviceTypeObjectId: w.mouse.id, amount },
      });
      expect(res.statusCode, res.body).toBe(201);
      return t.db.deviceObjectRecord.findFirstOrThrow({ where: { deviceId: w.d1.id }, orderBy: { id: 'desc' }, select: { id: true, uuid: true } });
    };
    const first = await pest(2);
    const second = await pest(3);
    const d1 = await t.db.device.findUniqueOrThrow({ where: { id: w.d1.id }, select: { uuid: true } });
    return { first, second, d1Uuid: d1.uuid };
  }
  const list = (w: Awaited<ReturnType<typeof limitsWorld>>, query = '', headers = w.manager.headers) =>
    t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/limit-breaches${query}`, headers: { ...headers, 'accept-language': 'en' } });

  it('lists the place\u2019s and one device\u2019s breaches to every role that sees the place; another tenant gets 404', async () => {
    const w = await limitsWorld(t);
    const { d1Uuid } = await breached(w);
    for (const who of [w.manager, w.controller, w.technician, w.clientUser]) {
      const res = await list(w, '', who.headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = ZLimitBreachListResponse.parse(res.json());
      expect(body.count).toBe(1);
      expect(body.rows[0]).toMatchObject({
        limitName: 'Each trap',
        critical: false,
        rule: 'OBJECT',
        measured: 5,
        threshold: 3,
        device: { uuid: d1Uuid, uniqueId: expect.any(String) },
      });
      expect(body.rows[0]!.subject).toBeTruthy();
    }
    const d2 = await t.db.device.findUniqueOrThrow({ where: { id: w.d2.id }, select: { uuid: true } });
    expect((await list(w, `?deviceUuid=${d1Uuid}`)).json().count).toBe(1);
    expect((await list(w, `?deviceUuid=${d2.uuid}`)).json()).toEqual({ rows: [], count: 0 });
    // Another place's device, another tenant, bad input.
    const foreign = await t.db.device.findUniqueOrThrow({ where: { id: w.foreignDevice.id }, select: { uuid: true } });
    expect((await list(w, `?deviceUuid=${foreign.uuid}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/limit-breaches`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/limit-breaches` })).statusCode).toBe(401);
    expect((await list(w, '?days=0')).statusCode).toBe(400);
    expect((await list(w, '?limit=1000')).statusCode).toBe(400);
    expect((await list(w, '?deviceUuid=nope')).json().code).toBe('common/validation_failed');
  });

  it('an edited record updates its breach, one that no longer breaches removes it; the same for a deleted record', async () => {
    const w = await limitsWorld(t);
    const { first, second, d1Uuid } = await breached(w);
    const breach = () => t.db.limitBreach.findMany({ where: { placeId: w.place.id }, select: { measured: true, threshold: true } });
    expect(await breach()).toEqual([{ measured: 5, threshold: 3 }]);
    // 2 + 6 = 8 mice: still breached, measured 8.
    const patch = (uuid: string, amount: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v3/devices/${d1Uuid}/objects/${uuid}`,
        headers: w.manager.headers,
        payload: { amount, deviceTypeObjectId: w.mouse.id },
      });
    const raised = await patch(second.uuid, 6);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await breach()).toEqual([{ measured: 8, threshold: 3 }]);
    // 2 + 1 = 3 mice: not above 3 any more, the breach goes.
    expect((await patch(second.uuid, 1)).statusCode).toBe(200);
    expect(await breach()).toEqual([]);
    // Back above: raised again (a new breach, counted from now).
    expect((await patch(second.uuid, 4)).statusCode).toBe(200);
    expect(await breach()).toEqual([{ measured: 6, threshold: 3 }]);
    // Deleting the first record leaves 4: still breached, updated.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v3/devices/${d1Uuid}/objects/${first.uuid}`, headers: w.manager.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await breach()).toEqual([{ measured: 4, threshold: 3 }]);
    // Deleting the second leaves none: the breach goes, and the list says so.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v3/devices/${d1Uuid}/objects/${second.uuid}`, headers: w.manager.headers })).statusCode,
    ).toBeLessThan(300);
    expect(await breach()).toEqual([]);
    expect((await list(w)).json()).toEqual({ rows: [], count: 0 });
    // Another tenant cannot touch the records: nothing changed.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v3/devices/${d1Uuid}/objects/${first.uuid}`, headers: w.otherManager })).statusCode).toBe(404);
  });

  it('a deleted limit keeps its breaches when a record changes', async () => {
    const w = await limitsWorld(t);
    const { second, d1Uuid } = await breached(w);
    const limit = await t.db.pestLimit.findFirstOrThrow({ where: { placeId: w.place.id } });
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${limit.id}`, headers: w.manager.headers })).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v3/devices/${d1Uuid}/objects/${second.uuid}`,
          headers: w.manager.headers,
          payload: { amount: 0, deviceTypeObjectId: w.mouse.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.db.limitBreach.count({ where: { placeId: w.place.id } })).toBe(1);
  });
});
