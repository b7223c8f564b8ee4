import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/place-report.handler.ts';
import { planPng } from './fixtures/plan-image.ts';

/** The place report job against a real database and file storage; the PDF is read back with poppler. */
describe('place-report (real PostgreSQL, poppler)', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'trapline-place-report-'));
  const storage = new LocalDiskStorage(join(dir, 'files'), 'http://127.0.0.1', 'c'.repeat(40));

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 2 });
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop();
  });

  const run = async (placeId: number, lang: 'pl' | 'en') => {
    const report = await db.report.create({ data: { kind: 'PDF', placeId, status: 'QUEUED', progress: 0 } });
    const fileKey = `reports/test/report-${report.id}.pdf`;
    const progress: number[] = [];
    await handle(
      {
        reportId: report.id,
        placeId,
        from: '2026-03-01T00:00:00.000Z',
        to: '2026-03-31T23:59:59.999Z',
        timezone: 'UTC',
        note: null,
        generatedAt: '2026-04-01T08:00:00.000Z',
        lang,
        fileKey,
        fileName: 'r.pdf',
      },
      {
        jobId: 'job',
        attempt: 1,
        signal: new AbortController().signal,
        db,
        storage,
        log: pino({ level: 'silent' }),
        reportProgress: async (percent) => void progress.push(percent),
      },
    );
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).status).toBe('DONE');
    const file = join(dir, `report-${report.id}.pdf`);
    writeFileSync(file, await storage.read(fileKey));
    return { file, progress };
  };
  const text = (file: string, page?: number) =>
    execFileSync('pdftotext', ['-layout', ...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'], { encoding: 'utf8' });
  const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);

  it('draws each plan with its devices on its own page and lists the limit breaches of the period', { timeout: 60_000 }, async () => {
    const company = await db.company.create({ data: { name: 'Deratex', email: 'biuro@deratex.test', address: 'Polna 1, Łódź' } });
    const place = await db.place.create({ data: { name: 'Hala Łódź', address: 'Polna 2', companyId: company.id } });
    const type = await db.deviceType.create({ data: { name: 'Pułapka', color: '#1971c2' } });
    await storage.put('maps/test/plan.png', planPng(600, 400), 'image/png');
    const map = await db.map.create({ data: { placeId: place.id, name: 'Parter główny', filePath: 'maps/test/plan.png', width: 600, height: 400 } });
    const a1 = await db.device.create({
      data: { placeId: place.id, uniqueId: 'A1', prefix: 'A', number: 1, deviceTypeId: type.id, mapId: map.id, mapX: 100, mapY: 120 },
    });
    await db.device.create({
      data: { placeId: place.id, uniqueId: 'A2', prefix: 'A', number: 2, deviceTypeId: type.id, mapId: map.id, mapX: 400, mapY: 300, detect: true },
    });
    const mouse = await db.deviceTypeObject.create({ data: { name: 'Mysz domowa' } });
    const limit = await db.pestLimit.create({ data: { placeId: place.id, name: 'Limit myszy', type: 'DEVICES', normalSum: 0, dangerousSum: 0 } });
    const breach = (at: string, measured: number, rule = 'OBJECT') =>
      db.limitBreach.create({
        data: {
          placeId: place.id,
          pestLimitId: limit.id,
          deviceId: a1.id,
          rule,
          objectId: rule === 'OBJECT' ? mouse.id : null,
          subjectKey: `k-${at}-${rule}`,
          limitName: 'Limit myszy',
          measured,
          threshold: 5,
          breachedAt: new Date(at),
        },
      });
    await breach('2026-03-12T10:15:00Z', 7);
    await breach('2026-03-20T11:00:00Z', 13, 'NORMAL_SUM');
    await breach('2026-04-12T10:00:00Z', 99); // after the period
    // What was done on the device after each breach: both after the first, the check after the second.
    const action = async (name: string, at: string) =>
      db.deviceActionRecord.create({
        data: { deviceId: a1.id, deviceTypeActionId: (await db.deviceTypeAction.create({ data: { name } })).id, createdAt: new Date(at) },
      });
    await action('Wymiana', '2026-03-14T09:00:00Z');
    await action('Kontrola', '2026-03-21T09:00:00Z');
    await action('Montaż', '2026-03-02T09:00:00Z'); // before both
    // An inspection of the period that refilled bait: 3 portions of 10 g and 2 of 25 g.
    const inspection = await db.inspection.create({
      data: { placeId: place.id, name: 'Przegląd marcowy', status: 'COMPLETED', startedAt: new Date('2026-03-10T08:00:00Z') },
    });
    const refill = await db.deviceTypeObservation.create({ data: { name: 'Uzupełnienie', type: 'REFILL' } });
    const paste = await db.mixture.create({ data: { name: 'Pasta', grammage: 10 } });
    const block = await db.mixture.create({ data: { name: 'Blok', grammage: 25 } });
    await db.deviceObservationRecord.create({
      data: {
        deviceId: a1.id,
        deviceTypeObservationId: refill.id,
        type: 'REFILL',
        inspectionId: inspection.id,
        createdAt: new Date('2026-03-10T09:00:00Z'),
        data: {
          type: 'REFILL',
          mixtures: {
            [paste.id]: { value: 3, grammage: 10, mixtureId: paste.id },
            [block.id]: { value: 2, grammage: 25, mixtureId: block.id },
          },
          totalMixtures: 80,
        },
      },
    });

    const { file, progress } = await run(place.id, 'pl');
    expect(progress.at(-1)).toBeGreaterThanOrEqual(97);
    const all = text(file);
    expect(all).toContain('Przekroczenia limitów w okresie');
    // One row per breach of the period: device, pest, limit, value, when.
    const rows = all.split('\n').filter((line) => /^\s*A1\s/.test(line) && line.includes('Limit myszy'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/A1\s+Mysz domowa\s+Limit myszy: 5\s+7\s+12 mar 2026.*Wymiana, Kontrola/);
    expect(rows[1]).toMatch(/A1\s+Suma szkodników\s+Limit myszy: 5\s+13\s+20 mar 2026.*Kontrola/);
    expect(rows[1]).not.toContain('Wymiana');
    expect(all).not.toContain('Montaż');
    expect(all).not.toContain('99');
    // The inspection with the bait it used, per mixture.
    expect(all).toMatch(/Przegląd marcowy.*Pasta 30 g, Blok 50 g/);

    // The last page is the plan: landscape, its title, the image and both devices' labels.
    const count = pages(file);
    const planPage = text(file, count);
    expect(planPage).toContain('Hala Łódź – Parter główny');
    expect(planPage).toMatch(/A1/);
    expect(planPage).toMatch(/A2/);
    const images = execFileSync('pdfimages', ['-list', '-f', String(count), '-l', String(count), file], { encoding: 'utf8' });
    expect(images).toMatch(/\s600\s+400\s+rgb/);
    execFileSync('pdftoppm', ['-f', String(count), '-l', String(count), '-r', '40', '-png', file, join(dir, 'page')]);
    const png = execFileSync('sh', ['-c', `ls ${join(dir, 'page')}*.png`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1)!;
    const { readFileSync } = await import('node:fs');
    const header = readFileSync(png);
    // A landscape A4 page at 40 dpi: wider than tall.
    expect(header.readUInt32BE(16)).toBeGreaterThan(header.readUInt32BE(20));
  });

  it('says there is no breach and draws no plan page for a place without plans', { timeout: 60_000 }, async () => {
    const company = await db.company.create({ data: { name: 'Other', email: 'o@deratex.test', address: 'x' } });
    const place = await db.place.create({ data: { name: 'Sklep', address: 'x', companyId: company.id } });
    const { file } = await run(place.id, 'en');
    const all = text(file);
    expect(all).toMatch(/Limit breaches in the period\s+None/);
    expect(pages(file)).toBe(1);
  });
});
