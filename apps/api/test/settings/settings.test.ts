import { describe, expect, it } from 'vitest';
import { ZProductSettings } from '@trapline/contracts/settings';
import { PASSWORD, bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('product settings', () => {
  const t = useApi({ PUBLIC_WEB_URL: 'https://panel.example.test', LOGIN_MAX_FAILURES: 7 });

  async function world() {
    const company = await createCompany(t.db);
    const login = async (role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') =>
      bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role })).email)).token);
    return {
      company,
      superAdmin: await login('ADMIN'),
      manager: await login('COMPANY_ADMIN'),
      controller: await login('CONTROLLER'),
      technician: await login('USER'),
      client: await login('CLIENT'),
    };
  }

  it('are the super admin\u2019s alone: others get 403 and change nothing', async () => {
    const w = await world();
    await t.db.productSettings.deleteMany();
    for (const headers of [w.manager, w.controller, w.technician, w.client]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).statusCode).toBe(403);
      const patch = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers, payload: { defaultLanguage: 'RU' } });
      expect([patch.statusCode, patch.json().code]).toEqual([403, 'common/forbidden']);
    }
    expect(await t.db.productSettings.count()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });

  it('start from the defaults, save, show the sign-in limits of the configuration, and refuse bad addresses', async () => {
    const w = await world();
    await t.db.productSettings.deleteMany();
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: w.superAdmin });
    expect(first.statusCode).toBe(200);
    expect(ZProductSettings.safeParse(first.json()).success).toBe(true);
    expect(first.json()).toMatchObject({
      defaultLanguage: 'PL',
      qrLabelBaseUrl: null,
      effectiveQrLabelBaseUrl: 'https://panel.example.test',
      updatedAt: null,
      signIn: { accessTokenMinutes: 15, refreshTokenDays: 30, loginMaxFailures: 7 },
    });

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: w.superAdmin,
      payload: { defaultLanguage: 'DE', qrLabelBaseUrl: ' https://labels.example.test/ ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      defaultLanguage: 'DE',
      qrLabelBaseUrl: 'https://labels.example.test',
      effectiveQrLabelBaseUrl: 'https://labels.example.test',
    });
    expect(saved.json().updatedAt).not.toBeNull();
    // Fields left out stay.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: {} })).json()).toMatchObject({
      defaultLanguage: 'DE',
      qrLabelBaseUrl: 'https://labels.example.test',
    });

    for (const bad of ['ftp://x.test', 'https://x.test/?a=1', 'not a url', 'x'.repeat(300)]) {
      const refused = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { qrLabelBaseUrl: bad } });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { defaultLanguage: 'XX' } })).statusCode).toBe(
      400,
    );

    // They take effect: labels point to the new address, new users speak the default language.
    const batch = (await t.app.inject({ method: 'POST', url: '/api/qrcodes/batches', headers: w.manager, payload: { name: 'L', amount: 1 } })).json();
    const codes = (await t.app.inject({ method: 'GET', url: `/api/qrcodes/batches/${batch.id}/codes`, headers: w.manager })).json();
    expect(codes.rows[0].url).toBe(`https://labels.example.test/app?qr=${codes.rows[0].code}`);
    const email = `settings-${Date.now()}@example.test`;
    const user = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: w.manager,
      payload: { name: 'Anna', surname: 'Nowak', email, type: 'USER', status: 'ACTIVE' },
    });
    expect(user.statusCode, user.body).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email }, select: { language: true } })).language).toBe('DE');

    // Empty goes back to the server's own address.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { qrLabelBaseUrl: '' } })).json()).toMatchObject({
      qrLabelBaseUrl: null,
      effectiveQrLabelBaseUrl: 'https://panel.example.test',
    });
    await t.db.productSettings.deleteMany();
  });

  it('name the product, choose the sender and the session lifetime: at once, also before sign-in', async () => {
    const w = await world();
    await t.db.productSettings.deleteMany();
    const before = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect([before.statusCode, before.json()]).toEqual([200, { productName: 'Trapline', defaultLanguage: 'PL' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: w.superAdmin })).json()).toMatchObject({
      productName: 'Trapline',
      mailFrom: null,
      effectiveMailFrom: 'Trapline <no-reply@trapline.local>',
      sessionDays: null,
      effectiveSessionDays: 30,
    });

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: w.superAdmin,
      payload: { productName: '  PestPanel  ', mailFrom: 'PestPanel <biuro@pest.example.test>', sessionDays: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      productName: 'PestPanel',
      mailFrom: 'PestPanel <biuro@pest.example.test>',
      effectiveMailFrom: 'PestPanel <biuro@pest.example.test>',
      sessionDays: 7,
      effectiveSessionDays: 7,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/product' })).json()).toEqual({ productName: 'PestPanel', defaultLanguage: 'PL' });

    // A sign-in from now on lasts 7 days: the stored refresh token and the panel's cookie.
    const user = await createUser(t.db, { companyId: w.company.id, role: 'USER' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { 'x-refresh-cookie': '1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(String(login.headers['set-cookie'])).toContain(`Max-Age=${7 * 86_400}`);
    const token = await t.db.refreshToken.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    expect(Math.abs(token.expiresAt.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);

    // Refused with the contract's codes, nothing changed.
    for (const [payload, message] of [
      [{ productName: '   ' }, 'name_required'],
      [{ productName: 'x'.repeat(61) }, 'name_too_long'],
      [{ productName: 'Pest\nPanel' }, 'name_invalid'],
      [{ mailFrom: 'not an address' }, 'sender_invalid'],
      [{ mailFrom: 'Name <a@b>' }, 'sender_invalid'],
      [{ sessionDays: 0 }, 'session_days_invalid'],
      [{ sessionDays: 366 }, 'session_days_invalid'],
      [{ sessionDays: 1.5 }, 'session_days_invalid'],
    ] as const) {
      const refused = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json().details), JSON.stringify(payload)).toContain(message);
    }
    expect(await t.db.productSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ productName: 'PestPanel', sessionDays: 7 });

    // Empty sender and null lifetime go back to the server's.
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { mailFrom: '', sessionDays: null } })).json(),
    ).toMatchObject({
      mailFrom: null,
      effectiveMailFrom: 'Trapline <no-reply@trapline.local>',
      sessionDays: null,
      effectiveSessionDays: 30,
    });
    await t.db.productSettings.deleteMany();
  });
});
