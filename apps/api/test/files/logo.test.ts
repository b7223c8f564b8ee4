import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, multipart, signIn, useApi } from '../helpers.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('company logo', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trapline-files-'));
  const t = useApi({ DATA_DIR: dataDir, PUBLIC_API_URL: 'http://api.test' });

  async function world() {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);
    const technician = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'USER' })).email)).token);
    return { company, manager, otherManager, technician };
  }

  it('crops a png to a square jpeg, serves it through an expiring signed URL and replaces the old file', async () => {
    const w = await world();
    const body = multipart({ data: await png(300, 200), filename: 'logo.png', contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.uuid}/logo`,
      headers: { ...w.manager, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const logoUrl = new URL(res.json().logoUrl);
    expect(logoUrl.origin).toBe('http://api.test');
    expect(logoUrl.pathname).toMatch(new RegExp(`^/files/companies/${w.company.uuid}/logo-[0-9a-f]+\\.jpg$`));

    const file = await t.app.inject({ method: 'GET', url: logoUrl.pathname + logoUrl.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });

    const tampered = new URL(logoUrl);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 60));
    expect((await t.app.inject({ method: 'GET', url: tampered.pathname + tampered.search })).statusCode).toBe(403);

    const second = multipart({ data: await png(100, 100), filename: 'x.png', contentType: 'image/png' }, { x: '10', y: '20', width: '50', height: '40' });
    const res2 = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.id}/logo`,
      headers: { ...w.manager, ...second.headers },
      payload: second.payload,
    });
    expect(res2.statusCode).toBe(200);
    const cropped = await t.app.inject({ method: 'GET', url: new URL(res2.json().logoUrl).pathname + new URL(res2.json().logoUrl).search });
    expect(await sharp(cropped.rawPayload).metadata()).toMatchObject({ width: 50, height: 40 });
    // The first file is gone.
    expect((await t.app.inject({ method: 'GET', url: logoUrl.pathname + logoUrl.search })).statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: '/companies', headers: w.manager });
    expect(listed.json().rows.find((r: { uuid: string }) => r.uuid === w.company.uuid).logoUrl).toContain('/files/companies/');
  });

  it('refuses content that is not png or jpeg whatever its name, files over 5 MB and a missing file, changing nothing', async () => {
    const w = await world();
    const url = `/companies/${w.company.uuid}/logo`;
    const gif = multipart({ data: Buffer.from('GIF89a-not-a-png'), filename: 'logo.png', contentType: 'image/png' });
    const r1 = await t.app.inject({ method: 'POST', url, headers: { ...w.manager, ...gif.headers }, payload: gif.payload });
    expect(r1.statusCode).toBe(415);
    expect(r1.json().code).toBe('common/unsupported_media_type');

    const broken = multipart({ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 7)]), filename: 'logo.jpg', contentType: 'image/jpeg' });
    const r2 = await t.app.inject({ method: 'POST', url, headers: { ...w.manager, ...broken.headers }, payload: broken.payload });
    expect(r2.statusCode).toBe(415);

    const big = multipart({ data: Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]), filename: 'big.png', contentType: 'image/png' });
    const r3 = await t.app.inject({ method: 'POST', url, headers: { ...w.manager, ...big.headers }, payload: big.payload });
    expect(r3.statusCode).toBe(413);
    expect(r3.json().code).toBe('common/payload_too_large');

    const none = multipart(null, { x: '1' });
    const r4 = await t.app.inject({ method: 'POST', url, headers: { ...w.manager, ...none.headers }, payload: none.payload });
    expect(r4.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    // A multipart body cut short, without a boundary, or garbage is the client's mistake.
    const cutShort = `--abc\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG and then nothing`;
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=abc', cutShort],
      ['multipart/form-data; boundary=abc', 'garbage'],
      ['multipart/form-data', 'x'],
    ] as const) {
      const malformed = await t.app.inject({ method: 'POST', url, headers: { ...w.manager, 'content-type': contentType }, payload });
      expect(malformed.statusCode, payload).toBe(400);
      expect(malformed.json().code).toBe('common/validation_failed');
    }

    expect((await t.db.company.findUniqueOrThrow({ where: { id: w.company.id } })).logoPath).toBeNull();
  });

  it('another company gets 404 and a technician 403, and the logo stays unchanged', async () => {
    const w = await world();
    const body = multipart({ data: await png(20, 20), filename: 'logo.png', contentType: 'image/png' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.uuid}/logo`,
      headers: { ...w.otherManager, ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(404);
    const tech = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.uuid}/logo`,
      headers: { ...w.technician, ...body.headers },
      payload: body.payload,
    });
    expect(tech.statusCode).toBe(403);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: w.company.id } })).logoPath).toBeNull();
  });

  it('refuses a signed URL for a path outside the storage and unsigned requests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/companies/x/logo.jpg' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc%2Fpasswd?expires=9999999999&signature=abc' })).statusCode).toBe(403);
  });
});
