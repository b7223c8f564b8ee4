import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from './helpers.ts';

/** Whatever a client sends, the answer is a 4xx with a code: never a 500, never a change. */
describe('malformed input on every endpoint', () => {
  const t = useApi();

  const endpoints = [
    { method: 'POST', url: '/auth/login', auth: false },
    { method: 'POST', url: '/auth/forgot-password', auth: false },
    { method: 'POST', url: '/auth/verify', auth: false },
    { method: 'POST', url: '/auth/reset-password', auth: false },
    { method: 'POST', url: '/auth/token', auth: false },
    { method: 'POST', url: '/auth/logout', auth: true },
    { method: 'PATCH', url: '/api/account/me', auth: true },
    { method: 'PATCH', url: '/account/change-password', auth: true },
  ] as const;

  const bodies: Array<{ name: string; payload: string; contentType: string }> = [
    { name: 'invalid JSON', payload: '{"email": ', contentType: 'application/json' },
    { name: 'empty JSON body', payload: '', contentType: 'application/json' },
    { name: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
    { name: 'wrong types', payload: JSON.stringify({ email: 12, password: ['x'], token: {}, newPassword: 1, language: 5, refreshToken: false, grant_type: null }), contentType: 'application/json' },
    { name: 'huge strings', payload: JSON.stringify({ email: 'a'.repeat(5000) + '@x.pl', password: 'p'.repeat(5000), token: 't'.repeat(5000) }), contentType: 'application/json' },
    { name: 'an unknown content type', payload: '<xml/>', contentType: 'application/xml' },
  ];

  let token = '';
  it('signs in a user for the authenticated endpoints', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    token = (await signIn(t.app, user.email)).token;
    expect(token).not.toBe('');
  });

  for (const endpoint of endpoints) {
    for (const body of bodies) {
      it(`${endpoint.method} ${endpoint.url} with ${body.name} answers 4xx with a code`, async () => {
        const headers: Record<string, string> = { 'content-type': body.contentType };
        if (endpoint.auth) Object.assign(headers, bearer(token));
        if (endpoint.url === '/auth/token') headers.authorization = `Basic ${Buffer.from('trapline-web:trapline-web-secret').toString('base64')}`;
        const res = await t.app.inject({ method: endpoint.method, url: endpoint.url, headers, payload: body.payload });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(typeof res.json().code).toBe('string');
        expect(typeof res.json().message).toBe('string');
      });
    }
  }

  it('an unknown path answers 404 with a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('common/not_found');
  });

  it('the account is unchanged after all of that', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'PL', timezone: 'Europe/Warsaw' });
  });
});
