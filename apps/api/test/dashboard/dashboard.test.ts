import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '@trapline/db/seed';
import { dayBounds } from '../../src/modules/dashboard/service.ts';
import { bearer, signIn, useApi } from '../helpers.ts';

describe('dayBounds', () => {
  it('gives the local day of a time zone as instants', () => {
    const { start, end } = dayBounds('Europe/Warsaw', new Date('2026-07-01T22:30:00Z'));
    expect(start.toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-07-02T22:00:00.000Z');
  });

  it('ends a day the clocks go forward at the next local midnight, 23 hours on', () => {
    const { start, end } = dayBounds('Europe/Warsaw', new Date('2026-03-29T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('dashboard over the demo world', () => {
  const t = useApi();
  beforeAll(async () => {
    await seedDemoWorld(t.db);
  });

  it('the tiles of a company admin count the real data of its tree', async () => {
    const headers = { ...bearer((await signIn(t.app, 'manager@trapline.demo')).token), 'x-timezone': 'Europe/Warsaw' };
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers });
    expect(res.statusCode).toBe(200);
    const pestex = await t.db.company.findFirstOrThrow({ where: { enterpriseId: 'pestex' } });
    const tree = { OR: [{ companyId: pestex.id }, { company: { parentCompanyId: pestex.id } }] };
    const body = res.json();
    expect(body.places.count).toBe(await t.db.place.count({ where: tree }));
    expect(body.electronicDevices.alertCount).toBe(await t.db.device.count({ where: { detect: true, place: tree } }));
    expect(body.recommendations.count).toBe(await t.db.recommendation.count({ where: { status: { in: ['OPEN', 'IN_PROGRESS', 'WAITING'] }, place: tree } }));
    expect(body.company).toMatchObject({ name: 'Pestex Sp. z o.o.', clientsCount: 3 });
    expect(body.places.count).toBeGreaterThan(0);
  });

  it('place widgets count devices by type and recommendations; a foreign place is 404', async () => {
    const headers = bearer((await signIn(t.app, 'manager@trapline.demo')).token);
    const place = await t.db.place.findFirstOrThrow({ where: { company: { parent: { enterpriseId: 'pestex' } } }, orderBy: { id: 'asc' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/places/${place.uuid}/dashboard`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = body.deviceCountByDeviceType.reduce((sum: number, r: { deviceCount: number }) => sum + r.deviceCount, 0);
    expect(total).toBe(await t.db.device.count({ where: { placeId: place.id } }));
    expect(body.rootCompany.name).toBe('Pestex Sp. z o.o.');
    expect(body.userRoles.length).toBeGreaterThan(0);
    // The recommendation widgets say what they count: by default from the end of the month before last.
    const now = new Date();
    expect(body.recommendationsPeriod.from).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0, 23, 59, 59)).toISOString());
    const ranged = await t.app.inject({ method: 'GET', url: `/api/places/${place.uuid}/dashboard?from=2026-01-01&to=2026-03-31`, headers });
    expect(ranged.json().recommendationsPeriod).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-03-31T23:59:59.000Z' });
    const foreign = await t.db.place.findFirstOrThrow({ where: { company: { parent: { enterpriseId: 'deratex' } } } });
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${foreign.uuid}/dashboard`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${place.uuid}/dashboard?from=yesterday`, headers })).statusCode).toBe(400);
  });

  it('an unknown time zone header is ignored, not a failure', async () => {
    const headers = { ...bearer((await signIn(t.app, 'controller@trapline.demo')).token), 'x-timezone': 'Not/AZone' };
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).statusCode).toBe(200);
  });
});
