import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

describe('unclaimed uplinks', () => {
  const t = useApi();

  it('lists DevEUIs that are no sensor for the super admin, who claims or dismisses them', async () => {
    const w = await loraWorld(t);
    const stranger = w.eui('0AA1');
    const neighbour = w.eui('0AA2');
    const now = Date.now();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    await t.db.loraUnclaimedUplink.createMany({
      data: [
        { devEui: stranger, deduplicationId: `s1-${w.n}`, applicationId: 'app-1', payload: { rxInfo: [{ rssi: -90 }, { rssi: -70 }] }, receivedAt: at(30) },
        { devEui: stranger, deduplicationId: `s2-${w.n}`, applicationId: 'app-2', payload: { rxInfo: [{ rssi: -80 }] }, receivedAt: at(10) },
        { devEui: neighbour, deduplicationId: `n1-${w.n}`, payload: { rxInfo: 'odd' }, receivedAt: at(20) },
        // A DevEUI that is a sensor by now is not listed.
        { devEui: w.spare.devEui, deduplicationId: `x1-${w.n}`, payload: {}, receivedAt: at(5) },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/lora/unclaimed-uplinks', headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      rows: [
        { devEui: stranger, count: 2, firstReceivedAt: at(30).toISOString(), lastReceivedAt: at(10).toISOString(), applicationId: 'app-2', rssi: -80 },
        { devEui: neighbour, count: 1, firstReceivedAt: at(20).toISOString(), lastReceivedAt: at(20).toISOString(), applicationId: null, rssi: null },
      ],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/lora/unclaimed-uplinks?page=2&limit=1', headers: w.admin }))
        .json()
        .rows.map((r: { devEui: string }) => r.devEui),
    ).toEqual([neighbour]);

    for (const headers of [w.manager, w.controller, w.technician, w.otherManager]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/lora/unclaimed-uplinks', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/unclaimed-uplinks/${neighbour}`, headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/lora/unclaimed-uplinks/xyz', headers: w.admin })).statusCode).toBe(400);
    expect(await t.db.loraUnclaimedUplink.count({ where: { devEui: neighbour } })).toBe(1);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/unclaimed-uplinks/${neighbour.toLowerCase()}`, headers: w.admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/unclaimed-uplinks/${neighbour}`, headers: w.admin })).statusCode).toBe(404);
    // Registering the DevEUI claims the rest.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/lora/devices', headers: w.admin, payload: { devEui: stranger, companyUuid: w.company.uuid } }))
        .statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/lora/unclaimed-uplinks', headers: w.admin })).json()).toEqual({ count: 0, rows: [] });
  });
});
