// A small world of its own for one browser test: a pest-control company with its staff, a client
// company with a user, and a place with zones and devices of the global catalogue (which the demo
// world loads). Its names and e-mails carry a label no other test uses, so a test counts and
// changes its own rows, whatever the other tests (or a changed demo world) do beside it.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { DbClient } from '../src/client.ts';
import { DEVICE_TYPES } from './catalogue.ts';
import { DEMO_PASSWORD } from './demo-world.ts';

const DAY = 86_400_000;

export interface TenantOptions {
  /** Makes the names and e-mails unique: e.g. the test's worker and a counter. */
  label: string;
  /**
   * Devices of the place per catalogue type key (see catalogue.ts), numbered 1..n with the type's
   * prefix; each of a radio type (`lora`) has its LoRa sensor, heard just now.
   */
  devices?: Partial<Record<(typeof DEVICE_TYPES)[number]['key'], number>>;
  /**
   * A completed inspection of the place, not approved, made by the technician a week ago: every
   * device checked, each with one pest record of its number's amount (G1: 1, G2: 2, ...).
   */
  inspection?: boolean;
}

export interface TenantUser {
  email: string;
  name: string;
}

export interface Tenant {
  /** The label every name and e-mail of the tenant carries (a search for it finds them). */
  label: string;
  /** The users' password (the demo one). */
  password: string;
  company: { id: number; uuid: string; name: string };
  client: { id: number; uuid: string; name: string };
  place: { id: number; uuid: string; name: string; zones: string[] };
  /** The LoRa sensors of the place's radio devices (none unless asked for). */
  sensors: Array<{ devEui: string; uniqueId: string }>;
  /** The completed inspection, when asked for. */
  inspection: { uuid: string; name: string } | null;
  /** A place of the pest-control company itself, with no devices. */
  ownPlace: { id: number; uuid: string; name: string };
  manager: TenantUser;
  controller: TenantUser;
  technician: TenantUser;
  /** The client company's user, with the place. */
  clientUser: TenantUser;
}

let demoPasswordHash: Promise<string> | undefined;

