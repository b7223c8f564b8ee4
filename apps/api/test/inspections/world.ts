import { bearer, createCompany, createPlace, createUser, signIn, type TestContext } from '../helpers.ts';

type Role = 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT';
type Permission = 'APPROVE_INSPECTION' | 'CREATE_INSPECTION';

/**
 * A company with a place of four devices of two types in two zones, its catalogue (one action
 * of the trap type marked automatic), users of each kind, and another company's admin.
 */
export async function inspectionWorld(t: TestContext) {
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  const place = await createPlace(t.db, company.id);
  const login = async (role: Role, permissions: Permission[] = [], companyId = company.id, member = true) => {
    const user = await createUser(t.db, { companyId, role });
    if (member && companyId === company.id && role !== 'COMPANY_ADMIN')
      await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id, permissions } });
    return { user, headers: bearer((await signIn(t.app, user.email)).token) };
  };

  const trap = await t.db.deviceType.create({ data: { name: 'Rodent trap', color: '#ff0000' } });
  const lamp = await t.db.deviceType.create({ data: { name: 'Insect lamp', color: '#00ff00' } });
  const hall = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Hall' } });
  const store = await t.db.placeZone.create({ data: { placeId: place.id, name: 'Store' } });
  const device = (uniqueId: string, deviceTypeId: number, zoneId: number) =>
    t.db.device.create({
      data: { placeId: place.id, uniqueId, prefix: uniqueId.replace(/\d+/, ''), number: Number(uniqueId.replace(/\D+/, '')), deviceTypeId, zoneId },
    });
  const a1 = await device('A1', trap.id, hall.id);
  const a2 = await device('A2', trap.id, store.id);
  const l1 = await device('L1', lamp.id, hall.id);
  const l2 = await device('L2', lamp.id, store.id);
  const gone = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A9', deviceTypeId: trap.id, deletedAt: new Date() } });

  const installed = await t.db.deviceTypeAction.create({ data: { name: 'Installed', settings: { addWhenDeviceAddedToInspection: true } } });
  const baitReplaced = await t.db.deviceTypeAction.create({ data: { name: 'Bait replaced' } });
  const cleaned = await t.db.deviceTypeAction.create({ data: { name: 'Lamp cleaned' } });
  await t.db.deviceTypeActionLink.createMany({
    data: [
      { deviceTypeId: trap.id, actionId: installed.id },
      { deviceTypeId: trap.id, actionId: baitReplaced.id },
      { deviceTypeId: lamp.id, actionId: cleaned.id },
    ],
  });
  const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mouse' } });
  const fly = await t.db.deviceTypeObject.create({ data: { name: 'Fly' } });
  await t.db.deviceTypeObjectLink.createMany({
    data: [
      { deviceTypeId: trap.id, objectId: mouse.id },
      { deviceTypeId: lamp.id, objectId: fly.id },
    ],
  });
  const baitCollect = await t.db.deviceTypeObservation.create({ data: { name: 'Bait eaten', type: 'BAIT_COLLECT', deviceTypeId: trap.id } });
  const refill = await t.db.deviceTypeObservation.create({ data: { name: 'Refill', type: 'REFILL' } });
  await t.db.deviceTypeObservationLink.create({ data: { deviceTypeId: trap.id, observationId: refill.id } });
  const neutral = await t.db.deviceTypeObservation.create({ data: { name: 'Dirty', type: 'NEUTRAL', deviceTypeId: trap.id } });
  const paste = await t.db.mixture.create({ data: { name: 'Paste', grammage: 15 } });
  const grain = await t.db.mixture.create({ data: { name: 'Grain', grammage: 20, companyId: company.id } });
  const foreignMixture = await t.db.mixture.create({ data: { name: 'Their bait', grammage: 99, companyId: other.id } });

  return {
    company,
    other,
    place,
    trap,
    lamp,
    hall,
    store,
    devices: { a1, a2, l1, l2, gone },
    installed,
    baitReplaced,
    cleaned,
    mouse,
    fly,
    baitCollect,
    refill,
    neutral,
    paste,
    grain,
    foreignMixture,
    manager: await login('COMPANY_ADMIN'),
    starter: await login('USER', ['CREATE_INSPECTION']),
    technician: await login('USER'),
    controller: await login('CONTROLLER'),
    approver: await login('USER', ['APPROVE_INSPECTION']),
    otherManager: await login('COMPANY_ADMIN', [], other.id),
    base: `/api/places/${place.uuid}/inspections`,
  };
}

export type InspectionWorld = Awaited<ReturnType<typeof inspectionWorld>>;

/** Starts an inspection through the API and answers it (fails the test on anything else). */
export async function start(t: TestContext, w: InspectionWorld, headers = w.starter.headers, payload: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: w.base, headers, payload });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; uuid: string; devicesCount: number; status: string };
}
