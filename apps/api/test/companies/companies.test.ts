import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('companies', () => {
  const t = useApi();

  /** Two pest-control trees and a super admin; answers tokens for each role. */
  async function world() {
    const provider = await createCompany(t.db, { name: 'Provider' });
    const alpha = await createCompany(t.db, { name: 'Alpha Pest' });
    const alphaClient = await createCompany(t.db, { name: 'Alpha Bakery', parentCompanyId: alpha.id });
    const beta = await createCompany(t.db, { name: 'Beta Pest' });
    const betaClient = await createCompany(t.db, { name: 'Beta Hotel', parentCompanyId: beta.id });
    await createPlace(t.db, alphaClient.id);
    const users = {
      admin: await createUser(t.db, { companyId: provider.id, role: 'ADMIN' }),
      alphaManager: await createUser(t.db, { companyId: alpha.id, role: 'COMPANY_ADMIN' }),
      betaManager: await createUser(t.db, { companyId: beta.id, role: 'COMPANY_ADMIN' }),
      technician: await createUser(t.db, { companyId: alpha.id, role: 'USER' }),
    };
    const token = async (user: { email: string }) => bearer((await signIn(t.app, user.email)).token);
    return { provider, alpha, alphaClient, beta, betaClient, users, token };
  }

  it('a company admin lists its company and clients with counts; the super admin lists all and searches', async () => {
    const w = await world();
    const mine = await t.app.inject({ method: 'GET', url: '/companies', headers: await w.token(w.users.alphaManager) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rows.map((c: { name: string }) => c.name)).toEqual(['Alpha Pest', 'Alpha Bakery']);
    const bakery = mine.json().rows[1];
    expect(bakery).toMatchObject({ placesCount: 1, devicesCount: 0, parentCompanyUuid: w.alpha.uuid, parentCompanyName: w.alpha.name });
    expect(mine.json().rows[0]).toMatchObject({ clientsCount: 1, usersCount: 2 });

    const all = await t.app.inject({ method: 'GET', url: '/companies?search=hotel', headers: await w.token(w.users.admin) });
    expect(all.json().rows.map((c: { name: string }) => c.name)).toContain('Beta Hotel');
    expect(all.json().rows.every((c: { name: string }) => c.name.toLowerCase().includes('hotel'))).toBe(true);
  });

  it('technicians and controllers have no companies area (403), but get the short list of their tree', async () => {
    const w = await world();
    const headers = await w.token(w.users.technician);
    expect((await t.app.inject({ method: 'GET', url: '/companies', headers })).statusCode).toBe(403);
    const short = await t.app.inject({ method: 'GET', url: '/companies/short-list', headers });
    expect(short.statusCode).toBe(200);
    expect(
      short
        .json()
        .map((c: { uuid: string }) => c.uuid)
        .sort(),
    ).toEqual([w.alpha.uuid, w.alphaClient.uuid].sort());
  });

  it('a foreign company answers 404 to read, change and delete, and stays unchanged', async () => {
    const w = await world();
    const headers = await w.token(w.users.alphaManager);
    for (const key of [w.betaClient.uuid, String(w.betaClient.id)]) {
      expect((await t.app.inject({ method: 'GET', url: `/companies/${key}`, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url: `/companies/${key}`, headers, payload: { name: 'Hijacked' } })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/companies/not-an-id', headers })).statusCode).toBe(404);
    const admin = await w.token(w.users.admin);
    expect((await t.app.inject({ method: 'DELETE', url: `/companies/${w.betaClient.uuid}`, headers })).statusCode).toBe(403);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: w.betaClient.id } })).name).toBe('Beta Hotel');
    expect((await t.app.inject({ method: 'GET', url: `/companies/${w.betaClient.uuid}`, headers: admin })).statusCode).toBe(200);
  });

  it('a company admin creates clients of its own company only, up to the client limit', async () => {
    const w = await world();
    await t.db.company.update({ where: { id: w.alpha.id }, data: { subCompanyLimit: 2 } });
    const headers = await w.token(w.users.alphaManager);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers,
      payload: { name: ' Alpha Dairy ', address: 'Mleczna 1', email: 'Dairy@Example.test' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Alpha Dairy', email: 'dairy@example.test', parentCompanyUuid: w.alpha.uuid });
    const foreignParent = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers,
      payload: { name: 'X', address: 'Y', email: 'x@example.test', parentCompanyUuid: w.beta.uuid },
    });
    expect(foreignParent.statusCode).toBe(403);
    const over = await t.app.inject({ method: 'POST', url: '/companies', headers, payload: { name: 'Third', address: 'Y', email: 'third@example.test' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('company/sub_company_limit_reached');
    expect(await t.db.company.count({ where: { parentCompanyId: w.alpha.id } })).toBe(2);
  });

  it('a parent must be a root company other than itself', async () => {
    const w = await world();
    const admin = await w.token(w.users.admin);
    const underClient = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: admin,
      payload: { name: 'X', address: 'Y', email: 'x@example.test', parentCompanyUuid: w.alphaClient.uuid },
    });
    expect(underClient.statusCode).toBe(400);
    expect(underClient.json().details.fields[0]).toMatchObject({ path: 'parentCompanyUuid', message: 'parent_not_allowed' });
    const self = await t.app.inject({ method: 'PATCH', url: `/companies/${w.beta.uuid}`, headers: admin, payload: { parentCompanyUuid: w.beta.uuid } });
    expect(self.statusCode).toBe(400);
    const withClients = await t.app.inject({ method: 'PATCH', url: `/companies/${w.beta.uuid}`, headers: admin, payload: { parentCompanyUuid: w.alpha.uuid } });
    expect(withClients.statusCode).toBe(400);
  });

  it('only the super admin changes the client limit and the enterprise identifier', async () => {
    const w = await world();
    const manager = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.alpha.uuid}`,
      headers: await w.token(w.users.alphaManager),
      payload: { subCompanyLimit: 99 },
    });
    expect(manager.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.alpha.uuid}`,
      headers: await w.token(w.users.admin),
      payload: { subCompanyLimit: 3, enterpriseId: 'Alpha-Pest' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ subCompanyLimit: 3, enterpriseId: 'alpha-pest' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const w = await world();
    const headers = await w.token(w.users.admin);
    const before = await t.db.company.count();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers,
      payload: { name: '', address: 'x', email: 'not-an-email', subCompanyLimit: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().details.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'subCompanyLimit']));
    expect(await t.db.company.count()).toBe(before);
  });

  it('deletes an empty company; a company with places, users or clients is refused whole', async () => {
    const w = await world();
    const headers = await w.token(w.users.admin);
    const busy = await t.app.inject({ method: 'DELETE', url: `/companies/${w.alpha.uuid}`, headers });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('company/has_dependents');
    expect(await t.db.company.count({ where: { id: w.alpha.id } })).toBe(1);
    const empty = await createCompany(t.db, { name: 'Empty' });
    // Its logo and files go with it, from the storage too.
    const stored = [`companies/${empty.uuid}/logo-1.jpg`, `companies/${empty.uuid}/files/a.pdf`];
    for (const path of stored) await t.app.storage.put(path, Buffer.from('x'), 'application/octet-stream');
    await t.db.company.update({ where: { id: empty.id }, data: { logoPath: stored[0] } });
    await t.db.companyFile.create({ data: { companyId: empty.id, name: 'Certificate', filePath: stored[1]!, contentType: 'application/pdf', size: 1 } });
    const kept = `companies/${w.alpha.uuid}/logo-2.jpg`;
    await t.app.storage.put(kept, Buffer.from('x'), 'image/jpeg');
    expect((await t.app.inject({ method: 'DELETE', url: `/companies/${empty.uuid}`, headers })).statusCode).toBe(204);
    expect(await t.db.company.count({ where: { id: empty.id } })).toBe(0);
    for (const path of stored) await expect(t.app.storage.read(path)).rejects.toThrow();
    expect((await t.app.storage.read(kept)).toString()).toBe('x');
    expect(await t.db.auditLog.count({ where: { entity: 'company', entityId: String(empty.id), action: 'DELETE' } })).toBe(1);
  });
});
