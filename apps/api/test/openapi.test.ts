import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configFor } from '../src/env.ts';

describe('OpenAPI document', () => {
  it('is built without a database and documents the auth and account calls with their errors', async () => {
    const app = await buildApp({ config: configFor({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none' }), logger: false, docsUi: false });
    await app.ready();
    const doc = app.swagger() as unknown as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    await app.close();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/auth/login', 'post'],
      ['/auth/forgot-password', 'post'],
      ['/auth/verify', 'post'],
      ['/auth/reset-password', 'post'],
      ['/auth/confirm-email', 'post'],
      ['/auth/token', 'post'],
      ['/api/account/me', 'get'],
      ['/api/account/me', 'patch'],
      ['/account/change-password', 'patch'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(Object.keys(doc.paths[path]![method]!.responses)).toContain('400');
    }
  });
});
