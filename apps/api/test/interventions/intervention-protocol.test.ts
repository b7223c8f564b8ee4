import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi, useWorkers } from '../helpers.ts';

/** The text of a PDF, when poppler's pdftotext is installed (it is on the CI image); null otherwise. */
function pdfText(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'trapline-pdf-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  try {
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

describe('intervention protocol PDF', () => {
  // Rendered by a real workers process; a request waits up to 90 s for one (a busy machine).
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-interventions-')), RENDER_WAIT_SECONDS: 90 });
  useWorkers(t);

  it(
    'renders the protocol with the used products and the signature, stores it as reportPath and serves it through the signed URL',
    { timeout: 150_000 },
    async () => {
      const company = await createCompany(t.db, { name: 'Deratyzacja Łódź' });
      const other = await createCompany(t.db);
      const place = await createPlace(t.db, company.id, 'Zakład mięsny – Łódź');
      const user = await createUser(t.db, { companyId: company.id, role: 'USER' });
      await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
      const headers = bearer((await signIn(t.app, user.email)).token);
      const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);
      const signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([
          { input: Buffer.from('<svg width="300" height="100"><path d="M10 80 C 80 10, 120 90, 290 20" stroke="#000" stroke-width="4" fill="none"/></svg>') },
        ])
        .png()
        .toBuffer();
      const url = `/api/places/${place.uuid}/interventions`;
      const created = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: {
          name: 'Protokół z wizyty 24/11/2026',
          purpose: 'Zwalczanie gryzoni, źródło: rampa',
          usedProducts: [{ name: 'Brodifakum Pasta Żółta', activeSubstance: 'brodifakum', amount: 12.5, unit: 'GRAMS' }],
          approvedByText: 'Łucja Śliwińska',
          approvedByImage: `data:image/png;base64,${signature.toString('base64')}`,
          signedByClient: true,
        },
      });
      expect(created.statusCode).toBe(201);
      const intervention = created.json() as { uuid: string; id: number };
      const photo = multipart(
        {
          data: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#228be6' } })
            .jpeg()
            .toBuffer(),
          filename: 'rampa.jpg',
          contentType: 'image/jpeg',
        },
        { type: 'CAUSE' },
      );
      expect(
        (await t.app.inject({ method: 'PUT', url: `${url}/${intervention.uuid}/images`, headers: { ...headers, ...photo.headers }, payload: photo.payload }))
          .statusCode,
      ).toBe(201);

      const started = Date.now();
      const generated = await t.app.inject({
        method: 'POST',
        url: `${url}/${intervention.uuid}/pdf`,
        headers,
        payload: { generatedAt: '2026-11-24T10:15:00+01:00' },
      });
      expect(generated.statusCode).toBe(201);
      const renderMs = Date.now() - started;
      expect(generated.json()).toMatchObject({ url: expect.stringContaining('/files/reports/'), jobId: expect.any(String) });
      const stored = await t.db.intervention.findUniqueOrThrow({ where: { id: intervention.id } });
      expect(stored.reportPath).toMatch(/^reports\/.+\.pdf$/);

      // The job reports its progress and names the file for the progress component.
      const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${generated.json().jobId}`, headers });
      expect(job.json()).toMatchObject({ name: 'intervention-protocol', state: 'completed', file: { name: 'Protokol-z-wizyty-24-11-2026.pdf' } });
      const jobRunMs = Date.parse(job.json().completedAt) - Date.parse(job.json().startedAt);

      const signed = await t.app.inject({ method: 'GET', url: `${url}/${intervention.uuid}/signed-url`, headers });
      expect(signed.statusCode).toBe(200);
      const fileUrl = new URL(signed.json().url);
      const file = await t.app.inject({ method: 'GET', url: fileUrl.pathname + fileUrl.search });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const pdf = file.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // Two images: the photo and the signature.
      expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
      const text = pdfText(pdf);
      if (text !== null) {
        for (const expected of [
          'Protokół z wizyty',
          'Brodifakum Pasta Żółta',
          'brodifakum',
          '12,50',
          'Łucja Śliwińska',
          'Zakład mięsny – Łódź',
          '24/11/2026 10:15',
        ])
          expect(text).toContain(expected);
      }
      console.info(`intervention protocol PDF: ${pdf.length} bytes, job ran ${jobRunMs} ms, request answered in ${renderMs} ms`);

      // Another company reaches neither the render nor the file's URL.
      expect((await t.app.inject({ method: 'POST', url: `${url}/${intervention.uuid}/pdf`, headers: otherManager, payload: {} })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${url}/${intervention.uuid}/signed-url`, headers: otherManager })).statusCode).toBe(404);

      // Async: answered at once with the job; the new PDF replaces the old one.
      const again = await t.app.inject({ method: 'POST', url: `${url}/${intervention.uuid}/pdf?async=true`, headers, payload: {} });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ url: null, jobId: expect.any(String) });
    },
  );
});
