import { bearer, createCompany, createPlace, createUser, signIn, type TestContext } from '../helpers.ts';

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT';

/**
 * A catalogue world: a pest-control company P with a client C, another company O, and the
 * provider's global catalogue (types G1, assigned to P, and G2; an action, a pest and three
 * observations, G1 offering the action, the pest and the refill observation). P and O each own
 * a type and an action. Every call in the tests goes through the API as one of these users.
 */
export async function catalogueWorld(t: TestContext) {
  const provider = await createCompany(t.db, { name: 'Provider' });
  const p = await createCompany(t.db, { name: 'Pest Co' });
  const c = await createCompany(t.db, { name: 'Client of P', parentCompanyId: p.id });
  const o = await createCompany(t.db, { name: 'Other Co' });
  const place = await createPlace(t.db, c.id);
  const otherPlace = await createPlace(t.db, o.id);
  const login = async (companyId: number, role: Role) => {
    const user = await createUser(t.db, { companyId, role });
    return bearer((await signIn(t.app, user.email)).token);
  };

  const g1 = await t.db.deviceType.create({
    data: { name: 'Global trap', color: '#e03131', settings: { prefix: 'G', redirectOption: '' }, translations: { en: { name: 'Global trap' } } },
  });
  const g2 = await t.db.deviceType.create({ data: { name: 'Global lamp' } });
  await t.db.companyDeviceType.create({ data: { companyId: p.id, deviceTypeId: g1.id } });
  const action = await t.db.deviceTypeAction.create({ data: { name: 'Cleaning', shouldClean: true } });
  const pest = await t.db.deviceTypeObject.create({ data: { name: 'Mouse' } });
  const refill = await t.db.deviceTypeObservation.create({ data: { name: 'Refill', type: 'REFILL' } });
  const bait = await t.db.deviceTypeObservation.create({ data: { name: 'Bait taken', type: 'BAIT_COLLECT' } });
  const damage = await t.db.deviceTypeObservation.create({ data: { name: 'Damage', type: 'NEUTRAL' } });
  const actionLink = await t.db.deviceTypeActionLink.create({ data: { deviceTypeId: g1.id, actionId: action.id } });
  await t.db.deviceTypeObjectLink.create({ data: { deviceTypeId: g1.id, objectId: pest.id } });
  await t.db.deviceTypeObservationLink.create({ data: { deviceTypeId: g1.id, observationId: refill.id } });

  const ownType = await t.db.deviceType.create({ data: { name: 'P bait box', companyId: p.id } });
  const ownAction = await t.db.deviceTypeAction.create({ data: { name: 'P sealing', companyId: p.id } });
  const otherType = await t.db.deviceType.create({ data: { name: 'O secret type', companyId: o.id } });
  const otherAction = await t.db.deviceTypeAction.create({ data: { name: 'O secret action', companyId: o.id } });
  const otherObservation = await t.db.deviceTypeObservation.create({ data: { name: 'O secret observation', companyId: o.id } });

  return {
    provider,
    p,
    c,
    o,
    place,
    otherPlace,
    g1,
    g2,
    action,
    pest,
    refill,
    bait,
    damage,
    actionLink,
    ownType,
    ownAction,
    otherType,
    otherAction,
    otherObservation,
    admin: await login(provider.id, 'ADMIN'),
    manager: await login(p.id, 'COMPANY_ADMIN'),
    controller: await login(p.id, 'CONTROLLER'),
    technician: await login(p.id, 'USER'),
    client: await login(c.id, 'CLIENT'),
    otherManager: await login(o.id, 'COMPANY_ADMIN'),
  };
}

export type World = Awaited<ReturnType<typeof catalogueWorld>>;
