import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';

const PER_USER = 2;

/** Heavy renders (inspection PDFs, plan exports) are bounded per user and shared while in flight. */
describe('heavy work', () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-heavy-')), HEAVY_RENDERS_PER_USER: PER_USER, HEAVY_RENDERS_TOTAL: 6 });

  async function world(role: 'CLIENT' | 'CONTROLLER' = 'CLIENT') {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const place = await createPlace(t.db, client.id);
    const type = await t.db.deviceType.create({ data: { name: 'Pułapka' } });
    for (let n = 1; n <= 20; n++) await t.db.device.create({ data: { placeId: place.id, uniqueId: `A${n}`, prefix: 'A', number: n, deviceTypeId: type.id } });
    const user = await createUser(t.db, { companyId: role === 'CLIENT' ? client.id : provider.id, role });
    const inspections: Array<{ id: number; uuid: string }> = [];
    for (let n = 0; n < 16; n++) {
      inspections.push(await t.db.inspection.create({ data: { placeId: place.id, name: `Przegląd ${n}`, status: 'COMPLETED', userId: user.id, finishedAt: new Date() } }));
    }
    return { place, user, inspections, headers: { ...bearer((await signIn(t.app, user.email)).token), 'accept-language': 'en' } };
  }

  it('lets one user (a client user too) run at most N renders at once: the rest get 429 reports/too_many_requests, never a 5xx', async () => {
    const w = await world('CLIENT');
    const peakBefore = t.app.heavyWork.stats().peak;
    const answers = await Promise.all(
      w.inspections.map((inspection) => t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${inspection.uuid}`, headers: w.headers, payload: { placeId: w.place.uuid } })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ code: 'reports/too_many_requests', message: expect.stringMatching(/too many/i) });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Math.max(peakBefore, t.app.heavyWork.stats().peak)).toBeLessThanOrEqual(PER_USER);
    // Each answered report is stored once; refused ones leave nothing behind.
    expect(await t.db.report.count({ where: { userId: w.user.id } })).toBe(statuses.filter((s) => s === 201).length);
    expect(t.app.heavyWork.stats().running).toBe(0);

    // Once those are done, the user may render again.
    const later = await t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${w.inspections[0]!.uuid}`, headers: w.headers, payload: { placeId: w.place.uuid } });
    expect(later.statusCode).toBe(201);
  });

  it('answers the same report asked for twice at once with one render when they overlap', async () => {
    const w = await world('CONTROLLER');
    const inspection = w.inspections[0]!;
    const startedBefore = t.app.heavyWork.stats().started;
    const [first, second] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${inspection.uuid}`, headers: w.headers, payload: { placeId: w.place.uuid } })));
    expect(first!.statusCode).toBe(201);
    expect(second!.statusCode).toBe(201);
    // Whether the two overlap depends on timing (the unit test pins the sharing down): either
    // way each render stores exactly one report and a shared one answers both with it.
    const renders = new Set([first!.json().uuid, second!.json().uuid]).size;
    expect(await t.db.report.count({ where: { inspectionId: inspection.id } })).toBe(renders);
    expect(t.app.heavyWork.stats().started - startedBefore).toBe(renders);
  });

  it('bounds plan exports the same way and shares an export with the same options', async () => {
    const w = await world('CONTROLLER');
    const image = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#eeeeee' } }).jpeg().toBuffer();
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: w.user.companyId, role: 'COMPANY_ADMIN' })).email)).token);
    const maps: Array<{ id: number }> = [];
    for (let n = 0; n < 8; n++) {
      const body = multipart({ data: image, filename: 'plan.jpg', contentType: 'image/jpeg' }, { name: `Hala ${n}` });
      const res = await t.app.inject({ method: 'POST', url: `/places/${w.place.uuid}/maps`, headers: { ...manager, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(201);
      maps.push(res.json() as { id: number });
    }
    const peakBefore = t.app.heavyWork.stats().peak;
    const exports = await Promise.all(maps.map((map) => t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/maps/${map.id}/image?format=jpg`, headers: w.headers })));
    expect(exports.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(exports.some((a) => a.statusCode === 429)).toBe(true);
    expect(exports.find((a) => a.statusCode === 429)!.json().code).toBe('reports/too_many_requests');
    expect(Math.max(peakBefore, t.app.heavyWork.stats().peak)).toBeLessThanOrEqual(PER_USER);

    // Whether the three overlap depends on timing (the unit test pins the sharing down); each
    // answers the same export and none is refused, since a shared render takes no second slot.
    const same = await Promise.all([0, 1, 2].map(() => t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/maps/${maps[0]!.id}/image?format=pdf`, headers: w.headers })));
    expect(same.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(same.every((a) => a.headers['content-type'] === 'application/pdf')).toBe(true);
  });
});
