import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatQrCode } from '@trapline/contracts/qrcodes';
import { LABEL_SHEET, LABELS_PER_PAGE } from '@trapline/render/qr-labels';
import { bearer, createCompany, createUser, signIn, useApi, useWorkers } from '../helpers.ts';

const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const DPI = 150;
// jsqr is a CommonJS bundle: its default export is the module itself at run time.
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? jsQRModule) as unknown as typeof jsQRModule.default;

/** Every QR image of a label sheet, read back: the sheet rendered to PNG pages by poppler, each label cut out and decoded. */
async function decodeSheet(pdf: Buffer): Promise<{ pages: number; texts: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'trapline-qr-pdf-'));
  writeFileSync(join(dir, 'sheet.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', join(dir, 'sheet.pdf'), join(dir, 'page')]);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  const px = (pt: number) => Math.round((pt * DPI) / 72);
  const texts: string[] = [];
  for (const page of pages) {
    const image = sharp(join(dir, page));
    const { height } = await image.metadata();
    const top = (px(841.89) - px(LABEL_SHEET.rows * LABEL_SHEET.height)) / 2;
    for (let slot = 0; slot < LABELS_PER_PAGE; slot++) {
      const left = px((slot % LABEL_SHEET.columns) * LABEL_SHEET.width);
      const y = Math.round(top + px(Math.floor(slot / LABEL_SHEET.columns) * LABEL_SHEET.height));
      // The QR image sits in the left part of the label.
      const area = { left, top: y, width: px(LABEL_SHEET.height), height: Math.min(px(LABEL_SHEET.height), height! - y) };
      const { data, info } = await sharp(join(dir, page)).extract(area).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      if (found) texts.push(found.data);
    }
  }
  return { pages: pages.length, texts };
}

describe('QR batch label sheet', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trapline-qr-'));
  const t = useApi({ DATA_DIR: dataDir, PUBLIC_WEB_URL: 'https://panel.example.test', PUBLIC_API_URL: 'http://api.test', RENDER_WAIT_SECONDS: 90 });
  useWorkers(t);

  it.skipIf(!hasPoppler)(
    'prints every unused code of the batch, and only those, as QR images that read back to their addresses',
    { timeout: 240_000 },
    async () => {
      const company = await createCompany(t.db);
      const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
      const batch = (await t.app.inject({ method: 'POST', url: '/api/qrcodes/batches', headers: manager, payload: { name: 'Hala Łódź', amount: 45 } })).json();
      // Two codes are used: the sheet leaves them out (45 - 2 = 43 labels: 21 + 21 + 1).
      const codes = await t.db.qrCode.findMany({ where: { batchId: batch.id }, orderBy: { id: 'asc' } });
      await t.db.qrCode.updateMany({ where: { id: { in: [codes[0]!.id, codes[30]!.id] } }, data: { used: true } });
      const unused = codes.filter((_, i) => i !== 0 && i !== 30).map((c) => c.code);

      const res = await t.app.inject({ method: 'GET', url: `/api/qrcodes/batches/${batch.uuid}/pdf`, headers: manager });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''QR-Hala-Lodz\.pdf/);
      // A4 portrait.
      expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

      const { pages, texts } = await decodeSheet(res.rawPayload);
      expect(pages).toBe(3);
      expect(texts).toHaveLength(43);
      expect(texts).toEqual(unused.map((code) => `https://panel.example.test/app?qr=${code}`));

      // The codes are printed for people too, in groups of four, with the product name.
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).toString();
      for (const code of unused) for (const group of formatQrCode(code).split('-')) expect(text).toContain(group);
      expect(text.match(/Trapline/g)).toHaveLength(43);
    },
  );

  it('follows the render as a job when asked to, with progress, ending in a signed download', { timeout: 120_000 }, async () => {
    const company = await createCompany(t.db);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'USER' })).email)).token);
    const batch = (await t.app.inject({ method: 'POST', url: '/api/qrcodes/batches', headers: manager, payload: { name: 'Async', amount: 120 } })).json();
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/qrcodes/batches/${batch.id}/pdf?async=true`,
      headers: { ...manager, 'accept-language': 'en' },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ name: 'qr-batch-pdf', file: null });
    let job = started.json();
    while (job.state === 'queued' || job.state === 'active') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: manager })).json();
    }
    expect(job).toMatchObject({ state: 'completed', progress: { percent: 100 }, error: null, file: { name: 'QR-Async.pdf' } });
    expect(await t.db.backgroundJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ progressPhase: 'Saving the file' });
    const url = new URL(job.file.url);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(Math.ceil(120 / LABELS_PER_PAGE));
  });
});
