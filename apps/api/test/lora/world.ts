import { bearer, createCompany, createPlace, createUser, signIn, type TestContext } from '../helpers.ts';

let worlds = 0;

/**
 * Two companies: ours (a root with one client and its place) and a foreign one. Sensors: one in
 * the place on a radio device, one of ours not placed yet, an old one, and a foreign one. Callers
 * of every role, and a company admin of the foreign company.
 */
export async function loraWorld(t: TestContext) {
  const n = (++worlds).toString(16).padStart(4, '0').toUpperCase();
  const provider = await createCompany(t.db, { name: `Provider ${n}` });
  const company = await createCompany(t.db, { name: `Ours ${n}` });
  const client = await createCompany(t.db, { name: `Client ${n}`, parentCompanyId: company.id });
  const other = await createCompany(t.db, { name: `Theirs ${n}` });
  const place = await createPlace(t.db, client.id, `Bakery ${n}`);
  const secondPlace = await createPlace(t.db, company.id, `Warehouse ${n}`);
  const foreignPlace = await createPlace(t.db, other.id, `Foreign ${n}`);
  const radio = await t.db.deviceType.create({ data: { name: `Sensor trap ${n}`, isRadio: true } });
  const plain = await t.db.deviceType.create({ data: { name: `Bait station ${n}` } });
  const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'R1', deviceTypeId: radio.id } });
  const spareDevice = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'R2', deviceTypeId: radio.id } });
  const bait = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'S1', deviceTypeId: plain.id } });
  const warehouseDevice = await t.db.device.create({ data: { placeId: secondPlace.id, uniqueId: 'R1', deviceTypeId: radio.id } });
  const foreignDevice = await t.db.device.create({ data: { placeId: foreignPlace.id, uniqueId: 'R1', deviceTypeId: radio.id } });
  const eui = (suffix: string) => `${n}00000000${suffix}`.slice(0, 16);
  const placed = await t.db.loraDevice.create({
    data: {
      devEui: eui('00A1'),
      name: 'Alpha sensor',
      companyId: client.id,
      placeId: place.id,
      deviceId: device.id,
      batteryLevel: 254,
      lastUplinkAt: new Date(Date.now() - 60_000),
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    },
  });
  const spare = await t.db.loraDevice.create({
    data: {
      devEui: eui('00B2'),
      name: 'beta spare',
      companyId: company.id,
      lastUplinkAt: new Date(Date.now() - 3_600_000),
      createdAt: new Date(Date.UTC(2026, 0, 3)),
    },
  });
  const old = await t.db.loraDevice.create({
    data: {
      devEui: eui('00C3'),
      appEui: '0000000000000000',
      name: 'Gamma old',
      companyId: client.id,
      placeId: place.id,
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    },
  });
  const foreign = await t.db.loraDevice.create({
    data: { devEui: eui('00D4'), name: 'Alpha foreign', companyId: other.id, placeId: foreignPlace.id, deviceId: foreignDevice.id },
  });

  const technicianUser = await createUser(t.db, { companyId: company.id, role: 'USER' });
  await t.db.placeUser.create({ data: { placeId: place.id, userId: technicianUser.id } });
  const clientUser = await createUser(t.db, { companyId: client.id, role: 'CLIENT' });
  const token = async (user: { email: string }) => bearer((await signIn(t.app, user.email)).token);
  return {
    n,
    eui,
    provider,
    company,
    client,
    other,
    place,
    secondPlace,
    foreignPlace,
    radio,
    plain,
    device,
    spareDevice,
    bait,
    warehouseDevice,
    foreignDevice,
    placed,
    spare,
    old,
    foreign,
    technicianUser,
    admin: await token(await createUser(t.db, { companyId: provider.id, role: 'ADMIN' })),
    manager: await token(await createUser(t.db, { companyId: company.id, role: 'COMPANY_ADMIN' })),
    controller: await token(await createUser(t.db, { companyId: company.id, role: 'CONTROLLER' })),
    technician: await token(technicianUser),
    clientUser: await token(clientUser),
    otherManager: await token(await createUser(t.db, { companyId: other.id, role: 'COMPANY_ADMIN' })),
  };
}

export type LoraWorld = Awaited<ReturnType<typeof loraWorld>>;
