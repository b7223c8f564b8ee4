import {
  LORA_APP_EUI,
  LORA_CONFIGURATION_DEFAULTS,
  batteryPercentOf,
  batteryVoltsOf,
  type LoraBatteryDay,
  type LoraConfiguration,
  type LoraDeviceCreateRequest,
  type LoraDeviceListFilter,
  type LoraDeviceUpdateRequest,
} from '@trapline/contracts/lora';
import { Prisma, type DbClient } from '@trapline/db/client';
import { notifyUsers } from '@trapline/notifications/notify';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessScope } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { networkServerState, type ChirpStackApi } from './chirpstack.ts';
import { SENSOR_SELECT, UPLINK_SELECT, toLoraDevice, toUplink } from './mappers.ts';
import { assertManager, assertSuperAdmin, lockSensor, resolveLinks, sensorWhere, visibleSensor } from './scope.ts';
import { inScope } from '../../access/scoped.ts';
import { textContains } from '../../lib/sql.ts';
import { pageRows } from '../../lib/paging.ts';

const ORDER: Record<'createdAt' | 'lastUplinkAt', Prisma.LoraDeviceOrderByWithRelationInput[]> = {
  createdAt: [{ createdAt: 'desc' }, { id: 'desc' }],
  lastUplinkAt: [{ lastUplinkAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
};

/** The LoRa devices list (spec 3, section 2.1): filters, sorts and pages, within the caller's reach. */
export async function listSensors(db: DbClient, scope: AccessScope, query: LoraDeviceListFilter) {
  const filters: Prisma.LoraDeviceWhereInput[] = [];
  if (query.name) filters.push({ OR: [{ name: textContains(query.name) }, { devEui: textContains(query.name) }] });
  if (query.version === 'old') filters.push({ appEui: LORA_APP_EUI.old });
  if (query.version === 'new') filters.push({ appEui: { not: LORA_APP_EUI.old } });
  if (query.companyUuid) filters.push({ company: { uuid: query.companyUuid.toLowerCase() } });
  if (query.placeUuid) filters.push({ place: { uuid: query.placeUuid.toLowerCase() } });
  const where = inScope(await sensorWhere(scope), ...filters);
  const { skip, take } = pageRows(query);
  if (query.sort === 'name') {
    // Names sort as people read them (any case, Polish letters in place), which the database's
    // collation does not promise: the page is cut from the names, then its rows are read.
    const all = await db.loraDevice.findMany({ where, select: { id: true, name: true } });
    all.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    const ids = all.slice(skip, skip + take).map((s) => s.id);
    const rows = await db.loraDevice.findMany({ where: { id: { in: ids } }, select: SENSOR_SELECT });
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return { loraDevices: rows.map((row) => toLoraDevice(row)), count: all.length };
  }
  const [rows, count] = await Promise.all([
    db.loraDevice.findMany({ where, select: SENSOR_SELECT, orderBy: ORDER[query.sort], skip, take }),
    db.loraDevice.count({ where }),
  ]);
  return { loraDevices: rows.map((row) => toLoraDevice(row)), count };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** The dialogs' values: the last ones sent per dialog, the defaults for the rest. */
export function configurationOf(stored: unknown): LoraConfiguration {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<LoraConfiguration>;
  return {
    device: { ...LORA_CONFIGURATION_DEFAULTS.device, ...saved.device },
    connection: { ...LORA_CONFIGURATION_DEFAULTS.connection, ...saved.connection },
    sths_config: { ...LORA_CONFIGURATION_DEFAULTS.sths_config, ...saved.sths_config },
  };
}

async function sensorAnswer(db: DbClient, id: number) {
  return toLoraDevice(await db.loraDevice.findUniqueOrThrow({ where: { id }, select: SENSOR_SELECT }));
}

/** One sensor with its newest uplinks, its configuration and whether ChirpStack knows it. */
export async function getSensor(db: DbClient, scope: AccessScope, key: string, chirpstack: ChirpStackApi | null, log: FastifyBaseLogger) {
  const sensor = await visibleSensor(db, scope, key);
  const [row, uplinks, awsData] = await Promise.all([
    db.loraDevice.findUniqueOrThrow({ where: { id: sensor.id }, select: { ...SENSOR_SELECT, configuration: true } }),
    db.loraUplink.findMany({ where: { loraDeviceId: sensor.id }, select: UPLINK_SELECT, orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }], take: 10 }),
    networkServerState(chirpstack, sensor.devEui, log),
  ]);
  return { loraDevice: { ...toLoraDevice(row), uplinks: uplinks.map(toUplink), configuration: configurationOf(row.configuration) }, awsData };
}

const devEuiTaken = () =>
  new AppError('devices/lora_dev_eui_already_exists', { details: { fields: [{ path: 'devEui', message: 'LORA_DEV_EUI_ALREADY_EXISTS', code: 'taken' }] } });
const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Registers a sensor. A DevEUI that sent uplinks before it was registered is claimed: its
 * uplinks leave the super admin's unclaimed list at once, and the LoRa bridge imports them as
 * the sensor's history within a minute (apps/lora-bridge/src/claims.ts).
 */
export async function createSensor(db: DbClient, scope: AccessScope, input: LoraDeviceCreateRequest & { devEui: string; appEui: string }) {
  assertManager(scope);
  const links = await resolveLinks(db, scope, input, { companyId: null, placeId: null, deviceId: null }, true);
  try {
    const id = await db.$transaction(async (tx) => {
      // One sensor per device: a sensor attached before is set free.
      if (links.deviceId !== null) await tx.loraDevice.updateMany({ where: { deviceId: links.deviceId }, data: { deviceId: null } });
      const created = await tx.loraDevice.create({
        data: { devEui: input.devEui, appEui: input.appEui, name: input.name || input.devEui, description: input.description ?? null, ...links },
        select: { id: true },
      });
      return created.id;
    });
    return { loraDevice: await sensorAnswer(db, id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw devEuiTaken();
    throw error;
  }
}

export async function updateSensor(db: DbClient, scope: AccessScope, key: string, input: LoraDeviceUpdateRequest) {
  const sensor = await visibleSensor(db, scope, key);
  // Spec 3, section 6: editing and deleting sensors is the super admin's.
  assertSuperAdmin(scope);
  const links = await resolveLinks(db, scope, input, { companyId: sensor.companyId, placeId: sensor.placeId, deviceId: sensor.deviceId }, true);
  await db.$transaction(async (tx) => {
    if (links.deviceId !== null && links.deviceId !== sensor.deviceId)
      await tx.loraDevice.updateMany({ where: { deviceId: links.deviceId, NOT: { id: sensor.id } }, data: { deviceId: null } });
    await tx.loraDevice.update({
      where: { id: sensor.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.appEui !== undefined ? { appEui: input.appEui } : {}),
        ...links,
      },
    });
  });
  return { loraDevice: await sensorAnswer(db, sensor.id) };
}

/** Deletes a sensor with its uplinks and history; the device it watched loses the sensor's alert. */
export async function deleteSensor(db: DbClient, scope: AccessScope, key: string) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  await db.$transaction(async (tx) => {
    await lockSensor(tx, sensor.id);
    if (sensor.deviceId !== null && sensor.detectedValue) await tx.device.update({ where: { id: sensor.deviceId }, data: { detect: false } });
    await tx.loraDevice.delete({ where: { id: sensor.id } });
  });
}

/**
 * The super admin's manual alert (spec 3, section 4): sets the admin detect state, records an
 * ALERT history event and tells the place's users, as a sensor's own alert does.
 */
export async function manualAlert(db: DbClient, scope: AccessScope, key: string) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  const now = new Date();
  const placeId = sensor.placeId;
  await db.$transaction([
    db.loraDevice.update({ where: { id: sensor.id }, data: { adminDetectedValue: true, adminDetectedAt: now } }),
    db.loraHistoryEvent.create({ data: { loraDeviceId: sensor.id, type: 'ALERT', data: { manual: true, userId: scope.principal.userId }, createdAt: now } }),
  ]);
  const label = sensor.deviceId
    ? ((await db.device.findUnique({ where: { id: sensor.deviceId }, select: { uniqueId: true } }))?.uniqueId ?? sensor.name)
    : sensor.name;
  const place = placeId ? await db.place.findUnique({ where: { id: placeId }, select: { name: true } }) : null;
  const members = placeId ? await db.placeUser.findMany({ where: { placeId }, select: { userId: true } }) : [];
  await notifyUsers(db, {
    userIds: members.map((m) => m.userId),
    key: 'LORA_DEVICE_ALERT',
    params: { device: label, place: place?.name ?? null, devEui: sensor.devEui, at: now.toISOString(), manual: true },
    ...(placeId ? { placeId } : {}),
    ...(sensor.deviceId ? { deviceId: sensor.deviceId } : {}),
    metadata: { devEui: sensor.devEui, manual: true },
  });
  return { loraDevice: await sensorAnswer(db, sensor.id) };
}

/** Battery per day over the last 90 days of a sensor's uplinks, oldest day first (UTC days). */
export async function batteryByDay(db: DbClient, loraDeviceId: number): Promise<LoraBatteryDay[]> {
  const rows = await db.$queryRaw<Array<{ day: string; level: number }>>`
    SELECT to_char(date_trunc('day', "receivedAt"), 'YYYY-MM-DD') AS day, round(avg((data->'Status'->>'batteryLevel')::numeric))::int AS level
    FROM lora_uplinks
    WHERE "loraDeviceId" = ${loraDeviceId} AND "receivedAt" >= now() - interval '90 days'
      AND jsonb_typeof(data->'Status'->'batteryLevel') = 'number' AND (data->'Status'->>'batteryLevel')::numeric >= 0
    GROUP BY 1 ORDER BY 1`;
  return rows.map((r) => ({ day: r.day, batteryLevel: r.level, batteryPercent: batteryPercentOf(r.level)!, batteryVoltage: batteryVoltsOf(r.level)! }));
}
