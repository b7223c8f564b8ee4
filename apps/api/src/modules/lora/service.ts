import { Prisma, type DbClient } from '@trapline/db/client';
import { accessiblePlace, assertCanSetUp, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { SENSOR_SELECT as SELECT, UPLINK_SELECT, toLoraDevice, toUplink } from './mappers.ts';
import { visibleSensor } from './scope.ts';
import { batteryByDay } from './sensors.ts';
import { loraPageRows } from './pages.ts';

/** Sensors a place may use: those already in it, and its company's sensors not yet in a place. */
export async function placeSensors(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  const rows = await db.loraDevice.findMany({
    where: { OR: [{ placeId: place.id }, { companyId: place.companyId, placeId: null }] },
    select: SELECT,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return { loraDevices: rows.map((row) => toLoraDevice(row)) };
}

/** A device of a place as its path names it: the place's id or uuid and the device's. */
export interface PlaceDevicePath {
  placeId: string;
  deviceUuid: string;
}

async function radioDevice(db: DbClient, place: PlaceRef, deviceKey: string) {
  const where = keyWhereOrNotFound(deviceKey);
  const device = await db.device.findFirst({
    where: { AND: [where, { placeId: place.id, deletedAt: null }] },
    select: { id: true, uniqueId: true, deviceType: { select: { isRadio: true } } },
  });
  if (!device) throw notFound();
  return device;
}

/** The sensor attached to a device, or null. */
export async function deviceSensor(db: DbClient, scope: AccessScope, path: PlaceDevicePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const device = await radioDevice(db, place, path.deviceUuid);
  const row = await db.loraDevice.findFirst({ where: { deviceId: device.id }, select: SELECT });
  return { loraDevice: row ? toLoraDevice(row) : null };
}

async function attach(db: DbClient, place: PlaceRef, device: { id: number; deviceType: { isRadio: boolean } }, sensorId: number) {
  if (!device.deviceType.isRadio) throw fieldError('deviceUuid', 'lora_only_for_radio_device_types');
  await db.$transaction([
    // One sensor per device: a sensor attached before is set free.
    db.loraDevice.updateMany({ where: { deviceId: device.id, NOT: { id: sensorId } }, data: { deviceId: null } }),
    db.loraDevice.update({ where: { id: sensorId }, data: { deviceId: device.id, placeId: place.id, companyId: place.companyId } }),
  ]);
}

export async function assignSensor(db: DbClient, scope: AccessScope, path: PlaceDevicePath, loraDeviceUuid: string) {
  const place = await accessiblePlace(db, scope, path.placeId);
  assertCanSetUp(scope);
  const device = await radioDevice(db, place, path.deviceUuid);
  const sensor = await db.loraDevice.findFirst({
    where: { uuid: loraDeviceUuid.toLowerCase(), OR: [{ placeId: place.id }, { companyId: place.companyId, placeId: null }] },
    select: { id: true, deviceId: true },
  });
  if (!sensor) throw fieldError('loraDeviceUuid', 'lora_device_not_found');
  if (sensor.deviceId !== null && sensor.deviceId !== device.id)
    throw new AppError('common/conflict', { details: { reason: 'lora_device_attached_elsewhere' } });
  await attach(db, place, device, sensor.id);
  return deviceSensor(db, scope, path);
}

export async function createSensor(
  db: DbClient,
  scope: AccessScope,
  path: PlaceDevicePath,
  input: { devEui: string; name?: string | undefined; description?: string | null | undefined },
) {
  const place = await accessiblePlace(db, scope, path.placeId);
  assertCanSetUp(scope);
  const device = await radioDevice(db, place, path.deviceUuid);
  if (!device.deviceType.isRadio) throw fieldError('deviceUuid', 'lora_only_for_radio_device_types');
  let sensorId: number;
  try {
    sensorId = (
      await db.loraDevice.create({
        data: {
          devEui: input.devEui,
          name: input.name || device.uniqueId,
          description: input.description ?? null,
          companyId: place.companyId,
          placeId: place.id,
        },
        select: { id: true },
      })
    ).id;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('devices/lora_dev_eui_already_exists', {
        details: { fields: [{ path: 'devEui', message: 'LORA_DEV_EUI_ALREADY_EXISTS', code: 'taken' }] },
      });
    }
    throw error;
  }
  await attach(db, place, device, sensorId);
  return deviceSensor(db, scope, path);
}

/** Detaches the sensor from the device; it stays in the place, free to attach again. */
export async function unassignSensor(db: DbClient, scope: AccessScope, path: PlaceDevicePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  assertCanSetUp(scope);
  const device = await radioDevice(db, place, path.deviceUuid);
  const result = await db.loraDevice.updateMany({ where: { deviceId: device.id }, data: { deviceId: null } });
  if (result.count === 0) throw notFound();
}

export async function deviceUplinks(db: DbClient, scope: AccessScope, path: PlaceDevicePath, page: { page: number; limit: number }) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const device = await radioDevice(db, place, path.deviceUuid);
  const sensor = await db.loraDevice.findFirst({ where: { deviceId: device.id }, select: { id: true } });
  if (!sensor) return { rows: [], count: 0 };
  return uplinkPage(db, sensor.id, page);
}

export async function uplinkPage(db: DbClient, loraDeviceId: number, page: { page: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db.loraUplink.findMany({
      where: { loraDeviceId },
      select: UPLINK_SELECT,
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      ...loraPageRows(page),
    }),
    db.loraUplink.count({ where: { loraDeviceId } }),
  ]);
  return { rows: rows.map(toUplink), count };
}

export async function historyPage(db: DbClient, scope: AccessScope, uuid: string, page: { page: number; limit: number }) {
  const sensor = await visibleSensor(db, scope, uuid);
  const [rows, count] = await Promise.all([
    db.loraHistoryEvent.findMany({
      where: { loraDeviceId: sensor.id },
      select: { uuid: true, type: true, data: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...loraPageRows(page),
    }),
    db.loraHistoryEvent.count({ where: { loraDeviceId: sensor.id } }),
  ]);
  return { rows: rows.map((r) => ({ ...r, data: r.data as Record<string, unknown>, createdAt: r.createdAt.toISOString() })), count };
}

/** A sensor's uplinks page, with its battery per day for the details chart. */
export async function sensorUplinks(db: DbClient, scope: AccessScope, uuid: string, page: { page: number; limit: number }) {
  const sensor = await visibleSensor(db, scope, uuid);
  const [uplinks, batteryUplinks] = await Promise.all([uplinkPage(db, sensor.id, page), batteryByDay(db, sensor.id)]);
  return { ...uplinks, batteryUplinks };
}
