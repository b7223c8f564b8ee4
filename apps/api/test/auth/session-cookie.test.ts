import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, PASSWORD, useApi } from '../helpers.ts';

const CLIENT = { authorization: `Basic ${Buffer.from('trapline-web:trapline-web-secret').toString('base64')}` };
const WEB = 'http://localhost:3000';
/** What the panel sends to keep its refresh token in the API's httpOnly cookie. */
const COOKIE_MODE = { 'x-refresh-cookie': '1' };
const refreshForm = { ...CLIENT, 'content-type': 'application/x-www-form-urlencoded' };

/** The refresh cookie of a Set-Cookie header: its value and attributes. */
function refreshCookie(setCookie: string | string[] | undefined) {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('trapline_refresh='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice('trapline_refresh='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe('the refresh token in an httpOnly cookie (the web panel)', () => {
  const t = useApi({ PUBLIC_WEB_URL: WEB, REFRESH_TOKEN_TTL_DAYS: 30 });

  async function signInWithCookie() {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...COOKIE_MODE, origin: WEB },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, res, cookie: refreshCookie(res.headers['set-cookie'])! };
  }

  it('sign-in sets an httpOnly, Secure, SameSite=Strict cookie scoped to /auth and keeps the refresh token out of the body', async () => {
    const { res, cookie } = await signInWithCookie();
    expect(cookie.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/auth', `max-age=${30 * 86_400}`]));
    expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body).not.toHaveProperty('refreshToken');
    expect(res.body).not.toContain(cookie.value);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('other clients (mobile apps, scripts) still get the refresh token in the body and no cookie', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(res.json().refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(refreshCookie(res.headers['set-cookie'])).toBeNull();
  });

  it('refreshes from the cookie alone: a new access token in the body, the rotated refresh token only in the cookie', async () => {
    const { cookie } = await signInWithCookie();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...refreshForm, origin: WEB, cookie: `other=1; trapline_refresh=${cookie.value}` },
      payload: 'grant_type=refresh_token&scope=panel',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'panel' });
    expect(body).not.toHaveProperty('refresh_token');
    const rotated = refreshCookie(res.headers['set-cookie'])!;
    expect(rotated.value).not.toBe(cookie.value);
    expect(rotated.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/auth']));
    expect(res.body).not.toContain(rotated.value);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(body.access_token) })).statusCode).toBe(200);

    // The cookie is single use like any refresh token; a failed refresh clears it.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...refreshForm, cookie: `trapline_refresh=${cookie.value}` },
      payload: 'grant_type=refresh_token',
    });
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'auth/invalid_grant']);
    const cleared = refreshCookie(reused.headers['set-cookie'])!;
    expect([cleared.value, cleared.attributes]).toEqual(['', expect.arrayContaining(['max-age=0', 'path=/auth'])]);

    const none = await t.app.inject({ method: 'POST', url: '/auth/token', headers: refreshForm, payload: 'grant_type=refresh_token' });
    expect([none.statusCode, none.json().code]).toEqual([400, 'auth/invalid_grant']);
  });

  it("sign-out revokes the cookie's refresh token and clears the cookie", async () => {
    const { res, cookie } = await signInWithCookie();
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(res.json().token), cookie: `trapline_refresh=${cookie.value}` },
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(204);
    const cleared = refreshCookie(out.headers['set-cookie'])!;
    expect([cleared.value, cleared.attributes]).toEqual(['', expect.arrayContaining(['max-age=0', 'path=/auth', 'httponly', 'secure'])]);
    const after = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...refreshForm, cookie: `trapline_refresh=${cookie.value}` },
      payload: 'grant_type=refresh_token',
    });
    expect(after.statusCode).toBe(400);
  });

  it('a password change answers the fresh refresh token in the cookie only', async () => {
    const { res } = await signInWithCookie();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/account/change-password',
      headers: { ...bearer(res.json().token), ...COOKIE_MODE },
      payload: { currentPassword: PASSWORD, newPassword: 'Nowe!Haslo9', confirmPassword: 'Nowe!Haslo9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().token).toMatch(/^ey/);
    expect(changed.json()).not.toHaveProperty('refreshToken');
    const cookie = refreshCookie(changed.headers['set-cookie'])!;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...refreshForm, cookie: `trapline_refresh=${cookie.value}` },
      payload: 'grant_type=refresh_token',
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('lets the web origin send the cookie and its header across origins (CORS with credentials)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/token',
      headers: { origin: WEB, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-refresh-cookie' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-refresh-cookie');
    // Kept by the browser, so a screen's calls do not each wait for a preflight.
    expect(preflight.headers['access-control-max-age']).toBe('7200');
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/token',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
