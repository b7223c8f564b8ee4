import type { DbClient } from '@trapline/db/client';
import type { TestContext } from '../helpers.ts';
import { bearer, createCompany, createPlace, createUser, signIn } from '../helpers.ts';

/** A provider with a client place, its catalogue (a trap with a normal and a dangerous pest and a bait collect), devices and a zone; another tenant. */
export async function limitsWorld(t: TestContext) {
  const db: DbClient = t.db;
  const provider = await createCompany(db);
  const client = await createCompany(db, { parentCompanyId: provider.id });
  const other = await createCompany(db);
  const place = await createPlace(db, client.id);
  const otherPlace = await createPlace(db, other.id);
  const trap = await db.deviceType.create({ data: { name: 'Rodent trap' } });
  const bait = await db.deviceType.create({ data: { name: 'Bait station' } });
  await db.companyDeviceType.createMany({ data: [trap, bait].map((type) => ({ companyId: provider.id, deviceTypeId: type.id })) });
  const mouse = await db.deviceTypeObject.create({ data: { name: 'Mouse', category: 'NORMAL' } });
  const rat = await db.deviceTypeObject.create({ data: { name: 'Rat', category: 'DANGEROUS' } });
  const foreignObject = await db.deviceTypeObject.create({ data: { name: 'Theirs', companyId: other.id } });
  const collect = await db.deviceTypeObservation.create({ data: { name: 'Bait eaten', type: 'BAIT_COLLECT' } });
  const neutral = await db.deviceTypeObservation.create({ data: { name: 'Dirty', type: 'NEUTRAL' } });
  for (const type of [trap, bait]) {
    await db.deviceTypeObjectLink.createMany({ data: [mouse, rat].map((o) => ({ deviceTypeId: type.id, objectId: o.id })) });
    await db.deviceTypeObservationLink.createMany({ data: [collect, neutral].map((o) => ({ deviceTypeId: type.id, observationId: o.id })) });
  }
  const hall = await db.placeZone.create({ data: { placeId: place.id, name: 'Hall' } });
  const yard = await db.placeZone.create({ data: { placeId: place.id, name: 'Yard' } });
  const device = (uniqueId: string, deviceTypeId: number, zoneId: number | null, placeId = place.id) =>
    db.device.create({ data: { placeId, uniqueId, deviceTypeId, zoneId } });
  const d1 = await device('A1', trap.id, hall.id);
  const d2 = await device('A2', trap.id, yard.id);
  const d3 = await device('B1', bait.id, hall.id);
  const foreignDevice = await device('Z1', trap.id, null, otherPlace.id);
  const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
    const user = await createUser(db, { companyId, role });
    await db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
    return { user, headers: bearer((await signIn(t.app, user.email)).token) };
  };
  const manager = await login(provider.id, 'COMPANY_ADMIN');
  const controller = await login(provider.id, 'CONTROLLER');
  const technician = await login(provider.id, 'USER');
  const clientUser = await login(client.id, 'CLIENT');
  const otherManager = bearer((await signIn(t.app, (await createUser(db, { companyId: other.id, role: 'COMPANY_ADMIN' })).email)).token);
  return {
    provider,
    client,
    other,
    place,
    otherPlace,
    trap,
    bait,
    mouse,
    rat,
    foreignObject,
    collect,
    neutral,
    hall,
    yard,
    d1,
    d2,
    d3,
    foreignDevice,
    manager,
    controller,
    technician,
    clientUser,
    otherManager,
    url: `/api/places/${place.uuid}/limits`,
  };
}
