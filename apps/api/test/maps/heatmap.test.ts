import { describe, expect, it } from 'vitest';
import { ZHeatmapResponse } from '@trapline/contracts/maps';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('heatmap', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, provider.id);
    const foreignPlace = await createPlace(t.db, other.id);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: provider.id })).email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);
    const map = await t.db.map.create({ data: { placeId: place.id, name: 'Hala', filePath: 'x/plan.jpg', width: 1000, height: 800 } });
    const upstairs = await t.db.map.create({ data: { placeId: place.id, name: 'Piętro', filePath: 'x/plan2.jpg', width: 500, height: 500 } });
    const foreignMap = await t.db.map.create({ data: { placeId: foreignPlace.id, name: 'Theirs', filePath: 'x/plan3.jpg', width: 500, height: 500 } });
    const trap = await t.db.deviceType.create({ data: { name: 'Rodent trap', color: '#1c7ed6' } });
    const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mysz', translations: { en: { name: 'Mouse' } } } });
    const rat = await t.db.deviceTypeObject.create({ data: { name: 'Szczur' } });
    const theirPest = await t.db.deviceTypeObject.create({ data: { name: 'Karaluch', companyId: other.id } });
    const unusedPest = await t.db.deviceTypeObject.create({ data: { name: 'Mól' } });
    await t.db.deviceTypeObjectLink.createMany({
      data: [
        { deviceTypeId: trap.id, objectId: mouse.id },
        { deviceTypeId: trap.id, objectId: rat.id },
        { deviceTypeId: trap.id, objectId: theirPest.id, companyId: other.id, type: 'CUSTOM' },
      ],
    });
    const device = (placeId: number, uniqueId: string, position: { mapId: number; mapX: number; mapY: number } | null, extra: Record<string, unknown> = {}) =>
      t.db.device.create({ data: { placeId, uniqueId, deviceTypeId: trap.id, ...(position ?? {}), ...extra } });
    const a1 = await device(place.id, 'A1', { mapId: map.id, mapX: 100, mapY: 200 });
    const a2 = await device(place.id, 'A2', { mapId: map.id, mapX: 300, mapY: 400 });
    const a3 = await device(place.id, 'A3', null);
    const b1 = await device(place.id, 'B1', { mapId: upstairs.id, mapX: 50, mapY: 50 });
    const gone = await device(place.id, 'G1', { mapId: map.id, mapX: 1, mapY: 1 }, { deletedAt: new Date() });
    const foreign = await device(foreignPlace.id, 'F1', { mapId: foreignMap.id, mapX: 5, mapY: 5 });
    const record = (deviceId: number, deviceTypeObjectId: number, amount: number, createdAt: string) => ({
      deviceId,
      deviceTypeObjectId,
      amount,
      createdAt: new Date(createdAt),
    });
    await t.db.deviceObjectRecord.createMany({
      data: [
        record(a1.id, mouse.id, 3, '2026-03-01T10:00:00Z'),
        record(a1.id, mouse.id, 1, '2026-03-31T23:59:00Z'),
        record(a1.id, rat.id, 1, '2026-03-10T10:00:00Z'),
        record(a2.id, mouse.id, 2, '2026-03-15T10:00:00Z'),
        record(a2.id, mouse.id, 0, '2026-03-16T10:00:00Z'),
        // Outside the period.
        record(a2.id, rat.id, 9, '2026-02-28T23:59:59Z'),
        record(a2.id, rat.id, 9, '2026-04-01T00:00:00Z'),
        // Not placed, deleted, or in another company's place: never on the heatmap.
        record(a3.id, mouse.id, 50, '2026-03-05T10:00:00Z'),
        record(gone.id, mouse.id, 50, '2026-03-05T10:00:00Z'),
        record(foreign.id, mouse.id, 50, '2026-03-05T10:00:00Z'),
        record(b1.id, rat.id, 4, '2026-03-20T10:00:00Z'),
      ],
    });
    return {
      place,
      foreignPlace,
      map,
      upstairs,
      foreignMap,
      mouse,
      rat,
      theirPest,
      unusedPest,
      a1,
      a2,
      b1,
      manager,
      otherManager,
      url: `/places/${place.uuid}/maps/heatmap`,
    };
  }

  it('sums the pests of placed devices over the period, as amounts and as a share of the busiest device', async () => {
    const w = await world();
    const res = await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-01&to=2026-03-31`, headers: w.manager });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ZHeatmapResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(body.devices).toEqual([
      {
        id: w.a1.id,
        uuid: w.a1.uuid,
        uniqueId: 'A1',
        mapId: w.map.id,
        mapX: 100,
        mapY: 200,
        deviceType: expect.objectContaining({ name: 'Rodent trap', color: '#1c7ed6' }),
        values: [
          { deviceTypeObjectId: w.mouse.id, totalAmount: 4, totalAmountPercentage: 100 },
          { deviceTypeObjectId: w.rat.id, totalAmount: 1, totalAmountPercentage: 25 },
        ],
        total: 5,
        totalPercentage: 100,
      },
      expect.objectContaining({
        uniqueId: 'A2',
        values: [{ deviceTypeObjectId: w.mouse.id, totalAmount: 2, totalAmountPercentage: 50 }],
        total: 2,
        totalPercentage: 40,
      }),
      expect.objectContaining({
        uniqueId: 'B1',
        mapId: w.upstairs.id,
        values: [{ deviceTypeObjectId: w.rat.id, totalAmount: 4, totalAmountPercentage: 100 }],
        total: 4,
        totalPercentage: 80,
      }),
    ]);
    // Pests of the place's device types and recorded ones; never another company's own pest.
    expect(body.deviceTypeObjects).toEqual([
      { id: w.mouse.id, name: 'Mysz' },
      { id: w.rat.id, name: 'Szczur' },
    ]);
  });

  it('filters by pest and by plan, and names pests in the request language', async () => {
    const w = await world();
    const rats = (
      await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-01&to=2026-03-31&deviceTypeObjectId=${w.rat.id}`, headers: w.manager })
    ).json();
    expect(rats.devices.map((d: { uniqueId: string; totalPercentage: number }) => [d.uniqueId, d.totalPercentage])).toEqual([
      ['A1', 25],
      ['B1', 100],
    ]);
    const upstairs = (await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-01&to=2026-03-31&mapId=${w.upstairs.id}`, headers: w.manager })).json();
    expect(upstairs.devices.map((d: { uniqueId: string }) => d.uniqueId)).toEqual(['B1']);
    const oneDay = (
      await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-31&to=2026-03-31`, headers: { ...w.manager, 'accept-language': 'en' } })
    ).json();
    expect(oneDay.devices.map((d: { uniqueId: string; total: number }) => [d.uniqueId, d.total])).toEqual([['A1', 1]]);
    expect(oneDay.deviceTypeObjects[0]).toEqual({ id: w.mouse.id, name: 'Mouse' });
    // Without a period: the last 90 days up to today (these records are older).
    const recent = (await t.app.inject({ method: 'GET', url: w.url, headers: w.manager })).json();
    expect(recent.to).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(90 * 86_400_000);
  });

  it('refuses bad periods and plans of other places, and answers 404 for another company', async () => {
    const w = await world();
    for (const [query, detail] of [
      ['from=2026-04-01&to=2026-03-01', 'from_after_to'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      [`mapId=${w.foreignMap.id}`, 'map_not_found'],
      ['mapId=abc', 'mapId'],
      ['deviceTypeObjectId=-1', 'deviceTypeObjectId'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${w.url}?${query}`, headers: w.manager });
      expect([res.statusCode, res.json().code], query).toEqual([400, 'common/validation_failed']);
      expect(JSON.stringify(res.json().details), query).toContain(detail);
    }
    const foreign = await t.app.inject({ method: 'GET', url: `${w.url}?from=2026-03-01&to=2026-03-31`, headers: w.otherManager });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'common/not_found']);
    expect(foreign.body).not.toContain('A1');
  });
});
