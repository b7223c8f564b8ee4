import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

describe('changing an e-mail address takes effect only when the new address confirms it', () => {
  const t = useApi();

  async function world() {
    const alpha = await createCompany(t.db, { name: 'Alpha' });
    const beta = await createCompany(t.db, { name: 'Beta' });
    const manager = await createUser(t.db, { companyId: alpha.id, role: 'COMPANY_ADMIN' });
    const colleague = await createUser(t.db, { companyId: alpha.id, role: 'USER' });
    const foreigner = await createUser(t.db, { companyId: beta.id, role: 'USER' });
    const managerToken = bearer((await signIn(t.app, manager.email)).token);
    return { manager, colleague, foreigner, managerToken };
  }

  const fresh = () => `new-${Math.random().toString(36).slice(2)}@example.test`;
  const patch = (id: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers, payload });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/auth/confirm-email', payload: { token }, headers: { 'accept-language': 'en' } });
  const mailTo = (to: string) => t.db.emailMessage.findFirst({ where: { to }, orderBy: { id: 'desc' } });
  const tokenIn = (text: string | undefined) => text?.match(/token=([\w-]+)/)?.[1] ?? '';

  it("an admin's change of a colleague's e-mail waits for the new address; the old one is told", async () => {
    const w = await world();
    const target = fresh();
    const res = await patch(w.colleague.uuid, w.managerToken, { email: target, name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: w.colleague.email, pendingEmail: target, name: 'Renamed' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: w.colleague.id } })).email).toBe(w.colleague.email);

    // The takeover the change used to allow: a reset link for the new address finds no account.
    await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: target } });
    await t.app.background.idle();
    const toNew = await t.db.emailMessage.findMany({ where: { to: target } });
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.text).toContain('http://localhost:3000/auth/confirm-email?token=');
    const toOld = await mailTo(w.colleague.email);
    expect(toOld?.text).toContain(target);
    expect(toOld?.text).not.toContain('token=');
    expect((await t.app.inject({ method: 'GET', url: `/users/${w.colleague.uuid}`, headers: w.managerToken })).json().pendingEmail).toBe(target);

    const confirmed = await confirm(tokenIn(toNew[0]!.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: target });
    const after = await t.app.inject({ method: 'GET', url: `/users/${w.colleague.uuid}`, headers: w.managerToken });
    expect(after.json()).toMatchObject({ email: target, pendingEmail: null });
    await signIn(t.app, target, PASSWORD);
    expect((await confirm(tokenIn(toNew[0]!.text))).json().code).toBe('auth/email_change_token_invalid');
  });

  it("a user's change of their own e-mail waits for the new address too", async () => {
    const w = await world();
    const target = fresh();
    const res = await patch(w.manager.uuid, w.managerToken, { email: target });
    expect(res.json()).toMatchObject({ email: w.manager.email, pendingEmail: target });
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: target, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect((await confirm(tokenIn((await mailTo(target))?.text))).statusCode).toBe(200);
    await signIn(t.app, target, PASSWORD);
  });

  it("refuses a foreign tenant's user with 404, sending nothing", async () => {
    const w = await world();
    const target = fresh();
    const res = await patch(w.foreigner.uuid, w.managerToken, { email: target });
    expect(res.statusCode).toBe(404);
    expect(await t.db.emailMessage.count({ where: { to: target } })).toBe(0);
    expect(await t.db.emailMessage.count({ where: { to: w.foreigner.email } })).toBe(0);
  });

  it('refuses unknown, expired and superseded tokens, changing nothing', async () => {
    const w = await world();
    const unknown = await confirm('no-such-token-at-all');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'auth/email_change_token_invalid' });

    const first = fresh();
    await patch(w.colleague.uuid, w.managerToken, { email: first });
    const firstToken = tokenIn((await mailTo(first))?.text);
    const second = fresh();
    await patch(w.colleague.uuid, w.managerToken, { email: second });
    expect((await confirm(firstToken)).statusCode).toBe(400);

    const secondToken = tokenIn((await mailTo(second))?.text);
    await t.db.$executeRaw`UPDATE email_change_requests SET "expiresAt" = now() - interval '1 second' WHERE "newEmail" = ${second}`;
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: w.colleague.id } })).email).toBe(w.colleague.email);
  });

  it('refuses an address taken meanwhile, and setting the current address back cancels the change', async () => {
    const w = await world();
    const target = fresh();
    await patch(w.colleague.uuid, w.managerToken, { email: target });
    const token = tokenIn((await mailTo(target))?.text);
    await createUser(t.db, { companyId: (await t.db.company.findFirstOrThrow()).id, email: target });
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('user/email_taken');

    const other = fresh();
    await patch(w.colleague.uuid, w.managerToken, { email: other });
    const back = await patch(w.colleague.uuid, w.managerToken, { email: w.colleague.email });
    expect(back.json().pendingEmail).toBeNull();
    expect((await confirm(tokenIn((await mailTo(other))?.text))).statusCode).toBe(400);
  });
});
