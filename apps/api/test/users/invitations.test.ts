import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('user invitations: POST /users sends one, POST /users/{id}/invitation sends it again', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const alpha = await createCompany(t.db, { name: 'Alpha Sp. z o.o.' });
    const beta = await createCompany(t.db, { name: 'Beta' });
    const admin = await createUser(t.db, { companyId: provider.id, role: 'ADMIN' });
    const manager = await createUser(t.db, { companyId: alpha.id, role: 'COMPANY_ADMIN' });
    const betaManager = await createUser(t.db, { companyId: beta.id, role: 'COMPANY_ADMIN' });
    const controller = await createUser(t.db, { companyId: alpha.id, role: 'CONTROLLER' });
    const tokens = {
      admin: bearer((await signIn(t.app, admin.email)).token),
      manager: bearer((await signIn(t.app, manager.email)).token),
      betaManager: bearer((await signIn(t.app, betaManager.email)).token),
      controller: bearer((await signIn(t.app, controller.email)).token),
    };
    return { provider, alpha, beta, admin, manager, tokens };
  }

  const newUser = (over: Record<string, unknown> = {}) => ({
    name: 'Ola',
    surname: 'Zając',
    email: `ola-${Math.random().toString(36).slice(2)}@example.test`,
    type: 'USER',
    status: 'ACTIVE',
    ...over,
  });
  const mailsTo = (email: string) => t.db.emailMessage.findMany({ where: { to: email }, orderBy: { id: 'asc' } });
  const tokenIn = (text: string) => text.match(/reset-password\?token=([\w-]+)/)?.[1];
  const verify = (token: string | undefined) => t.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
  const setPassword = (token: string | undefined, password = 'First#Pass1') =>
    t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, newPassword: password, confirmPassword: password } });
  const resend = (key: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/users/${key}/invitation`, headers });

  it("creation queues one e-mail in the user's language with a working single-use link", async () => {
    const w = await world();
    const created = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ language: 'DE' }) });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user.invitation).toEqual({ sentAt: expect.any(String), expiresAt: expect.any(String) });
    const days = (Date.parse(user.invitation.expiresAt) - Date.parse(user.invitation.sentAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('{{product}}: Einladung zu Ihrem Konto');
    expect(mails[0]!.text).toContain('Alpha Sp. z o.o.');
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]+&lang=de\n/);
    const token = tokenIn(mails[0]!.text);
    // Only the hash is stored.
    expect(await t.db.userInvitation.count({ where: { tokenHash: token! } })).toBe(0);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: user.email, purpose: 'INVITATION' });
    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe(user.email);
    await signIn(t.app, user.email, 'First#Pass1');

    const again = await setPassword(token, 'Other#Pass2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth/invitation_used');
    expect((await verify(token)).json().code).toBe('auth/invitation_used');
    const shown = await t.app.inject({ method: 'GET', url: `/users/${user.uuid}`, headers: w.tokens.manager });
    expect(shown.json().invitation).toBeNull();
    const listed = await t.app.inject({ method: 'GET', url: `/users?search=${encodeURIComponent(user.email)}`, headers: w.tokens.manager });
    expect(listed.json().rows[0].invitation).toBeNull();
  });

  it('the language defaults to Polish; a BLOCKED user is not invited', async () => {
    const w = await world();
    const polish = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })).json();
    expect((await mailsTo(polish.email))[0]!.subject).toBe('{{product}}: zaproszenie do konta');
    const listed = await t.app.inject({ method: 'GET', url: `/users?search=${encodeURIComponent(polish.email)}`, headers: w.tokens.manager });
    expect(listed.json().rows[0].invitation).toEqual(polish.invitation);
    const blocked = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ status: 'BLOCKED' }) })).json();
    expect(blocked.invitation).toBeNull();
    expect(await mailsTo(blocked.email)).toHaveLength(0);
    const refused = await resend(blocked.uuid, w.tokens.manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('user/blocked');
  });

  it('a resend replaces the link: the old one is refused, the new one works', async () => {
    const w = await world();
    const user = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ language: 'EN' }) })).json();
    const first = tokenIn((await mailsTo(user.email))[0]!.text);
    const res = await resend(user.uuid, w.tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().invitation.sentAt)).toBeGreaterThanOrEqual(Date.parse(user.invitation.sentAt));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('{{product}}: your account invitation');
    const second = tokenIn(mails[1]!.text);
    expect(second).not.toBe(first);
    expect((await verify(first)).json().code).toBe('auth/invitation_used');
    expect((await setPassword(first)).json().code).toBe('auth/invitation_used');
    expect((await setPassword(second)).statusCode).toBe(200);
    await signIn(t.app, user.email, 'First#Pass1');
    const afterwards = await resend(user.uuid, w.tokens.manager);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().code).toBe('user/invitation_accepted');
  });

  it('refuses an expired link with its own code', async () => {
    const w = await world();
    const user = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })).json();
    const token = tokenIn((await mailsTo(user.email))[0]!.text);
    await t.db.userInvitation.updateMany({ where: { user: { email: user.email } }, data: { expiresAt: new Date(Date.now() - 1) } });
    const verified = await verify(token);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toMatchObject({
      code: 'auth/invitation_expired',
      message: 'Link z zaproszenia wygasł. Poproś administratora o wysłanie nowego zaproszenia.',
    });
    expect((await setPassword(token)).json().code).toBe('auth/invitation_expired');
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: 'First#Pass1' } });
    expect(login.statusCode).toBe(401);
    // The admin still sees the (expired) invitation and can send a new one.
    const shown = (await t.app.inject({ method: 'GET', url: `/users/${user.uuid}`, headers: w.tokens.manager })).json();
    expect(Date.parse(shown.invitation.expiresAt)).toBeLessThan(Date.now());
    expect((await resend(user.uuid, w.tokens.manager)).statusCode).toBe(200);
  });

  it('limits invitations per user: the third within an hour is the last, then 429', async () => {
    const w = await world();
    const user = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })).json();
    expect((await resend(user.uuid, w.tokens.manager)).statusCode).toBe(200);
    expect((await resend(user.uuid, w.tokens.manager)).statusCode).toBe(200);
    const limited = await resend(user.uuid, w.tokens.manager);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('user/invitation_limit_reached');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('same roles as editing: managers of the user only; a foreign company gets 404 and nothing is sent', async () => {
    const w = await world();
    const user = (await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })).json();
    for (const key of [user.uuid, String(user.id)]) {
      const foreign = await resend(key, w.tokens.betaManager);
      expect(foreign.statusCode).toBe(404);
    }
    expect((await resend(user.uuid, w.tokens.controller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/users/${user.uuid}/invitation` })).statusCode).toBe(401);
    expect(await mailsTo(user.email)).toHaveLength(1);
    // The super admin may; a company admin cannot invite a super admin again.
    expect((await resend(user.uuid, w.tokens.admin)).statusCode).toBe(200);
    const superAdmin = (
      await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.admin, payload: newUser({ type: 'ADMIN', companyUuid: w.alpha.uuid }) })
    ).json();
    expect((await resend(superAdmin.uuid, w.tokens.manager)).statusCode).toBe(403);
    expect((await resend('not-a-key', w.tokens.manager)).statusCode).toBe(404);
  });

  it('a user who already signed in is not invited again', async () => {
    const w = await world();
    expect((await resend(w.manager.uuid, w.tokens.manager)).json().code).toBe('user/invitation_accepted');
  });
});
