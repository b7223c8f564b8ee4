import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, S3Storage, type S3Options } from '@trapline/storage/s3';
import { bearer, createCompany, createUser, multipart, signIn, useApi } from '../helpers.ts';

/**
 * The S3 storage against a real S3 REST server (s3rver: SigV4 headers and presigned URLs checked,
 * objects kept on disk), started in this process on a free port with one bucket.
 */
const BUCKET = 'trapline-files';
// The test server's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const s3Directory = mkdtempSync(join(tmpdir(), 'trapline-s3-'));
// Hosts `<bucket>.s3.localhost` are virtual-host requests for that bucket.
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Directory,
  serviceEndpoint: 'localhost',
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await s3.run();
afterAll(async () => {
  await s3.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

const pathStyle: S3Options = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'eu-central-1', forcePathStyle: true, ...CREDENTIALS };
const key = (name: string) => `companies/${randomBytes(8).toString('hex')}/${name}`;

describe('S3 storage against an S3 server', () => {
  const storage = new S3Storage(pathStyle);

  it('stores a file and reads it back byte for byte', async () => {
    const path = key('plan.jpg');
    // Every byte value, then random bytes: nothing may be re-encoded on the way.
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(512 * 1024)]);
    await storage.put(path, body, 'image/jpeg');
    const back = await storage.read(path);
    expect(back.length).toBe(body.length);
    expect(back.equals(body)).toBe(true);
    // Stored under the bucket with the key as given (path style: endpoint/bucket/key).
    expect(new URL(storage.urlOf(path)).pathname).toBe(`/${BUCKET}/${path}`);
    // An endpoint written with a trailing slash is the same store.
    expect((await new S3Storage({ ...pathStyle, endpoint: `${pathStyle.endpoint}/` }).read(path)).equals(body)).toBe(true);
  });

  it('serves a presigned download URL to plain fetch with the stored content type and download name', async () => {
    const path = key('report.pdf');
    const body = Buffer.from('%PDF-1.4\n% Trapline\n%%EOF\n');
    await storage.put(path, body, 'application/pdf');

    const plain = await fetch(await storage.signedUrl(path));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await plain.arrayBuffer()).equals(body)).toBe(true);

    const downloadName = 'Raport z inspekcji (hala 2) – O\'Brien; zima "B" + 1.pdf';
    const named = await fetch(await storage.signedUrl(path, { downloadName, expiresInSeconds: 120 }));
    expect(named.status).toBe(200);
    expect(named.headers.get('content-disposition')).toBe(contentDisposition(downloadName));
    expect(Buffer.from(await named.arrayBuffer()).equals(body)).toBe(true);
  });

  it('refuses an expired URL and any altered part of a URL', async () => {
    const path = key('logo.jpg');
    const other = key('logo.jpg');
    await storage.put(path, Buffer.from('first'), 'image/jpeg');
    await storage.put(other, Buffer.from('second'), 'image/jpeg');

    // Signed 20 minutes ago for 10 minutes.
    const earlier = new S3Storage({ ...pathStyle, now: () => Date.now() - 20 * 60_000 });
    const expired = await fetch(await earlier.signedUrl(path, { expiresInSeconds: 600 }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');

    const url = new URL(await storage.signedUrl(path, { downloadName: 'logo.jpg', expiresInSeconds: 60 }));
    expect((await fetch(url)).status).toBe(200);
    const altered = [
      (u: URL) => (u.pathname = new URL(storage.urlOf(other)).pathname),
      (u: URL) => u.searchParams.set('X-Amz-Expires', '604800'),
      (u: URL) => u.searchParams.set('response-content-disposition', 'inline'),
      (u: URL) => u.searchParams.set('X-Amz-Signature', '0'.repeat(64)),
      (u: URL) => u.searchParams.set('X-Amz-Credential', String(u.searchParams.get('X-Amz-Credential')).replace('eu-central-1', 'us-east-1')),
    ];
    for (const alter of altered) {
      const changed = new URL(url);
      alter(changed);
      const res = await fetch(changed);
      expect(res.status, changed.toString()).toBe(403);
      expect(await res.text()).toContain('SignatureDoesNotMatch');
    }
  });

  it('refuses requests signed with a wrong secret or an unknown key, storing nothing', async () => {
    const path = key('logo.jpg');
    await expect(new S3Storage({ ...pathStyle, secretAccessKey: 'not-the-secret' }).put(path, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403/);
    await expect(new S3Storage({ ...pathStyle, accessKeyId: 'NOBODY' }).put(path, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403/);
    await expect(storage.read(path)).rejects.toThrow(/404/);
  });

  it('removes a file, after which it cannot be read or downloaded; removing it again is no error', async () => {
    const path = key('company-file.xlsx');
    await storage.put(path, Buffer.from('PK sheet'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const url = await storage.signedUrl(path);
    expect((await fetch(url)).status).toBe(200);
    await storage.remove(path);
    await expect(storage.read(path)).rejects.toThrow(/404/);
    expect((await fetch(url)).status).toBe(404);
    await expect(storage.remove(path)).resolves.toBeUndefined();
  });

  it('answers a missing key with an error on read and 404 on its URL', async () => {
    const path = key('never-stored.png');
    await expect(storage.read(path)).rejects.toThrow(`S3 GET ${path} failed: 404`);
    expect((await fetch(await storage.signedUrl(path))).status).toBe(404);
    await expect(storage.read('../outside.png')).rejects.toThrow('unsafe');
  });

  describe('with virtual-host addressing (bucket in the host name)', () => {
    // `*.localhost` is loopback (RFC 6761); this machine's resolver does not say so, so the test does.
    const lookup = dns.lookup;
    beforeAll(() => {
      dns.lookup = ((hostname: string, ...rest: unknown[]) =>
        (lookup as (...args: unknown[]) => void)(hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, ...rest)) as typeof dns.lookup;
    });
    afterAll(() => {
      dns.lookup = lookup;
    });

    it('stores, reads, presigns and removes through <bucket>.<endpoint host>', async () => {
      const vhost = new S3Storage({ ...pathStyle, endpoint: `http://s3.localhost:${port}`, forcePathStyle: false });
      const path = key('logo.png');
      expect(new URL(vhost.urlOf(path)).host).toBe(`${BUCKET}.s3.localhost:${port}`);
      const body = randomBytes(4096);
      await vhost.put(path, body, 'image/png');
      expect((await vhost.read(path)).equals(body)).toBe(true);
      // The same object, seen path-style.
      expect((await storage.read(path)).equals(body)).toBe(true);
      const res = await fetch(await vhost.signedUrl(path, { downloadName: 'logo.png' }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
      await vhost.remove(path);
      await expect(storage.read(path)).rejects.toThrow(/404/);
    });
  });
});

describe('S3 request signing', () => {
  it("matches the presigned URL of AWS's own SigV4 example (virtual-host style, GET examplebucket/test.txt)", async () => {
    const aws = new S3Storage({
      endpoint: 'https://s3.amazonaws.com',
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      forcePathStyle: false,
      now: () => Date.UTC(2013, 4, 24),
    });
    const url = new URL(await aws.signedUrl('test.txt', { expiresInSeconds: 86400 }));
    expect(url.origin + url.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20130524T000000Z');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('hands out the query exactly as signed: RFC 3986 encoding, spaces as %20, never +', async () => {
    const url = await new S3Storage(pathStyle).signedUrl('a/report.pdf', { downloadName: "Raport (1) O'Brien + zima.pdf" });
    const query = url.slice(url.indexOf('?') + 1);
    expect(query).not.toMatch(/[+ '()!*]/);
    expect(new URL(url).searchParams.get('response-content-disposition')).toBe(contentDisposition("Raport (1) O'Brien + zima.pdf"));
  });
});

describe('download names', () => {
  it('carry an ASCII fallback and the UTF-8 name with every RFC 5987 delimiter escaped', () => {
    expect(contentDisposition("Raport (1) O'Brien – łódź*.pdf")).toBe(
      `attachment; filename="Raport (1) O'Brien _ __d_*.pdf"; filename*=UTF-8''Raport%20%281%29%20O%27Brien%20%E2%80%93%20%C5%82%C3%B3d%C5%BA%2A.pdf`,
    );
  });
});

describe('company logo with S3 storage', () => {
  const t = useApi({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 30, alpha: 1 } } })
      .png()
      .toBuffer();

  it('uploads a logo into the bucket and answers a signed S3 URL that serves the JPEG', async () => {
    const company = await createCompany(t.db);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    const body = multipart({ data: await png(300, 200), filename: 'logo.png', contentType: 'image/png' });
    const res = await t.app.inject({ method: 'POST', url: `/companies/${company.uuid}/logo`, headers: { ...manager, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);

    const logoUrl = new URL(res.json().logoUrl);
    expect(logoUrl.origin).toBe(`http://127.0.0.1:${port}`);
    expect(logoUrl.pathname).toMatch(new RegExp(`^/${BUCKET}/companies/${company.uuid}/logo-[0-9a-f]+\\.jpg$`));
    expect(logoUrl.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    const file = await fetch(logoUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await file.arrayBuffer());
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    // The key in the database is the object in the bucket.
    const { logoPath } = await t.db.company.findUniqueOrThrow({ where: { id: company.id } });
    expect(logoPath && (await t.app.storage.read(logoPath)).equals(jpeg)).toBe(true);

    // A new logo replaces the object; the old one is removed from the bucket.
    const second = multipart({ data: await png(100, 100), filename: 'logo.png', contentType: 'image/png' });
    const res2 = await t.app.inject({
      method: 'POST',
      url: `/companies/${company.uuid}/logo`,
      headers: { ...manager, ...second.headers },
      payload: second.payload,
    });
    expect(res2.statusCode).toBe(200);
    const replaced = await fetch(res2.json().logoUrl);
    expect(await sharp(Buffer.from(await replaced.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
    expect((await fetch(logoUrl)).status).toBe(404);

    // The API serves no files of its own when S3 holds them.
    expect((await t.app.inject({ method: 'GET', url: `/files${logoUrl.pathname.slice(BUCKET.length + 1)}?expires=9999999999&signature=x` })).statusCode).toBe(
      404,
    );
  });
});
