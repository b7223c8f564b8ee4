// The demo world: the provider with its super admin, two pest-control companies with clients,
// places full of devices, users of every role, months of inspections, recommendations,
// schedule events and LoRa sensors with uplinks. Deterministic: the same seed gives the same
// world, with dates relative to the day it is loaded.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { DbClient } from '../src/client.ts';
import { ACTIONS, DEVICE_TYPES, MIXTURES, OBJECTS, OBSERVATIONS, QUESTIONS, RECOMMENDATION_CATEGORIES, TYPE_PARTS, translations } from './catalogue.ts';
import { createRandom } from './random.ts';

export const DEMO_PASSWORD = 'Demo!2345';
const DAY = 86_400_000;

/** Where recommendation `i` of a place stands on its plan: 1 at its device, 2 at the ramp's gate, 3 in production; 4 nowhere. */
function recommendationSpot(mapId: number, i: number, device: { mapX: number | null; mapY: number | null } | undefined) {
  if (i === 1 && device?.mapX != null && device.mapY != null) return { mapId, mapX: device.mapX + 25, mapY: device.mapY };
  if (i === 2) return { mapId, mapX: 310, mapY: 585 };
  if (i === 3) return { mapId, mapX: 400, mapY: 250 };
  return {};
}

/** Where the demo world puts files: the API's file storage (its `put`). */
export interface DemoFiles {
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
}

/** Files written under `root` as the API's local-disk storage keeps them (DATA_DIR/files). */
export function demoFilesOnDisk(root: string): DemoFiles {
  return {
    async put(key, body) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
  };
}

/**
 * The plan of every demo place: a drawn floor plan (prisma/seed/assets/demo-plan.jpg, 1200 x 800)
 * with the place's four zones where these rectangles are (x1, y1, x2, y2, in the image's pixels).
 * Devices stand in a grid inside their zone's rectangle.
 */
const PLAN = {
  width: 1200,
  height: 800,
  zones: { Produkcja: [60, 60, 640, 440], Magazyn: [640, 60, 1140, 440], Rampa: [60, 440, 1140, 600], 'Teren zewnętrzny': [60, 600, 1140, 740] } as Record<
    string,
    [number, number, number, number]
  >,
};
function planPosition(zoneName: string, k: number): { mapX: number; mapY: number } {
  const [x1, y1, x2, y2] = PLAN.zones[zoneName]!;
  const columns = 8;
  const rows = Math.max(1, Math.floor((y2 - y1 - 70) / 40) + 1);
  const column = k % columns;
  const row = Math.floor(k / columns) % rows;
  // Offset every other round a little, should a zone hold more devices than its grid.
  const round = Math.floor(k / (columns * rows));
  return { mapX: x1 + 45 + column * ((x2 - x1 - 90) / (columns - 1)) + round * 12, mapY: y1 + 55 + row * 40 + round * 12 };
}

/** The pest-control companies of the demo world, in the order they are created. */
const COMPANIES = [
  { enterpriseId: 'pestex', name: 'Pestex Sp. z o.o.', email: 'biuro@pestex.demo', address: 'ul. Marszałkowska 10, 00-590 Warszawa', subCompanyLimit: 10 },
  { enterpriseId: 'deratex', name: 'Deratex S.A.', email: 'biuro@deratex.demo', address: 'ul. Długa 20, 80-001 Gdańsk', subCompanyLimit: 5 },
];

/** Their clients (`company`: the enterprise id), in the order they are created. */
const CLIENTS = [
  { company: 'pestex', name: 'Piekarnia Złoty Kłos', email: 'kontakt@zlotyklos.demo', address: 'ul. Piekarska 3, 31-001 Kraków' },
  { company: 'pestex', name: 'Mleczarnia Podlasie', email: 'jakosc@mleczarnia.demo', address: 'ul. Mleczna 1, 15-001 Białystok' },
  { company: 'pestex', name: 'Browar Wrocław', email: 'biuro@browar.demo', address: 'ul. Chmielna 5, 50-001 Wrocław' },
  { company: 'deratex', name: 'Hotel Bałtyk', email: 'recepcja@hotelbaltyk.demo', address: 'ul. Nadmorska 1, 81-001 Gdynia' },
  { company: 'deratex', name: 'Logistyka Poznań', email: 'bhp@logistyka.demo', address: 'ul. Magazynowa 7, 60-001 Poznań' },
];

/** A place and how many devices of each type (by catalogue key) it holds. */
interface PlaceSpec {
  name: string;
  address: string;
  types: Record<string, number>;
}

