import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type FileStorage, type SignedUrlOptions } from './file-storage.ts';

export const DEFAULT_URL_TTL_SECONDS = 15 * 60;

/**
 * Files on local disk. Signed URLs point at the API's own `/files/<key>` route and carry an
 * expiry and an HMAC of key, expiry and download name, so a URL cannot be altered or reused
 * after it expires.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly publicApiUrl: string,
    private readonly secret: string,
    private readonly ttlSeconds = DEFAULT_URL_TTL_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(this.now() / 1000) + (options.expiresInSeconds ?? this.ttlSeconds);
    const params = new URLSearchParams({ expires: String(expires) });
    if (options.downloadName) params.set('name', options.downloadName);
    params.set('signature', this.sign(key, expires, options.downloadName ?? ''));
    return `${this.publicApiUrl.replace(/\/$/, '')}/files/${key}?${params.toString()}`;
  }

  /** Checks a signed URL's parameters; answers false for a wrong signature or a past expiry. */
  verify(key: string, expires: number, downloadName: string, signature: string): boolean {
    if (!Number.isInteger(expires) || expires < Math.floor(this.now() / 1000)) return false;
    const expected = Buffer.from(this.sign(key, expires, downloadName));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(key: string, expires: number, downloadName: string) {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}\n${downloadName}`).digest('base64url');
  }
}
