import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from '../../src/modules/companies/subscriptions.ts';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('subscriptionStatus', () => {
  it('is active only while flagged active and not past valid-until', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(subscriptionStatus({ active: true, validUntil: null }, today)).toBe('ACTIVE');
    expect(subscriptionStatus({ active: true, validUntil: new Date('2026-06-15') }, today)).toBe('ACTIVE');
    expect(subscriptionStatus({ active: true, validUntil: new Date('2026-06-14') }, today)).toBe('EXPIRED');
    expect(subscriptionStatus({ active: false, validUntil: new Date('2027-01-01') }, today)).toBe('EXPIRED');
  });
});

describe('subscriptions', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const admin = bearer((await signIn(t.app, (await createUser(t.db, { companyId: provider.id, role: 'ADMIN' })).email)).token);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'COMPANY_ADMIN' })).email)).token);
    return { company, other, admin, manager };
  }

  it('the super admin adds and edits subscriptions; a second active one is refused', async () => {
    const w = await world();
    const url = `/companies/${w.company.uuid}/subscriptions`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: w.admin,
      payload: { name: 'Premium', validUntil: '2099-12-31', devicesLimit: 100, usersLimit: 5, active: true },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Premium', status: 'ACTIVE', validUntil: '2099-12-31', usersLimit: 5 });
    const second = await t.app.inject({ method: 'POST', url, headers: w.admin, payload: { name: 'Extra', active: true } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('subscription/only_one_active');
    const inactive = await t.app.inject({ method: 'POST', url, headers: w.admin, payload: { name: 'Old', active: false, validUntil: '2020-01-01' } });
    expect(inactive.json().status).toBe('EXPIRED');
    const activate = await t.app.inject({ method: 'PATCH', url: `${url}/${inactive.json().uuid}`, headers: w.admin, payload: { active: true } });
    expect(activate.statusCode).toBe(409);
    const rename = await t.app.inject({ method: 'PATCH', url: `${url}/${first.json().id}`, headers: w.admin, payload: { name: 'Premium+', active: true } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().name).toBe('Premium+');
    const list = await t.app.inject({ method: 'GET', url, headers: w.admin });
    expect(list.json()).toHaveLength(2);
    expect(await t.db.subscription.count({ where: { companyId: w.company.id, active: true } })).toBe(1);
  });

  it("is the super admin's alone", async () => {
    const w = await world();
    const res = await t.app.inject({ method: 'GET', url: `/companies/${w.company.uuid}/subscriptions`, headers: w.manager });
    expect(res.statusCode).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.uuid}/subscriptions`,
      headers: w.manager,
      payload: { name: 'Free', active: true },
    });
    expect(create.statusCode).toBe(403);
    expect(await t.db.subscription.count({ where: { companyId: w.company.id } })).toBe(0);
  });

  it('a subscription of another company is not reachable through this one', async () => {
    const w = await world();
    const foreign = await t.db.subscription.create({ data: { companyId: w.other.id, name: 'Theirs', active: true } });
    const res = await t.app.inject({ method: 'GET', url: `/companies/${w.company.uuid}/subscriptions/${foreign.uuid}`, headers: w.admin });
    expect(res.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.company.uuid}/subscriptions/${foreign.id}`,
      headers: w.admin,
      payload: { name: 'Mine' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.db.subscription.findUniqueOrThrow({ where: { id: foreign.id } })).name).toBe('Theirs');
  });

  it('refuses bad input', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.company.uuid}/subscriptions`,
      headers: w.admin,
      payload: { name: '', validUntil: '31/12/2099', devicesLimit: -5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['name', 'validUntil', 'devicesLimit', 'active']));
  });
});
