import { describe, expect, it } from 'vitest';
import { ZProductSettings } from '@trapline/contracts/settings';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('product settings', () => {
  const t = useApi({ PUBLIC_WEB_URL: 'https://panel.example.test', LOGIN_MAX_FAILURES: 7 });

  async function world() {
    const company = await createCompany(t.db);
    const login = async (role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role })).email)).token);
    return { company, superAdmin: await login('ADMIN'), manager: await login('COMPANY_ADMIN'), controller: await login('CONTROLLER'), technician: await login('USER'), client: await login('CLIENT') };
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
      defaultLanguage: 'PL', qrLabelBaseUrl: null, effectiveQrLabelBaseUrl: 'https://panel.example.test', updatedAt: null,
      signIn: { accessTokenMinutes: 15, refreshTokenDays: 30, loginMaxFailures: 7 },
    });

    const saved = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { defaultLanguage: 'DE', qrLabelBaseUrl: ' https://labels.example.test/ ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ defaultLanguage: 'DE', qrLabelBaseUrl: 'https://labels.example.test', effectiveQrLabelBaseUrl: 'https://labels.example.test' });
    expect(saved.json().updatedAt).not.toBeNull();
    // Fields left out stay.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: {} })).json()).toMatchObject({ defaultLanguage: 'DE', qrLabelBaseUrl: 'https://labels.example.test' });

    for (const bad of ['ftp://x.test', 'https://x.test/?a=1', 'not a url', 'x'.repeat(300)]) {
      const refused = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { qrLabelBaseUrl: bad } });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { defaultLanguage: 'XX' } })).statusCode).toBe(400);

    // They take effect: labels point to the new address, new users speak the default language.
    const batch = (await t.app.inject({ method: 'POST', url: '/api/qrcodes/batches', headers: w.manager, payload: { name: 'L', amount: 1 } })).json();
    const codes = (await t.app.inject({ method: 'GET', url: `/api/qrcodes/batches/${batch.id}/codes`, headers: w.manager })).json();
    expect(codes.rows[0].url).toBe(`https://labels.example.test/app?qr=${codes.rows[0].code}`);
    const email = `settings-${Date.now()}@example.test`;
    const user = await t.app.inject({ method: 'POST', url: '/users', headers: w.manager, payload: { name: 'Anna', surname: 'Nowak', email, type: 'USER', status: 'ACTIVE' } });
    expect(user.statusCode, user.body).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email }, select: { language: true } })).language).toBe('DE');

    // Empty goes back to the server's own address.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: w.superAdmin, payload: { qrLabelBaseUrl: '' } })).json()).toMatchObject({ qrLabelBaseUrl: null, effectiveQrLabelBaseUrl: 'https://panel.example.test' });
    await t.db.productSettings.deleteMany();
  });
});
