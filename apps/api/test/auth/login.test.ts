import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

describe('POST /auth/login', () => {
  const t = useApi({ LOGIN_MAX_FAILURES: 3 });

  it('answers a token pair whose access token carries role, user, company and enterprise', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id, role: 'CONTROLLER', email: 'controller.one@example.test' });
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: '  controller.one@EXAMPLE.test ', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tokenType).toBe('Bearer');
    expect(body.refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.uuid, role: 'CONTROLLER', companyId: company.id, companyUuid: company.uuid, enterpriseId: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('refuses a wrong password with the wrong-credentials code, in Polish by default and in English on request', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const pl = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: 'Wrong!2345' } });
    expect(pl.statusCode).toBe(401);
    expect(pl.json()).toEqual({ code: 'auth/wrong_credentials', message: 'Nieprawidłowe dane logowania.' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: 'Wrong!2345' },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json()).toEqual({ code: 'auth/wrong_credentials', message: 'Wrong credentials.' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'nobody@example.test', password: PASSWORD } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth/wrong_credentials');
  });

  it('refuses a blocked user even with the right password', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id, status: 'BLOCKED' });
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth/account_blocked');
  });

  it('throttles repeated failures of one account with 429 and Retry-After, even for the right password', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: `Wrong!${i}xyz` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth/too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('with an enterprise identifier', () => {
    it('signs in a user of the enterprise tree and limits the token to it', async () => {
      const root = await createCompany(t.db, { enterpriseId: 'acme-pest' });
      const client = await createCompany(t.db, { parentCompanyId: root.id });
      const user = await createUser(t.db, { companyId: client.id, role: 'CLIENT' });
      const { token } = await signIn(t.app, user.email, PASSWORD, { 'x-enterprise-id': 'ACME-pest' });
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims.enterpriseId).toBe('acme-pest');
      const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { ...bearer(token), 'x-enterprise-id': 'acme-pest' } });
      expect(me.statusCode).toBe(200);
      const elsewhere = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { ...bearer(token), 'x-enterprise-id': 'other-co' } });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('refuses an unknown enterprise identifier', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'x@example.test', password: PASSWORD },
        headers: { 'x-enterprise-id': 'no-such-enterprise' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('auth/unknown_enterprise');
    });

    it('refuses a user of another company tree with the wrong-credentials answer', async () => {
      await createCompany(t.db, { enterpriseId: 'beta-pest' });
      const other = await createCompany(t.db);
      const user = await createUser(t.db, { companyId: other.id });
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: PASSWORD },
        headers: { 'x-enterprise-id': 'beta-pest' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth/wrong_credentials');
    });
  });
});
