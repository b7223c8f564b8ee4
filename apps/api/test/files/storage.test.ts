import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { S3Storage } from '@trapline/storage/s3';
import { sniffKind } from '../../src/lib/uploads.ts';

describe('local disk storage', () => {
  it('stores, reads and removes files, and signs URLs that expire and cannot be altered', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-store-')), 'https://api.example.com/', 'secret', 900, () => now);
    await storage.put('places/a/plan.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect((await storage.read('places/a/plan.jpg')).toString()).toBe('jpeg');
    const url = new URL(await storage.signedUrl('places/a/plan.jpg', { downloadName: 'Plan hali.jpg', expiresInSeconds: 60 }));
    expect(url.origin + url.pathname).toBe('https://api.example.com/files/places/a/plan.jpg');
    const [expires, name, signature] = [Number(url.searchParams.get('expires')), url.searchParams.get('name')!, url.searchParams.get('signature')!];
    expect(storage.verify('places/a/plan.jpg', expires, name, signature)).toBe(true);
    expect(storage.verify('places/a/other.jpg', expires, name, signature)).toBe(false);
    expect(storage.verify('places/a/plan.jpg', expires, 'other.jpg', signature)).toBe(false);
    now += 61_000;
    expect(storage.verify('places/a/plan.jpg', expires, name, signature)).toBe(false);
    await storage.remove('places/a/plan.jpg');
    await storage.remove('places/a/plan.jpg');
    await expect(storage.read('places/a/plan.jpg')).rejects.toThrow();
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('unsafe');
  });
});

describe('S3 storage', () => {
  it('presigns path-style and virtual-host URLs with SigV4 query parameters', async () => {
    const options = { endpoint: 'https://s3.example.com', bucket: 'trapline', region: 'eu-central-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
    const pathStyle = new URL(
      await new S3Storage({ ...options, forcePathStyle: true }).signedUrl('companies/x/logo.jpg', { downloadName: 'Logo.jpg', expiresInSeconds: 300 }),
    );
    expect(pathStyle.host).toBe('s3.example.com');
    expect(pathStyle.pathname).toBe('/trapline/companies/x/logo.jpg');
    expect(pathStyle.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(pathStyle.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(pathStyle.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(pathStyle.searchParams.get('response-content-disposition')).toContain('Logo.jpg');
    const vhost = new URL(await new S3Storage({ ...options, forcePathStyle: false }).signedUrl('a.pdf'));
    expect(vhost.host).toBe('trapline.s3.example.com');
    expect(vhost.pathname).toBe('/a.pdf');
  });
});

describe('upload content sniffing', () => {
  it('tells png, jpeg and pdf by their first bytes, not by name', () => {
    expect(sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffKind(Buffer.from('<svg'))).toBeNull();
  });
});