/** The places of each client (by name) and each company's own places (by enterprise id). */
const PLACES: Record<string, PlaceSpec[]> = {
  pestex: [{ name: 'Pestex – biuro i magazyn', address: 'ul. Marszałkowska 10, Warszawa', types: { rodent: 4, bait: 4 } }],
  'Piekarnia Złoty Kłos': [
    { name: 'Piekarnia – zakład produkcyjny', address: 'ul. Piekarska 3, Kraków', types: { rodent: 14, bait: 12, light: 4, lora: 6 } },
    { name: 'Piekarnia – magazyn mąki', address: 'ul. Młyńska 8, Kraków', types: { rodent: 8, bait: 10, sticky: 6, lora: 4 } },
  ],
  'Mleczarnia Podlasie': [
    { name: 'Mleczarnia – hala rozlewni', address: 'ul. Mleczna 1, Białystok', types: { rodent: 12, bait: 10, light: 6 } },
    { name: 'Mleczarnia – chłodnia', address: 'ul. Mleczna 1A, Białystok', types: { rodent: 6, bait: 8, sticky: 8 } },
  ],
  'Browar Wrocław': [
    { name: 'Browar – warzelnia', address: 'ul. Chmielna 5, Wrocław', types: { rodent: 10, bait: 10, light: 4 } },
    { name: 'Browar – magazyn słodu', address: 'ul. Słodowa 2, Wrocław', types: { rodent: 8, bait: 12, sticky: 4 } },
  ],
  'Hotel Bałtyk': [
    { name: 'Hotel Bałtyk – kuchnia', address: 'ul. Nadmorska 1, Gdynia', types: { rodent: 8, bait: 8, light: 6, sticky: 6 } },
    { name: 'Hotel Bałtyk – zaplecze', address: 'ul. Nadmorska 1, Gdynia', types: { rodent: 6, bait: 8 } },
  ],
  'Logistyka Poznań': [
    { name: 'Centrum dystrybucyjne Poznań', address: 'ul. Magazynowa 7, Poznań', types: { rodent: 26, bait: 30, sticky: 8, lora: 4 } },
    { name: 'Magazyn Swarzędz', address: 'ul. Składowa 4, Swarzędz', types: { rodent: 10, bait: 14 } },
  ],
};
const placesOf = (owner: string): PlaceSpec[] => PLACES[owner] ?? [];

/** The subscriptions of every pest-control company: last period's, ended a month ago, and the current one. */
const SUBSCRIPTIONS = [
  { name: 'Pakiet Standard 2025', description: 'Poprzedni okres', validForDays: -30, devicesLimit: 300, usersLimit: 10, active: false },
  { name: 'Pakiet Premium', description: 'Urządzenia, użytkownicy i LoRa', validForDays: 300, devicesLimit: 2000, usersLimit: 50, active: true },
];

/**
 * The staff of each pest-control company, in this order: its manager, controller and technician,
 * with the rights every place of the company grants them. The second company's staff have other
 * surnames and their company's enterprise id before their e-mail.
 */
const STAFF = [
  {
    login: 'manager',
    name: 'Marek',
    surnames: ['Wiśniewski', 'Zieliński'],
    role: 'COMPANY_ADMIN',
    permissions: ['APPROVE_INSPECTION', 'CREATE_INSPECTION', 'RECEIVE_INSPECTION_REPORT'],
  },
  { login: 'controller', name: 'Katarzyna', surnames: ['Wójcik', 'Lewandowska'], role: 'CONTROLLER', permissions: ['APPROVE_INSPECTION', 'CREATE_INSPECTION'] },
  { login: 'technician', name: 'Piotr', surnames: ['Kamiński', 'Dąbrowski'], role: 'USER', permissions: ['CREATE_INSPECTION'] },
] as const;

/** A small photo of a trap (96 x 72 JPEG) for the demo inspections. */
export const DEMO_PHOTO_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABIAGADASIAAhEBAxEB/8QAGwAAAgMBAQEAAAAAAAAAAAAAAAECBAYFAwf/xAAuEAEBAAACBA0FAQAAAAAAAAABAAIDBAYR0QUSExUxNERTc4KSscIWISJRYfD/xAAZAQADAQEBAAAAAAAAAAAAAAABAgMEBQD/xAAlEQACAgECBAcAAAAAAAAAAAAAAQIRAwQSITEyQRMUM1FhgaH/2gAMAwEAAhEDEQA/ALITCApBZyrQBMICkEotAEwgKQQFaAJhAUglFaAJhATCAtAFIICYSitFEJhAUgrG9oAmF4aZpeXoeUZmaYkcXF/E/wB+qnz9ond53pN8VGT4pE20uZ1QmFyuftE7vP8ASb5nD2ivRlZ75Tfe8Kb5IVyj7nWCYXJ5/wBFOnK0j0m+f1Dofd5/pN8HimuaFtHXCYXI+odD7vP9JvrvB/COTwhynI4czDyezbxwOnb/AH+SShJK2gcGWwpBATCmBoohMICkFY3NHK1h6hg8U9mzto9YuoYPFPZs5asPSY83UMNqH7vcANheA7Eb3PubbraBR4vuZ5A/fpvDEcXElYvDGjiUn16jtT7giRtDqp2ryfKz1odU+1+T5XGz+my0Oo0IUggJhc0s0UQmEBSCsbmjk6x9Qy/FPZs3bsKQVYZtiqjNkwb3dmCmYnD0NvQpBOtW4u0v0m9N8mBcWJNi0b6CEwvS1jk7av7B5au589tFql2vyfK0QTClk1G+O2gxw7XdgFIICYWUdoohMIisbmiQTCIgLRIJhESitDCkERKK0MKQREBaGFIIiUVo/9k=',
  'base64',
);

