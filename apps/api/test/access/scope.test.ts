import { describe, expect, it } from 'vitest';
import { AccessScope, type Principal } from '../../src/access/scope.ts';
import { createCompany, createPlace, createUser, useApi } from '../helpers.ts';

/**
 * The one access mechanism every module uses. These tests build two pest-control companies,
 * each with a client, and check what each role of the first one can reach.
 */
describe('AccessScope', () => {
  const t = useApi();

  async function world() {
    const alpha = await createCompany(t.db, { name: 'Alpha Pest', enterpriseId: `alpha-${Date.now()}` });
    const alphaClient = await createCompany(t.db, { name: 'Alpha client', parentCompanyId: alpha.id });
    const beta = await createCompany(t.db, { name: 'Beta Pest' });
    const betaClient = await createCompany(t.db, { name: 'Beta client', parentCompanyId: beta.id });
    const places = {
      alpha: await createPlace(t.db, alpha.id),
      alphaClient: await createPlace(t.db, alphaClient.id),
      alphaClient2: await createPlace(t.db, alphaClient.id),
      beta: await createPlace(t.db, beta.id),
      betaClient: await createPlace(t.db, betaClient.id),
    };
    return { alpha, alphaClient, beta, betaClient, places };
  }

  async function scopeFor(role: Principal['role'], companyId: number, enterpriseRootCompanyId: number | null = null) {
    const user = await createUser(t.db, { companyId, role });
    const company = await t.db.company.findUniqueOrThrow({ where: { id: companyId } });
    return {
      user,
      scope: new AccessScope({ userId: user.id, userUuid: user.uuid, role, companyId, companyUuid: company.uuid, enterpriseRootCompanyId }, t.db),
    };
  }

  async function visiblePlaceIds(scope: AccessScope) {
    const rows = await t.db.place.findMany({ where: await scope.placeWhere(), select: { id: true } });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  it('a company admin reaches its company and clients, never another company', async () => {
    const w = await world();
    const { scope } = await scopeFor('COMPANY_ADMIN', w.alpha.id);
    expect(await visiblePlaceIds(scope)).toEqual([w.places.alpha.id, w.places.alphaClient.id, w.places.alphaClient2.id].sort((a, b) => a - b));
    expect(await scope.canSeeCompany(w.alphaClient.id)).toBe(true);
    expect(await scope.canSeeCompany(w.beta.id)).toBe(false);
    expect(await scope.canSeeCompany(w.betaClient.id)).toBe(false);
  });

  it('a company admin of a client company sees only that client', async () => {
    const w = await world();
    const { scope } = await scopeFor('COMPANY_ADMIN', w.alphaClient.id);
    expect(await visiblePlaceIds(scope)).toEqual([w.places.alphaClient.id, w.places.alphaClient2.id].sort((a, b) => a - b));
    expect(await scope.canSeeCompany(w.alpha.id)).toBe(false);
  });

  it('a technician reaches only the places assigned to them', async () => {
    const w = await world();
    const { scope, user } = await scopeFor('USER', w.alpha.id);
    expect(await visiblePlaceIds(scope)).toEqual([]);
    await t.db.placeUser.create({ data: { placeId: w.places.alphaClient.id, userId: user.id } });
    const fresh = new AccessScope(scope.principal, t.db);
    expect(await visiblePlaceIds(fresh)).toEqual([w.places.alphaClient.id]);
  });

  it('a technician assigned to a foreign place still cannot reach it', async () => {
    const w = await world();
    const { scope, user } = await scopeFor('USER', w.alpha.id);
    await t.db.placeUser.create({ data: { placeId: w.places.beta.id, userId: user.id } });
    expect(await visiblePlaceIds(new AccessScope(scope.principal, t.db))).toEqual([]);
  });

  it('a controller reaches every place of its company tree', async () => {
    const w = await world();
    const { scope } = await scopeFor('CONTROLLER', w.alpha.id);
    expect(await visiblePlaceIds(scope)).toHaveLength(3);
  });

  it('a client user reaches only its own company', async () => {
    const w = await world();
    const { scope } = await scopeFor('CLIENT', w.alphaClient.id);
    expect(await visiblePlaceIds(scope)).toEqual([w.places.alphaClient.id, w.places.alphaClient2.id].sort((a, b) => a - b));
    expect(await scope.canSeeCompany(w.alpha.id)).toBe(false);
  });

  it('a super admin reaches everything, or one enterprise tree when signed in through it', async () => {
    const w = await world();
    const provider = await createCompany(t.db, { name: 'Provider' });
    const { scope } = await scopeFor('ADMIN', provider.id);
    expect(await scope.companyIds()).toBe('all');
    const limited = await scopeFor('ADMIN', provider.id, w.alpha.id);
    expect(await visiblePlaceIds(limited.scope)).toHaveLength(3);
    expect(await limited.scope.canSeeCompany(w.beta.id)).toBe(false);
  });
});
