import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectionReport } from '@trapline/jobs/definitions/inspection-report';
import { bearer, createCompany, createPlace, createUser, signIn, useApi, useWorkers } from '../helpers.ts';

describe('inspection reports', () => {
  // Reports are rendered by a real workers process; a request waits up to 90 s for one (a busy machine).
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-reports-')), RENDER_WAIT_SECONDS: 90 });
  useWorkers(t);

  it('renders the PDF with its devices and records, stores it and serves it through signed URLs; other companies get 404', { timeout: 120_000 }, async () => {
    const company = await createCompany(t.db, { name: 'Zakład Łódź' });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id, 'Hala główna – Łódź');
    const type = await t.db.deviceType.create({ data: { name: 'Pułapka żywołowna' } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A1', prefix: 'A', number: 1, deviceTypeId: type.id } });
    const user = await createUser(t.db, { companyId: company.id, role: 'CONTROLLER' });
    const inspection = await t.db.inspection.create({
      data: { placeId: place.id, name: 'Przegląd listopad', status: 'COMPLETED', userId: user.id, finishedAt: new Date() },
    });
    const inspectionDevice = await t.db.inspectionDevice.create({ data: { inspectionId: inspection.id, deviceId: device.id } });
    const action = await t.db.deviceTypeAction.create({ data: { name: 'Wymiana przynęty' } });
    const pest = await t.db.deviceTypeObject.create({ data: { name: 'Mysz' } });
    await t.db.deviceActionRecord.create({
      data: { deviceId: device.id, deviceTypeActionId: action.id, amount: 2, inspectionId: inspection.id, inspectionDeviceId: inspectionDevice.id },
    });
    await t.db.deviceObjectRecord.create({
      data: { deviceId: device.id, deviceTypeObjectId: pest.id, amount: 3, inspectionId: inspection.id, inspectionDeviceId: inspectionDevice.id },
    });
    await t.db.visualInspectionAnswer.createMany({
      data: [
        { inspectionId: inspection.id, questionText: 'Czy drzwi są zamknięte?', value: 'NO', note: 'Brama otwarta', recommendation: 'Zamontować samozamykacz' },
        { inspectionId: inspection.id, questionText: 'Czy odpady usunięto?', value: 'YES' },
      ],
    });
    const headers = bearer((await signIn(t.app, user.email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);

    const generated = await t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${inspection.id}`, headers, payload: { placeId: place.uuid } });
    expect(generated.statusCode).toBe(201);
    expect(generated.json()).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), jobId: expect.any(String) });
    const url = new URL(generated.json().url);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Przegl');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The embedded font carries the Polish letters of the names.
    expect(file.rawPayload.toString('latin1')).toContain('DejaVuSans');
    // The visual-inspection answers come before the devices, a dash for what is empty.
    const dir = mkdtempSync(join(tmpdir(), 'trapline-inspection-pdf-'));
    writeFileSync(join(dir, 'report.pdf'), file.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Inspekcja wizualna');
    expect(text).toMatch(/Czy drzwi są zamknięte\?\s+Nie\s+Brama otwarta\s+Zamontować samozamykacz/);
    expect(text).toMatch(/Czy odpady usunięto\?\s+Tak\s+—\s+—/);
    expect(text.indexOf('Inspekcja wizualna')).toBeLessThan(text.indexOf('Urządzenia w przeglądzie'));
    expect(text).toMatch(/A1\s+Pułapka żywołowna/);

    const report = await t.db.report.findFirstOrThrow({ where: { inspectionId: inspection.id } });
    expect(report).toMatchObject({ kind: 'INSPECTION_PDF', status: 'DONE', progress: 100, userId: user.id, uuid: generated.json().uuid });
    const again = await t.app.inject({ method: 'GET', url: `/places/${place.uuid}/inspections/${inspection.uuid}/reports/${report.uuid}/signed-url`, headers });
    expect(again.json().url).toContain('/files/reports/');

    expect((await t.app.inject({ method: 'POST', url: `/reports/pdf/inspection/${inspection.id}`, headers: otherManager, payload: {} })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/places/${place.uuid}/inspections/${inspection.uuid}/reports/${report.id}/signed-url`,
          headers: otherManager,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/reports/pdf/inspection/nope', headers, payload: {} })).statusCode).toBe(404);
    expect(await t.db.report.count()).toBe(1);
  });

  it('retries a render that fails, then shows the job failed with its error and the report failed', { timeout: 120_000 }, async () => {
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const user = await createUser(t.db, { companyId: company.id, role: 'CONTROLLER' });
    const headers = bearer((await signIn(t.app, user.email)).token);
    // A report whose inspection does not exist: every attempt of the real handler fails.
    const report = await t.db.report.create({ data: { kind: 'INSPECTION_PDF', placeId: place.id, userId: user.id } });
    const jobId = (await t.app.jobs.enqueue(
      inspectionReport,
      { reportId: report.id, inspectionId: 2_000_000_000, lang: 'en', fileKey: 'reports/x/missing.pdf', fileName: 'x.pdf' },
      { startedBy: { userId: user.id, companyId: company.id } },
    ))!;
    let job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers })).json();
    while (job.state !== 'failed') {
      expect(job.state).not.toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers })).json();
    }
    // The first attempt and both retries.
    expect(job).toMatchObject({ state: 'failed', attempts: inspectionReport.retry.limit + 1, file: null });
    expect(job.error.message).toMatch(/No record was found|not found/i);
    expect(await t.db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({ status: 'FAILED', filePath: null });
  });
});
