import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('subscription box', () => {
  const t = useApi();

  it("shows the tree's active subscription with the devices and users it counts, and nothing of other companies", async () => {
    const root = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: root.id });
    const other = await createCompany(t.db);
    const type = await t.db.deviceType.create({ data: { name: 'Trap' } });
    for (const [company, count] of [
      [root, 2],
      [client, 3],
      [other, 5],
    ] as const) {
      const place = await createPlace(t.db, company.id);
      await t.db.device.createMany({ data: Array.from({ length: count }, (_, i) => ({ placeId: place.id, uniqueId: `A${i + 1}`, deviceTypeId: type.id })) });
    }
    await t.db.device.updateMany({ where: { uniqueId: 'A1', place: { companyId: client.id } }, data: { deletedAt: new Date() } });
    await t.db.subscription.create({ data: { companyId: root.id, name: 'Old', devicesLimit: 1, active: false } });
    await t.db.subscription.create({
      data: { companyId: root.id, name: 'Premium', devicesLimit: 100, usersLimit: 10, validUntil: new Date('2099-12-31'), active: true },
    });
    const manager = await createUser(t.db, { companyId: root.id });
    await createUser(t.db, { companyId: client.id, role: 'CLIENT' });
    await createUser(t.db, { companyId: other.id });

    const expected = { name: 'Premium', validUntil: '2099-12-31', devicesUsed: 4, devicesLimit: 100, usersUsed: 2, usersLimit: 10 };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/subscription', headers: bearer((await signIn(t.app, manager.email)).token) })).json(),
    ).toEqual(expected);
    const technician = await createUser(t.db, { companyId: root.id, role: 'USER' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/subscription', headers: bearer((await signIn(t.app, technician.email)).token) })).json(),
    ).toEqual({ ...expected, usersUsed: 3 });

    const otherManager = await createUser(t.db, { companyId: other.id });
    const none = await t.app.inject({ method: 'GET', url: '/api/account/subscription', headers: bearer((await signIn(t.app, otherManager.email)).token) });
    expect([none.statusCode, none.body]).toEqual([200, 'null']);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/subscription' })).statusCode).toBe(401);
  });

  it("is the provider's business: a client's user gets 403", async () => {
    const root = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: root.id });
    await t.db.subscription.create({ data: { companyId: root.id, name: 'Premium', devicesLimit: 100, active: true } });
    const clientUser = await createUser(t.db, { companyId: client.id, role: 'CLIENT' });
    const response = await t.app.inject({ method: 'GET', url: '/api/account/subscription', headers: bearer((await signIn(t.app, clientUser.email)).token) });
    expect([response.statusCode, response.json().code]).toEqual([403, 'common/forbidden']);
  });
});
