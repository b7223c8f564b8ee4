import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

describe('account: /api/account/me and /account/change-password', () => {
  const t = useApi();

  async function session() {
    const root = await createCompany(t.db, { name: 'Pest Control Ltd' });
    const client = await createCompany(t.db, { name: 'Bakery', parentCompanyId: root.id });
    const user = await createUser(t.db, { companyId: client.id, role: 'CLIENT' });
    return { user, root, client, ...(await signIn(t.app, user.email)) };
  }

  it('GET answers the account with its company', async () => {
    const { token, user, client, root } = await session();
    const res = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: user.uuid,
      email: user.email,
      type: 'CLIENT',
      status: 'ACTIVE',
      language: 'PL',
      timezone: 'Europe/Warsaw',
      company: { uuid: client.uuid, name: 'Bakery', parentCompanyUuid: root.uuid },
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('PATCH saves language and time zone, and refuses an unknown time zone without changing anything', async () => {
    const { token } = await session();
    const ok = await t.app.inject({ method: 'PATCH', url: '/api/account/me', headers: bearer(token), payload: { language: 'DE', timezone: 'Europe/Berlin' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ language: 'DE', timezone: 'Europe/Berlin' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/account/me', headers: bearer(token), payload: { language: 'DE', timezone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ path: 'timezone', message: 'invalid_timezone' })]);
    const badLanguage = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/me',
      headers: bearer(token),
      payload: { language: 'ES', timezone: 'Europe/Rome' },
    });
    expect(badLanguage.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'DE', timezone: 'Europe/Berlin' });
  });

  it('change-password needs the current password', async () => {
    const { token, user } = await session();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/account/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'Nope!2345', newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'auth/wrong_current_password', message: 'Nieprawidłowe dane logowania.' });
    await signIn(t.app, user.email, PASSWORD);
  });

  it('change-password sets the new password, ends other sessions and keeps this one', async () => {
    const { token, user } = await session();
    const other = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/account/change-password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hasło zmienione');
    const continued = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(res.json().token) });
    expect(continued.statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(other.token) });
    expect(ended.statusCode).toBe(401);
    await signIn(t.app, user.email, 'Brand#New9');
  });

  it('change-password applies the policy', async () => {
    const { token } = await session();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/account/change-password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([expect.objectContaining({ path: 'newPassword', message: 'password_uppercase' })]);
  });
});
