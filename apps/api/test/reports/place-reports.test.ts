import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZReportListResponse } from '@trapline/contracts/reports';
import { bearer, createCompany, createPlace, createUser, signIn, useApi, useWorkers } from '../helpers.ts';

describe('place reports and statistics exports', () => {
  // Rendered by a real workers process; a request waits up to 90 s for one (a busy machine).
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-place-reports-')), RENDER_WAIT_SECONDS: 90 });
  useWorkers(t);

  async function world() {
    const provider = await createCompany(t.db, { name: 'Deratyzacja Żółć' });
    const client = await createCompany(t.db, { name: 'Zakład Łódź', parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id, 'Hala główna – Łódź');
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') =>
      bearer((await signIn(t.app, (await createUser(t.db, { companyId, role })).email)).token);
    const trap = await t.db.deviceType.create({ data: { name: 'Pułapka żywołowna' } });
    const lamp = await t.db.deviceType.create({ data: { name: 'Lampa owadobójcza' } });
    const zone = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Magazyn źródłowy' } });
    const a1 = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A1', prefix: 'A', number: 1, deviceTypeId: trap.id, zoneId: zone.id } });
    const a2 = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A2', prefix: 'A', number: 2, deviceTypeId: lamp.id } });
    const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mysz' } });
    const rat = await t.db.deviceTypeObject.create({ data: { name: 'Szczur wędrowny', category: 'DANGEROUS' } });
    const bait = await t.db.deviceTypeAction.create({ data: { name: 'Wymiana przynęty' } });
    const technician = await createUser(t.db, { companyId: provider.id, role: 'USER' });
    await t.db.user.update({ where: { id: technician.id }, data: { name: 'Łucja', surname: 'Świątek' } });
    const inspection = await t.db.inspection.create({
      data: {
        placeId: place.id,
        name: 'Przegląd marcowy',
        status: 'COMPLETED',
        userId: technician.id,
        startedAt: new Date('2026-03-10T08:00:00Z'),
        finishedAt: new Date('2026-03-10T10:00:00Z'),
      },
    });
    await t.db.deviceObjectRecord.createMany({
      data: [
        { deviceId: a1.id, deviceTypeObjectId: mouse.id, amount: 3, createdAt: new Date('2026-03-02T10:00:00Z') },
        { deviceId: a1.id, deviceTypeObjectId: mouse.id, amount: 2, createdAt: new Date('2026-03-10T09:00:00Z'), inspectionId: inspection.id },
        { deviceId: a2.id, deviceTypeObjectId: rat.id, amount: 4, createdAt: new Date('2026-04-05T10:00:00Z') },
      ],
    });
    await t.db.deviceActionRecord.create({ data: { deviceId: a2.id, deviceTypeActionId: bait.id, amount: 7, createdAt: new Date('2026-03-31T22:30:00Z') } });
    const intervention = await t.db.intervention.create({
      data: { placeId: place.id, name: 'Interwencja – szczury', purpose: 'Zwalczanie', userId: technician.id, createdAt: new Date('2026-04-06T09:00:00Z') },
    });
    await t.db.usedProduct.create({ data: { interventionId: intervention.id, name: 'Brodifakum', activeSubstance: 'brodifakum', amount: 1.5, unit: 'GRAMS' } });
    return {
      provider,
      client,
      other,
      place,
      trap,
      lamp,
      zone,
      a1,
      a2,
      mouse,
      rat,
      bait,
      manager: await login(provider.id, 'COMPANY_ADMIN'),
      clientUser: await login(client.id, 'CLIENT'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
    };
  }

  const download = async (url: string) => {
    const { pathname, search } = new URL(url);
    const file = await t.app.inject({ method: 'GET', url: pathname + search });
    expect(file.statusCode).toBe(200);
    return file;
  };

  it('exports the statistics to a real workbook per period, refuses an empty range and a day interval over 35 days', { timeout: 180_000 }, async () => {
    const w = await world();
    const url = `/api/place/${w.place.uuid}/statistics/xlsx`;
    const headers = { ...w.manager, 'x-timezone': 'Europe/Warsaw' };
    const made = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { from: '2026-03-01', to: '2026-04-30', interval: 'MONTH', type: 'XLSX', note: 'Kwartał – uwagi' },
    });
    expect(made.statusCode).toBe(201);
    const file = await download(made.json().url);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Informacje', 'Placówka', 'Strefy', 'Typy urządzeń', 'Urządzenia']);
    const info = workbook.getWorksheet('Informacje')!;
    expect(info.getCell('B1').value).toContain('Hala główna – Łódź');
    expect(info.getRow(6).values).toContain('Kwartał – uwagi');
    const sheet = workbook.getWorksheet('Placówka')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Okres (Miesiąc)', 'Szkodnik: Mysz', 'Szkodnik: Szczur wędrowny (!)', 'Akcja: Wymiana przynęty']);
    // The action at 22:30 UTC on 31 March (summer time) is on 1 April in Warsaw.
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['2026-03', 5, 0, 0]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['2026-04', 0, 4, 7]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).numFmt).toBe('#,##0.##');
    const zones = workbook.getWorksheet('Strefy')!;
    expect((zones.getRow(2).values as unknown[]).slice(1)).toEqual(['Bez strefy', '2026-04', 0, 4, 7]);
    expect((zones.getRow(3).values as unknown[]).slice(1)).toEqual(['Magazyn źródłowy', '2026-03', 5, 0, 0]);
    const devices = workbook.getWorksheet('Urządzenia')!;
    expect(devices.rowCount).toBe(3);

    // Only a device type's devices; days over a short range.
    const daily = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { from: '2026-03-01', to: '2026-03-31', interval: 'DAY', type: 'XLSX', deviceTypeId: w.trap.id },
    });
    expect(daily.statusCode).toBe(201);
    const dailyBook = new ExcelJS.Workbook();
    await dailyBook.xlsx.load((await download(daily.json().url)).rawPayload as unknown as ArrayBuffer);
    expect(dailyBook.getWorksheet('Placówka')!.getColumn(1).values.slice(2)).toEqual(['2026-03-02', '2026-03-10']);

    const empty = await t.app.inject({ method: 'POST', url, headers, payload: { from: '2025-01-01', to: '2025-01-31', interval: 'DAY', type: 'XLSX' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('reports/no-data');
    const tooFine = await t.app.inject({ method: 'POST', url, headers, payload: { from: '2026-03-01', to: '2026-04-05', interval: 'WEEK', type: 'XLSX' } });
    expect(tooFine.json()).toMatchObject({ code: 'common/validation_failed', details: { allowed: ['MONTH', 'YEAR'] } });
    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { from: '2026-03-01', to: '2026-03-05', interval: 'WEEK', type: 'CSV' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: w.otherManager, payload: { from: '2026-03-01', to: '2026-03-05', interval: 'DAY', type: 'XLSX' } }))
        .statusCode,
    ).toBe(404);
    expect(await t.db.report.count({ where: { kind: 'XLSX' } })).toBe(2);
  });

  it('draws the place\u2019s plans in the HTML preview, their images through signed addresses', async () => {
    const w = await world();
    const map = await t.db.map.create({
      data: { placeId: w.place.id, name: 'Hala <główna>', filePath: `plans/${w.place.uuid}/plan.jpg`, width: 1200, height: 800 },
    });
    await t.db.device.update({ where: { id: w.a1.id }, data: { mapId: map.id, mapX: 300, mapY: 200 } });
    const payload = { dateFrom: '2026-03-01', dateTo: '2026-04-30', placeId: w.place.uuid };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/reports/pdf?shouldRenderHtml=true',
      headers: { ...w.manager, 'x-timezone': 'Europe/Warsaw' },
      payload,
    });
    expect(preview.statusCode).toBe(200);
    const figure = /<figure class="plan">[\s\S]*?<\/figure>/.exec(preview.body)?.[0] ?? '';
    expect(figure).toContain('Plan: Hala &lt;główna&gt;');
    expect(figure).toContain('viewBox="0 0 1200 800"');
    const href = /<image href="([^"]+)"/.exec(figure)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(href).toMatch(new RegExp(`/files/plans/${w.place.uuid}/plan\\.jpg\\?expires=\\d+&signature=`));
    expect(figure).toMatch(/<text x="300" y="[\d.]+">A1<\/text>/);
    // A device not on the plan is not drawn.
    expect(figure).not.toContain('>A2<');
  });

  it('generates the PDF and its HTML preview, lists, serves, refuses and deletes reports', { timeout: 180_000 }, async () => {
    const w = await world();
    const payload = {
      dateFrom: '2026-03-01',
      dateTo: '2026-04-30',
      placeId: w.place.uuid,
      note: 'Raport kwartalny – zażółć gęślą jaźń',
      generatedAt: '2026-05-01T10:00:00+02:00',
    };
    const headers = { ...w.manager, 'x-timezone': 'Europe/Warsaw' };
    const preview = await t.app.inject({ method: 'POST', url: '/reports/pdf?shouldRenderHtml=true', headers, payload });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('Hala główna – Łódź');
    expect(preview.body).toContain('Przegląd marcowy');
    expect(await t.db.report.count({ where: { placeId: w.place.id } })).toBe(0);

    const made = await t.app.inject({ method: 'POST', url: '/reports/pdf', headers, payload });
    expect(made.statusCode).toBe(201);
    const pdf = (await download(made.json().url)).rawPayload;
    const dir = mkdtempSync(join(tmpdir(), 'trapline-pdf-'));
    writeFileSync(join(dir, 'report.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    for (const expected of [
      'Raport placówki',
      'Hala główna – Łódź',
      'Zakład Łódź',
      '1 mar 2026',
      '30 kwi 2026',
      'Pułapka żywołowna',
      'Przegląd marcowy',
      'Łucja Świątek',
      'Interwencja – szczury',
      'Brodifakum 1,5 g',
      'zażółć gęślą jaźń',
    ]) {
      expect(text).toContain(expected);
    }
    // The monthly activity: March 5 pests; April 4 pests (dangerous) and 7 actions.
    expect(text).toMatch(/2026-03\s+5\s+0\s+0\s+0/);
    expect(text).toMatch(/2026-04\s+4\s+4\s+7\s+0/);
    execFileSync('pdftoppm', ['-png', '-r', '30', '-f', '1', '-l', '1', join(dir, 'report.pdf'), join(dir, 'page')]);

    const list = await t.app.inject({ method: 'GET', url: `/reports?placeUuid=${w.place.uuid}&tab=reports`, headers: w.clientUser });
    const body = ZReportListResponse.parse(list.json());
    expect(body.count).toBe(1);
    expect(body.rows[0]).toMatchObject({
      kind: 'PDF',
      status: 'DONE',
      note: payload.note,
      place: { name: 'Hala główna – Łódź', company: { name: 'Zakład Łódź' } },
      canDelete: false,
    });
    expect((await t.app.inject({ method: 'GET', url: `/reports?placeUuid=${w.place.uuid}&tab=inspections`, headers: w.manager })).json().count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/reports?placeUuid=${w.place.uuid}`, headers: w.otherManager })).json()).toEqual({ rows: [], count: 0 });
    const uuid = made.json().uuid;
    expect((await t.app.inject({ method: 'GET', url: `/reports/single?uuid=${uuid}`, headers: w.manager })).json()).toMatchObject({ uuid, canDelete: true });
    expect((await t.app.inject({ method: 'GET', url: '/reports/single', headers: w.manager })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/reports/single?uuid=${uuid}`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/reports/${uuid}/signed-url`, headers: w.clientUser })).json().url).toContain('/files/reports/');
    expect((await t.app.inject({ method: 'GET', url: `/reports/${uuid}/signed-url`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/reports/pdf', headers: w.otherManager, payload })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/reports/pdf', headers, payload: { ...payload, dateTo: '2026-01-01' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/reports/pdf', headers, payload: { ...payload, placeId: '' } })).statusCode).toBe(400);

    expect((await t.app.inject({ method: 'DELETE', url: `/reports/${made.json().id}`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/reports/${made.json().id}`, headers: w.clientUser })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/reports/${made.json().id}`, headers: w.manager })).statusCode).toBe(204);
    expect(await t.db.report.count({ where: { placeId: w.place.id } })).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/reports/${uuid}/signed-url`, headers: w.manager })).statusCode).toBe(404);
  });
});
