import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '@trapline/db/job-schema';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';

const PER_USER = 2;
const TOTAL = 5;

/**
 * Renders (inspection PDFs, plan exports) are jobs; the API bounds the unfinished ones per user
 * and in total, and shares one user's unfinished render asked for again. No workers run in this
 * file, so every job stays queued until the test finishes it as a worker would.
 */
describe('render jobs: bounds and sharing', () => {
  const t = useApi({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-renders-')),
    HEAVY_RENDERS_PER_USER: PER_USER,
    HEAVY_RENDERS_TOTAL: TOTAL,
    RENDER_WAIT_SECONDS: 0,
  });

  async function world(role: 'CLIENT' | 'CONTROLLER' = 'CLIENT') {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const place = await createPlace(t.db, client.id);
    const type = await t.db.deviceType.create({ data: { name: 'Pułapka' } });
    for (let n = 1; n <= 5; n++) await t.db.device.create({ data: { placeId: place.id, uniqueId: `A${n}`, prefix: 'A', number: n, deviceTypeId: type.id } });
    const user = await createUser(t.db, { companyId: role === 'CLIENT' ? client.id : provider.id, role });
    const inspections: Array<{ id: number; uuid: string }> = [];
    for (let n = 0; n < 6; n++) {
      inspections.push(
        await t.db.inspection.create({ data: { placeId: place.id, name: `Przegląd ${n}`, status: 'COMPLETED', userId: user.id, finishedAt: new Date() } }),
      );
    }
    return { place, client, user, inspections, headers: { ...bearer((await signIn(t.app, user.email)).token), 'accept-language': 'en' } };
  }

  const ask = (w: { headers: Record<string, string>; place: { uuid: string } }, inspection: { uuid: string }) =>
    t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${inspection.uuid}`, headers: w.headers, payload: { placeId: w.place.uuid } });

  const unfinished = async () =>
    (
      await t.db.$queryRawUnsafe<[{ n: number }]>(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name IN ('plan-export', 'inspection-report') AND state IN ('created', 'retry', 'active')`,
      )
    )[0].n;

  /** Finishes a job as a worker would. */
  async function complete(name: string, id: string) {
    const boss = await t.app.jobs.boss();
    expect((await boss.fetch(name, { batchSize: 50 })).map((job) => job.id)).toContain(id);
    await boss.complete(name, id, {});
  }

  // Each test starts with no unfinished render of anyone.
  beforeEach(async () => {
    await t.db.$executeRawUnsafe(
      `DELETE FROM ${JOB_SCHEMA}.job WHERE name IN ('plan-export', 'inspection-report') AND state IN ('created', 'retry', 'active')`,
    );
  });

  it('answers 202 with a queued report and its job, writing the report row with the job; then 429 beyond N unfinished renders of one user (a client user too)', async () => {
    const w = await world('CLIENT');
    const answers = [];
    for (const inspection of w.inspections.slice(0, 4)) answers.push(await ask(w, inspection));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 429, 429]);
    const first = answers[0]!.json();
    expect(first).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), url: null, jobId: expect.any(String) });
    const refused = answers[2]!;
    expect(refused.json()).toMatchObject({ code: 'reports/too_many_requests', message: expect.stringMatching(/too many/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused requests leave nothing behind: a report row exists exactly with each job.
    const reports = await t.db.report.findMany({ where: { userId: w.user.id }, orderBy: { id: 'asc' } });
    expect(reports.map((r) => r.status)).toEqual(['QUEUED', 'QUEUED']);
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${first.jobId}`, headers: w.headers });
    expect(job.json()).toMatchObject({ name: 'inspection-report', state: 'queued' });
    // The report cannot be downloaded before it is rendered.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/places/${w.place.uuid}/inspections/${w.inspections[0]!.uuid}/reports/${first.uuid}/signed-url`,
          headers: w.headers,
        })
      ).statusCode,
    ).toBe(404);

    // Once one is done, the user may ask again.
    await complete('inspection-report', first.jobId);
    expect((await ask(w, w.inspections[4]!)).statusCode).toBe(202);
  });

  it('shares an unfinished report asked for again by the same user: same report, same job, one row', async () => {
    const w = await world('CONTROLLER');
    const inspection = w.inspections[0]!;
    const [first, second] = [await ask(w, inspection), await ask(w, inspection)];
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json()).toEqual(first.json());
    expect(await t.db.report.count({ where: { inspectionId: inspection.id } })).toBe(1);
    // Asked for at the same moment, too.
    const both = await Promise.all([1, 2].map(() => ask(w, w.inspections[1]!)));
    expect(both.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(both[0]!.json().jobId).toBe(both[1]!.json().jobId);
    expect(await t.db.report.count({ where: { inspectionId: w.inspections[1]!.id } })).toBe(1);
    // Another language is another render.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/reports/pdf/inspection/${inspection.uuid}`,
          headers: { ...w.headers, 'accept-language': 'de' },
          payload: {},
        })
      ).statusCode,
    ).toBe(429);
  });

  it('bounds plan exports together with reports, shares an export with the same options, and counts every user against the total', async () => {
    const w = await world('CONTROLLER');
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: w.user.companyId, role: 'COMPANY_ADMIN' })).email)).token);
    const maps: Array<{ id: number }> = [];
    for (let n = 0; n < 3; n++) {
      const body = multipart({ data: image, filename: 'plan.jpg', contentType: 'image/jpeg' }, { name: `Hala ${n}` });
      const res = await t.app.inject({ method: 'POST', url: `/places/${w.place.uuid}/maps`, headers: { ...manager, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(201);
      maps.push(res.json() as { id: number });
    }
    const exportOf = (map: { id: number }, format: 'pdf' | 'jpg', headers = w.headers) =>
      t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/maps/${map.id}/image?format=${format}`, headers });
    const pdf = await exportOf(maps[0]!, 'pdf');
    expect(pdf.statusCode).toBe(202);
    expect(pdf.headers.location).toBe(`/api/jobs/${pdf.json().id}`);
    expect(pdf.json()).toMatchObject({ name: 'plan-export', state: 'queued', file: null });
    expect((await exportOf(maps[0]!, 'pdf')).json().id).toBe(pdf.json().id);
    expect((await exportOf(maps[1]!, 'jpg')).statusCode).toBe(202);
    const refused = await exportOf(maps[2]!, 'pdf');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'reports/too_many_requests']);
    // A report of the same user is refused as well: one bound for both.
    expect((await ask(w, w.inspections[0]!)).statusCode).toBe(429);

    // The total: other users fill it up to TOTAL unfinished renders, then everyone is refused.
    await t.db.$executeRawUnsafe(
      `DELETE FROM ${JOB_SCHEMA}.job WHERE name IN ('plan-export', 'inspection-report') AND state IN ('created', 'retry', 'active')`,
    );
    const users = await Promise.all(
      [0, 1, 2].map(async () => ({
        ...w,
        headers: {
          ...bearer((await signIn(t.app, (await createUser(t.db, { companyId: w.user.companyId, role: 'CONTROLLER' })).email)).token),
          'accept-language': 'en',
        },
      })),
    );
    const statuses = [];
    for (const user of users) for (const map of maps.slice(0, 2)) statuses.push((await exportOf(map, 'pdf', user.headers)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await unfinished()).toBe(TOTAL);
  });

  it("answers 404 for another company's plan or inspection and starts nothing", async () => {
    const w = await world('CONTROLLER');
    const other = await world('CONTROLLER');
    const before = await unfinished();
    expect((await ask({ headers: other.headers, place: w.place }, w.inspections[0]!)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${w.inspections[0]!.uuid}`, headers: other.headers, payload: {} })).statusCode,
    ).toBe(404);
    const map = await t.db.map.create({ data: { placeId: w.place.id, name: 'M', filePath: 'places/x/maps/m.jpg', width: 10, height: 10 } });
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/maps/${map.id}/image`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/places/${other.place.uuid}/maps/${map.id}/image`, headers: other.headers })).statusCode).toBe(404);
    expect(await unfinished()).toBe(before);
    expect(await t.db.report.count({ where: { inspectionId: w.inspections[0]!.id } })).toBe(0);
  });
});