/** Seeds a tenant labelled `label` into a database that holds the demo catalogue. */
export async function seedTenant(db: DbClient, { label, devices = { rodent: 3, bait: 2 }, inspection = false }: TenantOptions): Promise<Tenant> {
  // One hash (tens of milliseconds) for every tenant a process seeds.
  demoPasswordHash ??= hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const passwordHash = await demoPasswordHash;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const mail = (who: string) => `${who}.${slug}@trapline.test`;
  const today = new Date(Math.floor(Date.now() / DAY) * DAY);

  return db.$transaction(async (tx) => {
    const company = await tx.company.create({
      data: { name: `Deratyzacja ${label}`, email: mail('biuro'), address: 'ul. Testowa 1, 00-001 Warszawa' },
      select: { id: true, uuid: true, name: true },
    });
    await tx.subscription.create({
      data: {
        companyId: company.id,
        name: 'Pakiet testowy',
        validUntil: new Date(today.getTime() + 365 * DAY),
        devicesLimit: 500,
        usersLimit: 20,
        active: true,
      },
    });
    const globalTypes = await tx.deviceType.findMany({ where: { companyId: null }, select: { id: true, name: true, isRadio: true }, orderBy: { id: 'asc' } });
    await tx.companyDeviceType.createMany({ data: globalTypes.map((type) => ({ companyId: company.id, deviceTypeId: type.id })) });

    const staff = async (role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER', who: string, name: string, surname: string, companyId = company.id) => {
      const user = await tx.user.create({
        data: { email: mail(who), passwordHash, name, surname, role, companyId },
        select: { id: true, email: true },
      });
      return { id: user.id, email: user.email, name: `${name} ${surname}` };
    };
    const manager = await staff('COMPANY_ADMIN', 'manager', 'Marta', 'Testowa');
    const controller = await staff('CONTROLLER', 'controller', 'Karol', 'Testowy');
    const technician = await staff('USER', 'technician', 'Tomasz', 'Próbny');

    const client = await tx.company.create({
      data: { name: `Zakłady ${label}`, email: mail('zaklady'), address: 'ul. Fabryczna 2, 00-002 Warszawa', parentCompanyId: company.id },
      select: { id: true, uuid: true, name: true },
    });
    const clientUser = await tx.user.create({
      data: { email: mail('client'), passwordHash, name: 'Celina', surname: 'Kliencka', role: 'CLIENT', companyId: client.id },
      select: { id: true, email: true },
    });

    const place = await tx.place.create({
      data: { name: `Hala ${label}`, address: 'ul. Fabryczna 2, 00-002 Warszawa', companyId: client.id },
      select: { id: true, uuid: true, name: true },
    });
    const ownPlace = await tx.place.create({
      data: { name: `Biuro ${label}`, address: 'ul. Testowa 1, 00-001 Warszawa', companyId: company.id },
      select: { id: true, uuid: true, name: true },
    });
    await tx.placeUser.createMany({
      data: [
        { placeId: ownPlace.id, userId: manager.id, permissions: ['APPROVE_INSPECTION', 'CREATE_INSPECTION'] },
        { placeId: place.id, userId: manager.id, permissions: ['APPROVE_INSPECTION', 'CREATE_INSPECTION', 'RECEIVE_INSPECTION_REPORT'] },
        { placeId: place.id, userId: controller.id, permissions: ['APPROVE_INSPECTION', 'CREATE_INSPECTION'] },
        { placeId: place.id, userId: technician.id, permissions: ['CREATE_INSPECTION'] },
        { placeId: place.id, userId: clientUser.id, permissions: ['RECEIVE_INSPECTION_REPORT'] },
      ],
    });
    const zoneNames = ['Produkcja', 'Magazyn'];
    const zones = [];
    for (const name of zoneNames) zones.push(await tx.placeZone.create({ data: { placeId: place.id, name, createdById: manager.id }, select: { id: true } }));

    const rows = [];
    for (const [key, count] of Object.entries(devices)) {
      const spec = DEVICE_TYPES.find((type) => type.key === key);
      const type = spec && globalTypes.find((t) => t.name === spec.name.pl);
      if (!spec || !type) throw new Error(`no global device type ${key} in the catalogue`);
      for (let n = 1; n <= (count ?? 0); n++) {
        rows.push({
          placeId: place.id,
          uniqueId: `${spec.prefix}${n}`,
          prefix: spec.prefix,
          number: n,
          name: `${spec.name.pl} ${n}`,
          deviceTypeId: type.id,
          zoneId: zones[n % zones.length]!.id,
          location: `${zoneNames[n % zones.length]}, punkt ${n}`,
        });
      }
    }
    await tx.device.createMany({ data: rows });

    const radioTypes = globalTypes.filter((type) => type.isRadio).map((type) => type.id);
    const radio = await tx.device.findMany({
      where: { placeId: place.id, deviceTypeId: { in: radioTypes } },
      select: { id: true, uniqueId: true },
      orderBy: { id: 'asc' },
    });
    const heard = new Date();
    const sensors = radio.map((device) => ({ devEui: randomBytes(8).toString('hex').toUpperCase(), uniqueId: device.uniqueId, deviceId: device.id }));
    await tx.loraDevice.createMany({
      data: sensors.map((sensor) => ({
        devEui: sensor.devEui,
        name: `Czujnik ${sensor.uniqueId}`,
        // The place's company, as the demo world's sensors.
        companyId: client.id,
        placeId: place.id,
        deviceId: sensor.deviceId,
        lastUplinkAt: heard,
        batteryLevel: 200,
      })),
    });
    if (sensors.length > 0) await tx.device.updateMany({ where: { id: { in: sensors.map((sensor) => sensor.deviceId) } }, data: { lastSignalAt: heard } });

    let made: Tenant['inspection'] = null;
    if (inspection) {
      const startedAt = new Date(Date.now() - 7 * DAY);
      const name = `Przegląd ${label}`;
      const row = await tx.inspection.create({
        data: { placeId: place.id, name, status: 'COMPLETED', startedAt, finishedAt: new Date(startedAt.getTime() + 3600_000), userId: technician.id },
        select: { id: true, uuid: true },
      });
      const placed = await tx.device.findMany({ where: { placeId: place.id }, select: { id: true, number: true, deviceTypeId: true }, orderBy: { id: 'asc' } });
      await tx.inspectionDevice.createMany({ data: placed.map((d) => ({ inspectionId: row.id, deviceId: d.id, scanned: true, status: 'CHECKED' as const })) });
      const inspected = await tx.inspectionDevice.findMany({ where: { inspectionId: row.id }, select: { id: true, deviceId: true } });
      const pests = await tx.deviceTypeObjectLink.findMany({ select: { deviceTypeId: true, objectId: true }, orderBy: { id: 'asc' } });
      await tx.deviceObjectRecord.createMany({
        data: placed.flatMap((d) => {
          const pest = pests.find((link) => link.deviceTypeId === d.deviceTypeId);
          const inspectionDeviceId = inspected.find((i) => i.deviceId === d.id)!.id;
          return pest
            ? [
                {
                  deviceId: d.id,
                  deviceTypeObjectId: pest.objectId,
                  amount: d.number ?? 1,
                  userId: technician.id,
                  inspectionId: row.id,
                  inspectionDeviceId,
                  createdAt: startedAt,
                },
              ]
            : [];
        }),
      });
      made = { uuid: row.uuid, name };
    }

    const user = ({ email, name }: { email: string; name: string }) => ({ email, name });
    return {
      label,
      password: DEMO_PASSWORD,
      company,
      client,
      place: { ...place, zones: zoneNames },
      sensors: sensors.map(({ devEui, uniqueId }) => ({ devEui, uniqueId })),
      inspection: made,
      ownPlace,
      manager: user(manager),
      controller: user(controller),
      technician: user(technician),
      clientUser: { email: clientUser.email, name: 'Celina Kliencka' },
    };
  });
}
