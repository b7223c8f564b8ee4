import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { useApi } from './helpers.ts';

/** The API's answers carry browser security headers; the documentation pages get a policy of their own. */
describe('security headers of the API', () => {
  const t = useApi();

  it('answers with a deny-all Content-Security-Policy, no framing, nosniff and no referrer', async () => {
    for (const url of ['/healthz', '/no/such/path', '/api/account/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the documentation under a policy that lets its own scripts run, on plain http too', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false, docsUi: true });
    try {
      const page = await app.inject({ method: 'GET', url: '/docs/' });
      expect(page.body).toContain('<script');
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });
});
