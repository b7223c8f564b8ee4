import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type FileStorage, type SignedUrlOptions } from './file-storage.ts';
import { DEFAULT_URL_TTL_SECONDS } from './local-disk.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  ttlSeconds?: number;
  /** The clock presigned URLs are dated by (tests sign in the past). */
  now?: () => number;
}

/** The S3_* settings of the API's and the workers' environments (their schemas check that a set endpoint has the rest). */
export interface S3Env {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The S3 store the environment names, or null when it names none (files then go to the local disk). */
export function s3StorageFrom(env: S3Env, ttlSeconds?: number): S3Storage | null {
  if (!env.S3_ENDPOINT) return null;
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(ttlSeconds !== undefined ? { ttlSeconds } : {}),
  });
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, Garage...). Requests and presigned URLs are
 * signed with SigV4 by aws4fetch, which is all an SDK would add here.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' });
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    const endpoint = new URL(this.options.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/$/, '');
    if (this.options.forcePathStyle) return `${base}/${this.options.bucket}/${key}`;
    return `${endpoint.protocol}//${this.options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
    await res.body?.cancel();
  }

  async read(key: string): Promise<Buffer> {
    const res = await this.client.fetch(this.urlOf(key));
    if (!res.ok) {
      // Drain the error body, or the connection stays taken until it is garbage-collected.
      await res.body?.cancel();
      throw new Error(`S3 GET ${key} failed: ${res.status}`);
    }
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    const url = new URL(this.urlOf(key));
    url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds ?? this.options.ttlSeconds ?? DEFAULT_URL_TTL_SECONDS));
    if (options.downloadName) url.searchParams.set('response-content-disposition', contentDisposition(options.downloadName));
    const datetime = new Date((this.options.now ?? Date.now)()).toISOString().replace(/[:-]|\.\d{3}/g, '');
    const signed = new URL((await this.client.sign(url.toString(), { method: 'GET', aws: { signQuery: true, datetime } })).url);
    // aws4fetch signs the RFC 3986 form of the query (space as %20) but hands back URLSearchParams'
    // form (space as `+`), which S3-compatible stores other than AWS may read as a literal plus.
    // The URL carries exactly the form that was signed.
    signed.search = [...signed.searchParams].map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`).join('&');
    return signed.toString();
  }
}

/** Percent-encodes all but RFC 3986's unreserved characters, as SigV4 and RFC 5987 want. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc3986(name)}`;
}
