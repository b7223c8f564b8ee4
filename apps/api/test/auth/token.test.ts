import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

const CLIENT = { authorization: `Basic ${Buffer.from('trapline-web:trapline-web-secret').toString('base64')}` };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { ...CLIENT, 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /auth/token (refresh-token grant)', () => {
  const t = useApi();

  async function newSession() {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    return { user, ...(await signIn(t.app, user.email)) };
  }

  it('exchanges a refresh token for a new pair, in OAuth form', async () => {
    const { refreshToken } = await newSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'panel' }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'panel' });
    expect(body.refresh_token).not.toBe(refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('treats a second use of a refresh token as theft and ends every session of the user', async () => {
    const { refreshToken, token } = await newSession();
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(first.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('auth/invalid_grant');
    // The pair issued by the first refresh is gone too, and so is the original access token.
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: first.json().refresh_token }),
    });
    expect(rotated.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses wrong client credentials, unknown grants and unknown tokens', async () => {
    const { refreshToken } = await newSession();
    const badClient = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { authorization: 'Basic ' + Buffer.from('trapline-web:nope').toString('base64'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().code).toBe('auth/invalid_client');
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(noClient.statusCode).toBe(401);
    const password = await t.app.inject({ method: 'POST', url: '/auth/token', headers: formHeaders, payload: form({ grant_type: 'password' }) });
    expect(password.json().code).toBe('auth/unsupported_grant_type');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }),
    });
    expect(unknown.json().code).toBe('auth/invalid_grant');
  });

  it('refuses to refresh for a blocked user, and blocking ends the access token at once', async () => {
    const { user, refreshToken, token } = await newSession();
    await t.db.user.update({ where: { id: user.id }, data: { status: 'BLOCKED' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth/account_blocked');
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('auth/invalid_token');
  });

  it('refuses an expired refresh token', async () => {
    const { user, refreshToken } = await newSession();
    await t.db.refreshToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(res.json().code).toBe('auth/invalid_grant');
  });

  it('POST /auth/logout revokes the refresh token', async () => {
    const { refreshToken, token } = await newSession();
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token), payload: { refreshToken } });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('rejects missing, malformed and foreign-signed access tokens with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('auth/unauthorized');
    const garbage = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer('abc.def.ghi') });
    expect(garbage.json().code).toBe('auth/invalid_token');
    const { token } = await newSession();
    const [h, p] = token.split('.');
    const forged = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(`${h}.${p}.AAAA`) });
    expect(forged.statusCode).toBe(401);
    // The same claims under another algorithm, even signed with the right secret, or none at all.
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const hs512 = `${header('HS512')}.${p}`;
    const otherAlgorithm = `${hs512}.${createHmac('sha512', t.config.JWT_SECRET).update(hs512).digest('base64url')}`;
    for (const token of [otherAlgorithm, `${header('none')}.${p}.`]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('auth/invalid_token');
    }
    const hs256 = `${header('HS256')}.${p}`;
    const resigned = `${hs256}.${createHmac('sha256', t.config.JWT_SECRET).update(hs256).digest('base64url')}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(resigned) })).statusCode).toBe(200);
  });
});