/** Inspection devices with a demo photo in each inspection: the first ones with a pest recorded. */
const PHOTOS_PER_INSPECTION = 2;

/**
 * `files`: where the plans' images and the inspections' photos go (the API's file storage);
 * without it the places have no plans (nor positions on one) and the inspections no photos.
 */
export async function seedDemoWorld(db: DbClient, options: { seed?: number; now?: Date; log?: (line: string) => void; files?: DemoFiles } = {}) {
  const random = createRandom(options.seed ?? 20261122);
  const today = new Date(Math.floor((options.now ?? new Date()).getTime() / DAY) * DAY);
  const log = options.log ?? (() => {});
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });

  // ── catalogue ──
  const types = new Map<string, { id: number; key: string; isRadio: boolean }>();
  for (const type of DEVICE_TYPES) {
    const row = await db.deviceType.create({
      data: {
        name: type.name.pl,
        description: type.description.pl,
        color: type.color,
        isRadio: type.isRadio,
        measurementMethod: type.measurementMethod,
        settings: { prefix: type.prefix, redirectOption: '' },
        translations: translations(type.name, type.description),
      },
    });
    types.set(type.key, { id: row.id, key: type.key, isRadio: type.isRadio });
  }
  const actions = new Map<string, number>();
  for (const action of ACTIONS) {
    const row = await db.deviceTypeAction.create({
      data: {
        name: action.name.pl,
        shouldClean: action.shouldClean,
        isInspection: action.isInspection,
        settings: { addWhenDeviceAddedToInspection: action.auto },
        translations: translations(action.name),
      },
    });
    actions.set(action.key, row.id);
  }
  const objects = new Map<string, number>();
  for (const object of OBJECTS) {
    const row = await db.deviceTypeObject.create({ data: { name: object.name.pl, category: object.category, translations: translations(object.name) } });
    objects.set(object.key, row.id);
  }
  const observations = new Map<string, { id: number; type: 'NEUTRAL' | 'BAIT_COLLECT' | 'REFILL' }>();
  for (const observation of OBSERVATIONS) {
    const row = await db.deviceTypeObservation.create({
      data: { name: observation.name.pl, type: observation.type, translations: translations(observation.name) },
    });
    observations.set(observation.key, { id: row.id, type: observation.type });
  }
  for (const [typeKey, parts] of Object.entries(TYPE_PARTS)) {
    const deviceTypeId = types.get(typeKey)!.id;
    await db.deviceTypeActionLink.createMany({ data: parts.actions.map((a) => ({ deviceTypeId, actionId: actions.get(a)! })) });
    await db.deviceTypeObjectLink.createMany({ data: parts.objects.map((o) => ({ deviceTypeId, objectId: objects.get(o)! })) });
    await db.deviceTypeObservationLink.createMany({ data: parts.observations.map((o) => ({ deviceTypeId, observationId: observations.get(o)!.id })) });
  }
  await db.mixture.createMany({ data: MIXTURES.map((m, i) => ({ name: m.name.pl, grammage: m.grammage, order: i + 1, translations: translations(m.name) })) });
  const mixtures = await db.mixture.findMany({ orderBy: { order: 'asc' } });
  await db.recommendationCategory.createMany({ data: RECOMMENDATION_CATEGORIES.map((c) => ({ name: c.pl, translations: translations(c) })) });
  const categories = await db.recommendationCategory.findMany();
  await db.visualInspectionQuestion.createMany({
    data: QUESTIONS.map((q, i) => ({
      question: q.q.pl,
      comment: q.comment,
      order: i + 1,
      translations: Object.fromEntries(Object.entries(q.q).map(([lang, text]) => [lang, { question: text }])),
    })),
  });
  const questions = await db.visualInspectionQuestion.findMany({ orderBy: { order: 'asc' } });
  log(`catalogue: ${types.size} device types, ${actions.size} actions, ${objects.size} pests, ${observations.size} observations`);

  // ── organisation ──
  const provider = await db.company.create({ data: { name: 'Trapline', email: 'support@trapline.demo', address: 'ul. Prosta 1, 00-001 Warszawa' } });
  const admin = await db.user.create({
    data: { email: 'admin@trapline.demo', passwordHash, name: 'Anna', surname: 'Nowak', role: 'ADMIN', companyId: provider.id, language: 'PL' },
  });

  const allPlaces: Array<{ id: number; uuid: string; companyId: number; specTypes: Record<string, number>; pestCompanyIndex: number }> = [];
  const staffByCompany: number[][] = [];
  let companyIndex = 0;
  for (const spec of COMPANIES) {
    const company = await db.company.create({
      data: { name: spec.name, email: spec.email, address: spec.address, enterpriseId: spec.enterpriseId, subCompanyLimit: spec.subCompanyLimit },
    });
    await db.subscription.createMany({
      data: SUBSCRIPTIONS.map(({ validForDays, ...subscription }) => ({
        ...subscription,
        companyId: company.id,
        validUntil: new Date(today.getTime() + validForDays * DAY),
      })),
    });
    await db.companyDeviceType.createMany({ data: [...types.values()].map((t) => ({ companyId: company.id, deviceTypeId: t.id })) });
    const zone = await db.companyZone.create({ data: { companyId: company.id, name: 'Region centralny' } });
    await db.companyZone.create({ data: { companyId: company.id, name: 'Miasto', parentZoneId: zone.id } });

    const prefix = companyIndex === 0 ? '' : `${spec.enterpriseId}.`;
    const staff = [];
    for (const member of STAFF) {
      staff.push(
        await db.user.create({
          data: {
            email: `${prefix}${member.login}@trapline.demo`,
            passwordHash,
            name: member.name,
            surname: member.surnames[companyIndex === 0 ? 0 : 1],
            role: member.role,
            companyId: company.id,
          },
        }),
      );
    }
    staffByCompany.push(staff.map((s) => s.id));

    const placeGroups: Array<{ companyId: number; places: PlaceSpec[]; clientUser: boolean }> = [
      { companyId: company.id, places: placesOf(spec.enterpriseId), clientUser: false },
    ];
    for (const [clientIndex, client] of CLIENTS.filter((c) => c.company === spec.enterpriseId).entries()) {
      const clientCompany = await db.company.create({ data: { name: client.name, email: client.email, address: client.address, parentCompanyId: company.id } });
      placeGroups.push({ companyId: clientCompany.id, places: placesOf(client.name), clientUser: companyIndex === 0 && clientIndex === 0 });
    }
    for (const group of placeGroups) {
      let firstPlaceId: number | null = null;
      for (const placeSpec of group.places) {
        const place = await db.place.create({
          data: { name: placeSpec.name, address: placeSpec.address, companyId: group.companyId, companyZoneId: zone.id, radioErrorInterval: 15 },
        });
        firstPlaceId ??= place.id;
        allPlaces.push({ id: place.id, uuid: place.uuid, companyId: group.companyId, specTypes: placeSpec.types, pestCompanyIndex: companyIndex });
        await db.placeUser.createMany({
          data: staff.map((user, index) => ({ placeId: place.id, userId: user.id, permissions: [...STAFF[index]!.permissions] })),
        });
        await db.placeVisualInspectionQuestion.createMany({ data: questions.slice(0, 3).map((q) => ({ placeId: place.id, questionId: q.id })) });
      }
      if (group.clientUser && firstPlaceId !== null) {
        const client = await db.user.create({
          data: { email: 'client@trapline.demo', passwordHash, name: 'Ewa', surname: 'Kowalczyk', role: 'CLIENT', companyId: group.companyId },
        });
        const clientPlaces = await db.place.findMany({ where: { companyId: group.companyId }, select: { id: true } });
        await db.placeUser.createMany({
          data: clientPlaces.map((p) => ({ placeId: p.id, userId: client.id, permissions: ['RECEIVE_INSPECTION_REPORT' as const] })),
        });
      }
    }
    companyIndex++;
  }
  log(`organisation: ${COMPANIES.length} pest-control companies, ${allPlaces.length} places`);

  // ── places: zones, devices, inspections, records ──
  let deviceCount = 0;
  let plans = 0;
  let planImage: Buffer | undefined;
  let inspectionCount = 0;
  let recordCount = 0;
  let photoCount = 0;
  const loraCandidates: Array<{ deviceId: number; placeId: number; companyId: number; uniqueId: string }> = [];
  for (const place of allPlaces) {
    const zoneNames = ['Produkcja', 'Magazyn', 'Rampa', 'Teren zewnętrzny'];
    const zones = [];
    for (const name of zoneNames)
      zones.push(await db.placeZone.create({ data: { placeId: place.id, name, createdById: staffByCompany[place.pestCompanyIndex]![0]! } }));
    // The plan first, for the devices to stand on it.
    let plan: { id: number } | null = null;
    if (options.files) {
      const filePath = `places/${place.uuid}/maps/demo-plan.jpg`;
      await options.files.put(filePath, (planImage ??= await readFile(new URL('./assets/demo-plan.jpg', import.meta.url))), 'image/jpeg');
      plan = await db.map.create({
        data: {
          placeId: place.id,
          name: 'Plan zakładu',
          note: 'Parter: produkcja, magazyn, rampa i teren wokół budynku',
          filePath,
          width: PLAN.width,
          height: PLAN.height,
        },
        select: { id: true },
      });
      plans++;
    }
    const onZone = new Map<string, number>();
    const deviceRows: Array<{
      placeId: number;
      uniqueId: string;
      prefix: string;
      number: number;
      name: string;
      deviceTypeId: number;
      zoneId: number;
      location: string;
      lastSignalAt: Date | null;
      mapId?: number;
      mapX?: number;
      mapY?: number;
    }> = [];
    for (const [typeKey, count] of Object.entries(place.specTypes)) {
      const type = types.get(typeKey)!;
      const letter = DEVICE_TYPES.find((d) => d.key === typeKey)!.prefix;
      for (let n = 1; n <= count; n++) {
        const zone = random.pick(zones);
        deviceRows.push({
          placeId: place.id,
          uniqueId: `${letter}${n}`,
          prefix: letter,
          number: n,
          name: `${DEVICE_TYPES.find((d) => d.key === typeKey)!.name.pl} ${n}`,
          deviceTypeId: type.id,
          zoneId: zone.id,
          location: `${zone.name}, punkt ${n}`,
          lastSignalAt: type.isRadio ? new Date(today.getTime() - random.int(0, 60) * 60_000) : null,
        });
        if (plan) {
          const k = onZone.get(zone.name) ?? 0;
          onZone.set(zone.name, k + 1);
          Object.assign(deviceRows[deviceRows.length - 1]!, { mapId: plan.id, ...planPosition(zone.name, k) });
        }
      }
    }
    await db.device.createMany({ data: deviceRows });
    const devices = await db.device.findMany({
      where: { placeId: place.id },
      select: { id: true, uniqueId: true, deviceTypeId: true, mapX: true, mapY: true },
    });
    deviceCount += devices.length;
    const radioTypeId = types.get('lora')!.id;
    for (const d of devices)
      if (d.deviceTypeId === radioTypeId) loraCandidates.push({ deviceId: d.id, placeId: place.id, companyId: place.companyId, uniqueId: d.uniqueId });

    // Monthly inspections over the last six months; the latest still in progress for some places.
    const staff = staffByCompany[place.pestCompanyIndex]!;
    for (let month = 6; month >= 0; month--) {
      const startedAt = new Date(today.getTime() - month * 30 * DAY - random.int(1, 5) * DAY + 8 * 3600_000);
      const inProgress = month === 0 && random.chance(0.5);
      const approved = !inProgress && month > 0 && random.chance(0.7);
      const inspection = await db.inspection.create({
        data: {
          placeId: place.id,
          name: `Przegląd ${startedAt.toISOString().slice(0, 7)}`,
          status: inProgress ? 'IN_PROGRESS' : 'COMPLETED',
          startedAt,
          finishedAt: inProgress ? null : new Date(startedAt.getTime() + random.int(2, 5) * 3600_000),
          userId: random.pick(staff.slice(1)),
          approved,
          approvedById: approved ? staff[0]! : null,
          approvedAt: approved ? new Date(startedAt.getTime() + 2 * DAY) : null,
          additionalFields: {
            repairOrders: '',
            additionalTreatments: '',
            batchNumberOfUsedPreparations: 'LOT-2026-0' + random.int(1, 9),
            reasonForNotScanning: '',
          },
        },
      });
      inspectionCount++;
      await db.inspectionDevice.createMany({
        data: devices.map((d) => ({
          inspectionId: inspection.id,
          deviceId: d.id,
          scanned: !inProgress || random.chance(0.5),
          status: inProgress && random.chance(0.5) ? ('UNCHECKED' as const) : ('CHECKED' as const),
        })),
      });
      const inspectionDevices = await db.inspectionDevice.findMany({ where: { inspectionId: inspection.id }, select: { id: true, deviceId: true } });
      const typeOf = new Map(devices.map((d) => [d.id, d.deviceTypeId]));
      const keyOf = new Map([...types.values()].map((t) => [t.id, t.key]));
      const actionRows = [];
      const objectRows = [];
      const observationRows = [];
      for (const inspected of inspectionDevices) {
        const parts = TYPE_PARTS[keyOf.get(typeOf.get(inspected.deviceId)!)!]!;
        const common = {
          deviceId: inspected.deviceId,
          inspectionId: inspection.id,
          inspectionDeviceId: inspected.id,
          userId: inspection.userId,
          createdAt: startedAt,
        };
        actionRows.push({ ...common, deviceTypeActionId: actions.get('check')!, amount: 1 });
        if (random.chance(0.25)) actionRows.push({ ...common, deviceTypeActionId: actions.get(random.pick(parts.actions))!, amount: 1 });
        if (random.chance(0.18))
          objectRows.push({
            ...common,
            deviceTypeObjectId: objects.get(random.pick(parts.objects))!,
            amount: random.int(1, 4),
            note: random.chance(0.3) ? 'Ślady żerowania' : null,
          });
        if (parts.observations.includes('eaten') && random.chance(0.4)) {
          const pct = random.int(0, 10) * 10;
          observationRows.push({
            ...common,
            deviceTypeObservationId: observations.get('eaten')!.id,
            type: 'BAIT_COLLECT' as const,
            amount: pct,
            data: { type: 'BAIT_COLLECT', amountPercentage: pct },
          });
          if (pct >= 50) {
            const mixture = random.pick(mixtures);
            const value = random.int(1, 3);
            observationRows.push({
              ...common,
              deviceTypeObservationId: observations.get('refill')!.id,
              type: 'REFILL' as const,
              amount: value * mixture.grammage,
              data: {
                type: 'REFILL',
                totalMixtures: value * mixture.grammage,
                mixtures: { [mixture.id]: { value, grammage: mixture.grammage, mixtureId: mixture.id } },
              },
            });
          }
        }
      }
      await db.deviceActionRecord.createMany({ data: actionRows });
      await db.deviceObjectRecord.createMany({ data: objectRows });
      await db.deviceObservationRecord.createMany({ data: observationRows });
      recordCount += actionRows.length + objectRows.length + observationRows.length;
      // Photos (no random draws: the rest of the world stays as it was): the first devices with a
      // pest recorded, stored as the API stores inspection photos (docs/decisions.md).
      if (options.files) {
        const pictured = [...new Set(objectRows.map((r) => r.inspectionDeviceId))].slice(0, PHOTOS_PER_INSPECTION);
        for (const inspectionDeviceId of pictured) {
          const deviceId = inspectionDevices.find((d) => d.id === inspectionDeviceId)!.deviceId;
          const filePath = `places/${place.uuid}/inspections/${inspection.uuid}/demo-${inspectionDeviceId}.jpg`;
          await options.files.put(filePath, DEMO_PHOTO_JPEG, 'image/jpeg');
          await db.deviceImage.create({
            data: { deviceId, filePath, userId: inspection.userId, inspectionId: inspection.id, inspectionDeviceId, createdAt: startedAt },
          });
          photoCount++;
        }
      }
      await db.visualInspectionAnswer.createMany({
        data: questions.slice(0, 3).map((q) => ({
          inspectionId: inspection.id,
          questionId: q.id,
          questionText: q.question,
          value: random.chance(0.8) ? ('YES' as const) : ('NO' as const),
        })),
      });
    }

    // Recommendations, some open, some closed.
    const recommendationTexts = [
      'Uszczelnić szczelinę pod bramą rampy',
      'Usunąć resztki surowca spod regałów',
      'Naprawić siatkę w oknie magazynu',
      'Zamknąć pojemniki na odpady',
      'Odsunąć palety od ściany na 50 cm',
      'Usunąć roślinność przy ścianie budynku',
    ];
    // Between them they use every field: an owner from the staff or named in free text with an
    // e-mail, an area, a device, a place on the plan described in words, e-mail recipients, the
    // more-data-needed flag. (The extra fields are not drawn at random: the draws stay as they were.)
    const areas = ['Rampa załadunkowa', 'Magazyn surowców', 'Hala produkcyjna', 'Teren wokół budynku'];
    const anyDevice = devices[0];
    for (let i = 1; i <= 4; i++) {
      const status = random.pick(['OPEN', 'OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE'] as const);
      const created = new Date(today.getTime() - random.int(1, 150) * DAY);
      const freeTextOwner = i === 2;
      await db.recommendation.create({
        data: {
          placeId: place.id,
          uniqueId: i,
          recommendation: random.pick(recommendationTexts),
          priority: random.pick(['LOW', 'MEDIUM', 'HIGH'] as const),
          status,
          dueDate: new Date(created.getTime() + random.int(7, 45) * DAY),
          authorId: staff[1]!,
          ownerId: random.chance(0.6) && !freeTextOwner ? staff[0]! : null,
          ownerText: freeTextOwner ? 'Kierownik utrzymania ruchu klienta' : null,
          ownerEmail: freeTextOwner ? 'utrzymanie.ruchu@klient.example' : null,
          area: areas[i - 1]!,
          comment: i === 1 ? 'Szczelina ok. 2 cm, widoczne ślady gryzienia na uszczelce.' : null,
          mapText: i === 3 ? 'Hala produkcyjna, przy bramie nr 3' : null,
          // On the plan: the first at its device, two more at a spot of their own.
          ...(plan ? recommendationSpot(plan.id, i, anyDevice) : {}),
          isMoreDataNeeded: i === 4,
          ...(i === 1 && anyDevice ? { deviceId: anyDevice.id, deviceTypeId: anyDevice.deviceTypeId } : {}),
          recommendationCategoryId: random.pick(categories).id,
          zoneId: random.pick(zones).id,
          createdAt: created,
          comments: random.chance(0.5) ? { create: [{ comment: 'Przekazano kierownikowi zmiany.', authorId: staff[0]! }] } : undefined,
          recipients: i === 1 ? { create: [{ userId: staff[0]! }, { email: 'jakosc@klient.example' }] } : undefined,
        },
      });
    }

    // Upcoming visits: one today for some places, then monthly.
    const eventTypes = ['INSPECTION', 'INTERVENTION', 'MAINTENANCE'] as const;
    for (let k = 0; k < 3; k++) {
      const day = new Date(today.getTime() + (k === 0 ? (random.chance(0.3) ? 0 : 2) : k * 14 + random.int(0, 5)) * DAY);
      const event = await db.scheduleEvent.create({
        data: {
          placeId: place.id,
          name: k === 0 ? 'Przegląd miesięczny' : random.pick(['Przegląd kwartalny', 'Interwencja – gryzonie', 'Konserwacja lamp']),
          type: random.pick(eventTypes),
          dateFrom: day,
          dateTo: day,
          timeFrom: '09:00',
          timeTo: '12:00',
          createdById: staff[0]!,
        },
      });
      await db.scheduleEventUser.createMany({ data: [{ scheduleEventId: event.id, userId: random.pick(staff.slice(1)) }] });
    }
  }
  log(`devices: ${deviceCount}${plans ? `, on ${plans} plans` : ''}, inspections: ${inspectionCount}, records: ${recordCount}, photos: ${photoCount}`);

  // ── LoRa sensors with a month of uplinks ──
  let uplinkCount = 0;
  const silentSensors: Array<{ devEui: string; lastUplinkAt: Date; candidate: (typeof loraCandidates)[number] }> = [];
  for (const [i, candidate] of loraCandidates.entries()) {
    const devEui = (0x70b3d5e75e000000n + BigInt(i + 1)).toString(16).toUpperCase().padStart(16, '0');
    const alert = i % 7 === 3;
    const silent = i % 11 === 5;
    const lastUplinkAt = silent ? new Date(today.getTime() - 3 * 3600_000) : new Date(Date.now() - random.int(1, 10) * 60_000);
    const battery = random.int(150, 254);
    const lora = await db.loraDevice.create({
      data: {
        devEui,
        appEui: i % 5 === 0 ? '0000000000000000' : '0101010101010101',
        name: `Czujnik ${candidate.uniqueId}`,
        description: 'Czujnik ruchu PIR',
        companyId: candidate.companyId,
        placeId: candidate.placeId,
        deviceId: candidate.deviceId,
        // A sensor that is already silent in the demo world has had its silence noticed: the
        // bridge notifies once per silence, and the seeded notifications stand for that.
        lastUplinkAt,
        noSignalNotifiedAt: silent ? today : null,
        batteryLevel: battery,
        detectedValue: alert,
        detectedAt: alert ? new Date(Date.now() - 40 * 60_000) : null,
        detectionsCounter: random.int(0, 30),
        lastUplinkData: {
          Status: {
            batteryLevel: battery,
            detectStatus: alert ? 1 : 0,
            detectedByAlgorithm: alert ? 1 : 0,
            detectionNumber: 0,
            detectionsCounter: 0,
            detectionsCounterNew: 0,
          },
        },
      },
    });
    if (silent) {
      await db.loraHistoryEvent.create({ data: { loraDeviceId: lora.id, type: 'NO_SIGNAL', data: { lastUplinkAt: lastUplinkAt.toISOString() } } });
      silentSensors.push({ devEui, lastUplinkAt, candidate });
    }
    // The device heard what its sensor heard (as the bridge records it): the devices list and the LoRa list agree.
    await db.device.update({ where: { id: candidate.deviceId }, data: { lastSignalAt: lastUplinkAt, ...(alert ? { detect: true } : {}) } });
    if (alert) {
      await db.loraHistoryEvent.create({ data: { loraDeviceId: lora.id, type: 'ALERT', data: { detectedByAlgorithm: 1 } } });
    }
    const uplinks = [];
    for (let h = 0; h < 30 * 4; h++) {
      const at = new Date(lastUplinkAt.getTime() - h * 6 * 3600_000);
      const level = Math.max(0, battery - Math.floor(h / 12));
      const payload = Buffer.from([0x01, level, h === 0 && alert ? 1 : 0, h === 0 && alert ? 1 : 0, 0, 0]);
      uplinks.push({
        loraDeviceId: lora.id,
        deduplicationId: `seed-${devEui}-${h}`,
        fCnt: 10_000 - h,
        fPort: 2,
        rawData: payload,
        data: {
          Status: {
            batteryLevel: level,
            detectStatus: h === 0 && alert ? 1 : 0,
            detectedByAlgorithm: h === 0 && alert ? 1 : 0,
            detectionNumber: 0,
            detectionsCounter: 0,
            detectionsCounterNew: 0,
          },
        },
        rssi: -random.int(60, 115),
        snr: random.int(-5, 10),
        gatewayId: 'A84041FFFF1F2E3D',
        receivedAt: at,
      });
    }
    await db.loraUplink.createMany({ data: uplinks });
    uplinkCount += uplinks.length;
  }
  await db.loraGateway.create({ data: { devEui: 'A84041FFFF1F2E3D', name: 'Bramka – Piekarnia', companyId: allPlaces[0]!.companyId, lastSeenAt: new Date() } });
  log(`LoRa: ${loraCandidates.length} sensors, ${uplinkCount} uplinks`);

  // ── notifications for the company admin ──
  const manager = await db.user.findUniqueOrThrow({ where: { email: 'manager@trapline.demo' } });
  await db.notification.createMany({
    data: [
      {
        userId: manager.id,
        notificationKey: 'LORA_DEVICE_ALERT',
        title: 'Alarm czujnika',
        body: '<p>Czujnik <b>R4</b> wykrył ruch.</p>',
        placeId: allPlaces[1]!.id,
      },
      {
        userId: manager.id,
        notificationKey: 'UPCOMING_INSPECTION',
        title: 'Nadchodzący przegląd',
        body: '<p>Przegląd miesięczny za 2 dni.</p>',
        placeId: allPlaces[1]!.id,
        metadata: { eventDate: new Date(today.getTime() + 2 * DAY).toISOString().slice(0, 10) },
      },
      {
        userId: manager.id,
        notificationKey: 'UPCOMING_EVENT',
        title: 'Wydarzenie w harmonogramie',
        body: '<p>Konserwacja lamp w przyszłym tygodniu.</p>',
        isRead: true,
      },
    ],
  });
  // The silence of one of the admin's sensors, as the bridge writes it: kind and parameters, so
  // it reads in each reader's language and leads to the device (the text stored is the Polish one).
  const managed = new Set(
    (await db.company.findMany({ where: { OR: [{ id: manager.companyId }, { parentCompanyId: manager.companyId }] }, select: { id: true } })).map((c) => c.id),
  );
  const silence = silentSensors.find((s) => managed.has(s.candidate.companyId));
  if (silence) {
    const place = await db.place.findUniqueOrThrow({ where: { id: silence.candidate.placeId }, select: { name: true } });
    const label = silence.candidate.uniqueId;
    await db.notification.create({
      data: {
        userId: manager.id,
        notificationKey: 'LORA_DEVICE_NO_SIGNAL',
        isRead: true,
        placeId: silence.candidate.placeId,
        deviceId: silence.candidate.deviceId,
        createdAt: today,
        title: `Brak sygnału: ${label} – ${place.name}`,
        body: `<p>Czujnik <b>${label}</b> (${silence.devEui}) w miejscu <b>${place.name}</b> nie przesłał danych.</p>`,
        metadata: {
          devEui: silence.devEui,
          params: { device: label, place: place.name, devEui: silence.devEui, lastUplinkAt: silence.lastUplinkAt.toISOString() },
        },
      },
    });
  }
  log(`users: ${await db.user.count()} (password ${DEMO_PASSWORD}); super admin ${admin.email}`);
  return {
    places: allPlaces.length,
    plans,
    devices: deviceCount,
    inspections: inspectionCount,
    records: recordCount,
    photos: photoCount,
    loraDevices: loraCandidates.length,
    uplinks: uplinkCount,
  };
}
