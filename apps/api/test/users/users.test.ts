import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

describe('users', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const alpha = await createCompany(t.db, { name: 'Alpha' });
    const alphaClient = await createCompany(t.db, { name: 'Alpha client', parentCompanyId: alpha.id });
    const beta = await createCompany(t.db, { name: 'Beta' });
    const alphaPlace = await createPlace(t.db, alphaClient.id);
    const betaPlace = await createPlace(t.db, beta.id);
    const admin = await createUser(t.db, { companyId: provider.id, role: 'ADMIN' });
    const manager = await createUser(t.db, { companyId: alpha.id, role: 'COMPANY_ADMIN' });
    const betaUser = await createUser(t.db, { companyId: beta.id, role: 'USER' });
    const tokens = { admin: bearer((await signIn(t.app, admin.email)).token), manager: bearer((await signIn(t.app, manager.email)).token) };
    return { alpha, alphaClient, beta, alphaPlace, betaPlace, admin, manager, betaUser, tokens };
  }

  const newUser = (over: Record<string, unknown> = {}) => ({
    name: 'Ola',
    surname: 'Zając',
    email: `ola-${Math.random().toString(36).slice(2)}@example.test`,
    type: 'USER',
    status: 'ACTIVE',
    ...over,
  });

  it('a company admin creates a technician in its tree with places of that tree', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: w.tokens.manager,
      payload: newUser({ companyUuid: w.alphaClient.uuid, places: [w.alphaPlace.uuid] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'USER', companyUuid: w.alphaClient.uuid, places: [w.alphaPlace.uuid] });
    const list = await t.app.inject({ method: 'GET', url: '/users', headers: w.tokens.manager });
    const emails = list.json().rows.map((u: { email: string }) => u.email);
    expect(emails).toContain(res.json().email);
    expect(emails).not.toContain(w.betaUser.email);
  });

  it('refuses places of another company and foreign companies, changing nothing', async () => {
    const w = await world();
    const before = await t.db.user.count();
    const foreignPlace = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ places: [w.betaPlace.uuid] }) });
    expect(foreignPlace.statusCode).toBe(400);
    expect(foreignPlace.json().details.fields[0]).toMatchObject({ path: 'places' });
    const foreignCompany = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ companyUuid: w.beta.uuid }) });
    expect(foreignCompany.statusCode).toBe(400);
    expect(await t.db.user.count()).toBe(before);
  });

  it('a foreign user answers 404 to read and change', async () => {
    const w = await world();
    for (const key of [w.betaUser.uuid, String(w.betaUser.id)]) {
      expect((await t.app.inject({ method: 'GET', url: `/users/${key}`, headers: w.tokens.manager })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url: `/users/${key}`, headers: w.tokens.manager, payload: { status: 'BLOCKED' } })).statusCode).toBe(404);
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: w.betaUser.id } })).status).toBe('ACTIVE');
  });

  it('answers a taken e-mail as a field error on email', async () => {
    const w = await world();
    const res = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ email: w.betaUser.email.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'user/email_taken', details: { fields: [{ path: 'email' }] } });
  });

  it('offers the CLIENT type to the super admin only', async () => {
    const w = await world();
    const manager = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: w.tokens.manager,
      payload: newUser({ type: 'CLIENT', companyUuid: w.alphaClient.uuid }),
    });
    expect(manager.statusCode).toBe(400);
    expect(manager.json().details.fields[0]).toMatchObject({ path: 'type', message: 'type_not_allowed' });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/users',
      headers: w.tokens.admin,
      payload: newUser({ type: 'CLIENT', companyUuid: w.alphaClient.uuid }),
    });
    expect(admin.statusCode).toBe(201);
    const noCompany = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.admin, payload: newUser() });
    expect(noCompany.statusCode).toBe(400);
  });

  it('enforces the users limit of the active subscription across the company tree', async () => {
    const w = await world();
    // Alpha's tree holds the manager; a limit of 2 leaves room for exactly one more.
    await t.db.subscription.create({ data: { companyId: w.alpha.id, name: 'Small', usersLimit: 2, active: true } });
    const first = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ companyUuid: w.alphaClient.uuid }) });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'user/company_users_limit_reached', message: 'Osiągnięto limit użytkowników w firmie.' });
  });

  it('concurrent creations cannot pass the users limit together, and an expired subscription limits nothing', async () => {
    const w = await world();
    const before = await t.db.user.count({ where: { company: { OR: [{ id: w.alpha.id }, { parentCompanyId: w.alpha.id }] } } });
    // Room for two more: six creations at once get two 201 and four 409.
    await t.db.subscription.create({ data: { companyId: w.alpha.id, name: 'Small', usersLimit: before + 2, active: true } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await t.db.user.count({ where: { company: { OR: [{ id: w.alpha.id }, { parentCompanyId: w.alpha.id }] } } })).toBe(before + 2);
    // A subscription valid until yesterday (UTC) is not in force.
    await t.db.subscription.updateMany({ where: { companyId: w.alpha.id }, data: { validUntil: new Date(Date.now() - 86_400_000 * 1.5) } });
    expect((await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser() })).statusCode).toBe(201);
  });

  it('blocking a user ends their sessions at once and they cannot sign in', async () => {
    const w = await world();
    const target = await createUser(t.db, { companyId: w.alpha.id, role: 'CONTROLLER' });
    const session = await signIn(t.app, target.email);
    const res = await t.app.inject({ method: 'PATCH', url: `/users/${target.uuid}`, headers: w.tokens.manager, payload: { status: 'BLOCKED' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('BLOCKED');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(session.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: target.email, password: PASSWORD } });
    expect(login.json().code).toBe('auth/account_blocked');
  });

  it('editing without places keeps them; sending places replaces them', async () => {
    const w = await world();
    const created = await t.app.inject({ method: 'POST', url: '/users', headers: w.tokens.manager, payload: newUser({ places: [w.alphaPlace.uuid] }) });
    const uuid = created.json().uuid;
    const renamed = await t.app.inject({ method: 'PATCH', url: `/users/${uuid}`, headers: w.tokens.manager, payload: { name: 'Aleksandra' } });
    expect(renamed.json()).toMatchObject({ name: 'Aleksandra', places: [w.alphaPlace.uuid] });
    const cleared = await t.app.inject({ method: 'PATCH', url: `/users/${uuid}`, headers: w.tokens.manager, payload: { places: [] } });
    expect(cleared.json().places).toEqual([]);
  });

  it('the super admin sets a password (policy applies); a company admin cannot', async () => {
    const w = await world();
    const target = await createUser(t.db, { companyId: w.alpha.id, role: 'USER' });
    const weak = await t.app.inject({ method: 'PATCH', url: `/users/${target.uuid}/update-password`, headers: w.tokens.admin, payload: { password: 'weak' } });
    expect(weak.statusCode).toBe(400);
    const byManager = await t.app.inject({
      method: 'PATCH',
      url: `/users/${target.uuid}/update-password`,
      headers: w.tokens.manager,
      payload: { password: 'Strong#Pass1' },
    });
    expect(byManager.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/users/${target.uuid}/update-password`,
      headers: w.tokens.admin,
      payload: { password: 'Strong#Pass1' },
    });
    expect(ok.statusCode).toBe(204);
    await signIn(t.app, target.email, 'Strong#Pass1');
  });

  it('technicians have no users area', async () => {
    const w = await world();
    const tech = bearer((await signIn(t.app, w.betaUser.email)).token);
    expect((await t.app.inject({ method: 'GET', url: '/users', headers: tech })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/users', headers: tech, payload: newUser() })).statusCode).toBe(403);
  });
});
