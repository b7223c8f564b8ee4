import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from './helpers.ts';

/**
 * The framework's own refusals (a malformed URL, headers or a body too large, a content type
 * nobody parses, broken JSON, an unknown route) answer the same `{ code, message }` body as
 * every error of the API, with the status that says what went wrong.
 */
describe("the framework's own 4xx answers", () => {
  const t = useApi();
  let port = 0;
  // useApi closes the app, and with it the server, after the file.
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes over a socket, as a client the HTTP parser refuses would. */
  function raw(request: string | Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {}); // the server closes the connection after answering
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
      socket.setTimeout(5_000, () => reject(new Error('no answer')));
      socket.end(request);
    });
  }

  const shaped = (body: string) => {
    const json = JSON.parse(body) as { code?: unknown; message?: unknown };
    return { code: json.code, message: typeof json.message };
  };

  it('431 for headers beyond the limit', async () => {
    const res = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(shaped(res.body)).toEqual({ code: 'common/headers_too_large', message: 'string' });
  });

  it('400 for a request the HTTP parser cannot read', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(shaped(res.body)).toEqual({ code: 'common/validation_failed', message: 'string' });
  });

  it('400 for a URL with a broken percent-encoding', async () => {
    for (const url of ['/%E0%A4%A', '/places/%E0%A4%A', '/places/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(shaped(res.body), url).toEqual({ code: 'common/validation_failed', message: 'string' });
    }
  });

  it('400 for a path parameter beyond the router limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/places/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
    expect(shaped(res.body)).toEqual({ code: 'common/validation_failed', message: 'string' });
  });

  it('413 for a body beyond the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(shaped(res.body)).toEqual({ code: 'common/payload_too_large', message: 'string' });
  });

  it('415 for a content type nobody parses', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(res.statusCode).toBe(415);
    expect(shaped(res.body)).toEqual({ code: 'common/unsupported_media_type', message: 'string' });
  });

  it('400 for broken JSON, an empty JSON body and a wrong content length', async () => {
    for (const payload of ['{"email": ', '']) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(shaped(res.body), payload).toEqual({ code: 'common/validation_failed', message: 'string' });
    }
    const res = await raw('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{}');
    expect(res.status).toBe(400);
    expect(shaped(res.body)).toEqual({ code: 'common/validation_failed', message: 'string' });
  });

  it('404 for an unknown route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/no/such/path' });
      expect(res.statusCode).toBe(404);
      expect(shaped(res.body)).toEqual({ code: 'common/not_found', message: 'string' });
    }
  });

  it('the body is in the language asked for even when the framework refuses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(res.json().message).toBe('The request contains invalid data.');
  });
});
