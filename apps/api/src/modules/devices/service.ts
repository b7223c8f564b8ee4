import {
  DEVICE_LIMITS,
  multipleUniqueIds,
  splitUniqueId,
  type CreateDevicesRequest,
  type Device,
  type DeviceStatus,
  type UpdateDeviceRequest,
} from '@trapline/contracts/devices';
import { Prisma, type DbClient, type SqlPool } from '@trapline/db/client';
import { lockSubscriptionLimits } from '@trapline/db/subscriptions';
import { accessiblePlace, assertCanSetUp, type PlaceRef, type ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { inScope } from '../../access/scoped.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import { availableTypesWhere } from '../catalogue/device-types.ts';
import { withLocalTypeNames } from '../catalogue/local-names.ts';
import { DEVICE_LIST_SELECT, fromDeviceListRow, toDeviceListItem } from './list-item.ts';
import * as repo from './repository.ts';
import { assignQrCode } from '../qrcodes/assign.ts';

const LIVE = { deletedAt: null } as const;

const DETAIL_SELECT = {
  ...DEVICE_LIST_SELECT,
  qrCodeId: true,
  qrCode: { select: { code: true } },
  nfcId: true,
  lastHistoryDetectionCounter: true,
  createdAt: true,
  loraDevices: { select: { devEui: true }, take: 1 },
} satisfies Prisma.DeviceSelect;

type DetailRow = Prisma.DeviceGetPayload<{ select: typeof DETAIL_SELECT }>;

/** Alert first, then the letter prefix, then the number of the unique id (spec 2, section 2.3). */
const ORDER: Prisma.DeviceOrderByWithRelationInput[] = [{ detect: 'desc' }, { prefix: 'asc' }, { number: { sort: 'asc', nulls: 'last' } }, { uniqueId: 'asc' }];

function toDevice(row: DetailRow, place: PlaceRef, now: Date): Device {
  const { qrCodeId, qrCode, loraDevices, createdAt, ...rest } = row;
  return {
    ...toDeviceListItem(rest, place, now),
    qrcodeId: qrCodeId,
    qrCode: qrCode?.code ?? null,
    nfcId: row.nfcId,
    loraDevEui: loraDevices[0]?.devEui ?? null,
    lastHistoryDetectionCounter: row.lastHistoryDetectionCounter,
    place: { id: place.id, uuid: place.uuid, name: place.name, radioErrorInterval: place.radioErrorInterval },
    createdAt: createdAt.toISOString(),
  };
}

export async function listDevices(
  db: DbClient,
  sql: SqlPool,
  scope: AccessScope,
  placeKey: string,
  query: { status?: DeviceStatus | undefined; zoneId?: number | undefined; deviceTypeId?: number | undefined; search?: string | undefined },
  language = 'pl',
) {
  const place = await accessiblePlace(db, scope, placeKey);
  const rows = await repo.listDeviceRows(sql, place, {
    zoneId: query.zoneId ?? null,
    deviceTypeId: query.deviceTypeId ?? null,
    search: query.search ? containsPattern(query.search) : null,
  });
  const now = new Date();
  // Status depends on the clock, so it is computed here rather than stored.
  let items = rows.map((r) => fromDeviceListRow(r, place, now));
  if (query.status) items = items.filter((r) => (query.status === 'alert' ? r.detect : r.status === query.status));
  items = await withLocalTypeNames(db, items, language);
  return { rows: items, count: items.length };
}

/** A live device of a place the caller reaches (the place resolved first). */
async function findDevice(db: DbClient, place: ScopedPlace, deviceKey: string) {
  const where = keyWhereOrNotFound(deviceKey);
  const device = await db.device.findFirst({ where: inScope<Prisma.DeviceWhereInput>({ placeId: place.id, ...LIVE }, where), select: DETAIL_SELECT });
  if (!device) throw notFound();
  return device;
}

/** A device as its path names it: the place's numeric id or uuid and the device's uuid (or numeric id). */
export interface DevicePath {
  placeId: string;
  deviceUuid: string;
}

/** The place the caller sees and its live device the path names, or 404. */
async function deviceAt(db: DbClient, scope: AccessScope, path: DevicePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  return { place, device: await findDevice(db, place, path.deviceUuid) };
}

export async function getDevice(db: DbClient, scope: AccessScope, path: DevicePath, language = 'pl'): Promise<Device> {
  const { place, device } = await deviceAt(db, scope, path);
  const [localized] = await withLocalTypeNames(db, [toDevice(device, place, new Date())], language);
  return localized!;
}

async function checkZone(db: DbClient, placeId: number, zoneId: number | null | undefined) {
  if (zoneId == null) return;
  if (!(await db.placeZone.findFirst({ where: { id: zoneId, placeId }, select: { id: true } }))) throw fieldError('zoneId', 'zone_not_found');
}

/** A device type the place's company may use: a global type, or one of its own or its parent's. */
async function checkDeviceType(db: DbClient, place: PlaceRef, deviceTypeId: number) {
  const company = await db.company.findUniqueOrThrow({ where: { id: place.companyId }, select: { parentCompanyId: true } });
  const owners = [place.companyId, ...(company.parentCompanyId ? [company.parentCompanyId] : [])];
  // The types the place's catalogue offers: the company's and its parent's own, and the global
  // types either of them chose (a global type nobody assigned is not offered, so not accepted).
  const type = await db.deviceType.findFirst({ where: { id: deviceTypeId, ...availableTypesWhere(owners) }, select: { id: true, isRadio: true } });
  if (!type) throw fieldError('deviceTypeId', 'device_type_required');
  return { type, rootId: company.parentCompanyId ?? place.companyId };
}

async function uniqueIdsToCreate(db: DbClient, placeId: number, input: CreateDevicesRequest): Promise<string[]> {
  if (input.amountType === 'ONE') return [input.uniqueId];
  if (input.amountType === 'SPECIFIC') {
    const ids = input.specificUniqueIds;
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length) throw fieldError('specificUniqueIds', 'duplicate_unique_ids', { uniqueIds: [...new Set(repeated)] });
    return ids;
  }
  let first = input.startFromNumber ?? 1;
  if (input.startFrom === 'NO') {
    const highest = await db.device.aggregate({ where: { placeId, prefix: input.prefix, ...LIVE }, _max: { number: true } });
    first = (highest._max.number ?? 0) + 1;
  } else if (input.startFromNumber === undefined) {
    throw fieldError('startFromNumber', 'required');
  }
  const ids = multipleUniqueIds(input.prefix, first, input.amount);
  const last = ids.at(-1)!;
  if (last.length > DEVICE_LIMITS.uniqueIdMaxLength) throw fieldError('amount', 'UNIQUE_ID_TOO_LONG', { code: 'too_big', lastUniqueId: last });
  return ids;
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Creates one or many devices in one transaction (spec 2, sections 2.4 and 5). The company tree's
 * device limit (active subscription) and the unique ids are checked under a lock per company tree,
 * so two creations at once cannot both slip under the limit.
 */
export async function createDevices(db: DbClient, scope: AccessScope, placeKey: string, input: CreateDevicesRequest): Promise<Device | Device[]> {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const { type, rootId } = await checkDeviceType(db, place, input.deviceTypeId);
  await checkZone(db, place.id, input.zoneId);
  const loraDevEui = input.amountType === 'ONE' ? (input.loraDevEui ?? null) : null;
  if (loraDevEui && !type.isRadio) throw fieldError('loraDevEui', 'lora_only_for_radio_device_types');
  const uniqueIds = await uniqueIdsToCreate(db, place.id, input);

  try {
    const ids = await db.$transaction(async (tx) => {
      const subscription = await lockSubscriptionLimits(tx, rootId);
      if (subscription?.devicesLimit != null) {
        const used = await tx.device.count({ where: { ...LIVE, place: { company: { OR: [{ id: rootId }, { parentCompanyId: rootId }] } } } });
        if (used + uniqueIds.length > subscription.devicesLimit) {
          throw new AppError('devices/company_devices_limit_reached', { details: { limit: subscription.devicesLimit, used, requested: uniqueIds.length } });
        }
      }
      const taken = await tx.device.findMany({ where: { placeId: place.id, uniqueId: { in: uniqueIds }, ...LIVE }, select: { uniqueId: true } });
      if (taken.length) throw new AppError('devices/uniqueid_already_exists', { details: { uniqueIds: taken.map((d) => d.uniqueId) } });
      if (loraDevEui && (await tx.loraDevice.findUnique({ where: { devEui: loraDevEui }, select: { id: true } }))) {
        throw new AppError('devices/lora_dev_eui_already_exists', {
          details: { fields: [{ path: 'loraDevEui', message: 'LORA_DEV_EUI_ALREADY_EXISTS', code: 'taken' }] },
        });
      }
      const created = await tx.device.createManyAndReturn({
        data: uniqueIds.map((uniqueId) => ({
          placeId: place.id,
          uniqueId,
          ...splitUniqueId(uniqueId),
          deviceTypeId: input.deviceTypeId,
          name: input.name ?? null,
          description: input.description ?? null,
          location: input.location ?? null,
          zoneId: input.zoneId ?? null,
        })),
        select: { id: true },
      });
      if (loraDevEui) {
        await tx.loraDevice.create({
          data: { devEui: loraDevEui, name: uniqueIds[0]!, companyId: place.companyId, placeId: place.id, deviceId: created[0]!.id },
        });
      }
      return created.map((d) => d.id);
    });
    const rows = await db.device.findMany({ where: { id: { in: ids } }, select: DETAIL_SELECT, orderBy: ORDER });
    const now = new Date();
    const devices = rows.map((r) => toDevice(r, place, now));
    return input.amountType === 'ONE' ? devices[0]! : devices;
  } catch (error) {
    // A creation racing this one took an id between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('devices/uniqueid_already_exists', { details: { uniqueIds } });
    throw error;
  }
}

/**
 * The NFC tag a device gets (its serial number), or null to take it away. One physical tag marks
 * one device: a tag another live device of the caller's companies has is refused (409).
 */
async function checkNfcTag(db: DbClient, scope: AccessScope, deviceId: number, serial: string | null): Promise<string | null> {
  if (!serial) return null;
  const taken = await db.device.findFirst({
    where: { nfcId: serial, ...LIVE, NOT: { id: deviceId }, place: { company: await scope.companyWhere() } },
    select: { id: true },
  });
  if (taken) throw new AppError('devices/nfc_in_use', { details: { fields: [{ path: 'nfcId', message: 'nfc_in_use', code: 'taken' }] } });
  return serial;
}

/** Edits a device; its type never changes (spec 2, section 2.5). */
export async function updateDevice(db: DbClient, scope: AccessScope, path: DevicePath, input: UpdateDeviceRequest): Promise<Device> {
  const { place, device } = await deviceAt(db, scope, path);
  assertCanSetUp(scope);
  await checkZone(db, place.id, input.zoneId);
  const data: Prisma.DeviceUncheckedUpdateInput = {};
  if (input.uniqueId !== undefined && input.uniqueId !== device.uniqueId) {
    const taken = await db.device.findFirst({ where: { placeId: place.id, uniqueId: input.uniqueId, ...LIVE, NOT: { id: device.id } }, select: { id: true } });
    if (taken)
      throw new AppError('devices/uniqueid_already_exists', {
        details: { uniqueIds: [input.uniqueId], fields: [{ path: 'uniqueId', message: 'UNIQUE_ID_EXISTS', code: 'taken' }] },
      });
    Object.assign(data, { uniqueId: input.uniqueId, ...splitUniqueId(input.uniqueId) });
  }
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.location !== undefined) data.location = input.location;
  if (input.zoneId !== undefined) data.zoneId = input.zoneId;
  if (input.nfcId !== undefined) data.nfcId = await checkNfcTag(db, scope, device.id, input.nfcId);
  try {
    await db.$transaction(async (tx) => {
      await tx.device.update({ where: { id: device.id }, data });
      if (input.qrCode !== undefined) await assignQrCode(tx, scope, device, input.qrCode);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('devices/uniqueid_already_exists', { details: { uniqueIds: [input.uniqueId] } });
    throw error;
  }
  return toDevice(await findDevice(db, place, String(device.id)), place, new Date());
}

async function devicesOfPlace(db: DbClient, placeId: number, uuids: string[]) {
  const rows = await db.device.findMany({ where: { placeId, uuid: { in: uuids.map((u) => u.toLowerCase()) }, ...LIVE }, select: { id: true } });
  // All or nothing: an id of another place (or a deleted device) makes the whole request fail.
  if (rows.length !== new Set(uuids.map((u) => u.toLowerCase())).size) throw fieldError('deviceUuids', 'device_not_found');
  return rows.map((r) => r.id);
}

/**
 * Deletes devices with all their actions, objects and observations (spec 2, section 4). The
 * device rows stay, marked deleted and off the map, for the recommendations and reports that
 * name them; their unique ids and QR codes become free (a code can be given to another device).
 */
export async function bulkDelete(db: DbClient, scope: AccessScope, placeKey: string, deviceUuids: string[]) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const ids = await devicesOfPlace(db, place.id, deviceUuids);
  await db.$transaction([
    db.deviceActionRecord.deleteMany({ where: { deviceId: { in: ids } } }),
    db.deviceObjectRecord.deleteMany({ where: { deviceId: { in: ids } } }),
    db.deviceObservationRecord.deleteMany({ where: { deviceId: { in: ids } } }),
    db.loraDevice.updateMany({ where: { deviceId: { in: ids } }, data: { deviceId: null } }),
    db.qrCode.updateMany({ where: { device: { is: { id: { in: ids } } } }, data: { used: false } }),
    db.device.updateMany({ where: { id: { in: ids } }, data: { deletedAt: new Date(), mapId: null, mapX: null, mapY: null, qrCodeId: null, zoneId: null } }),
  ]);
  return { count: ids.length };
}

export async function bulkZoneAssign(db: DbClient, scope: AccessScope, placeKey: string, deviceUuids: string[], zoneId: number | null) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  await checkZone(db, place.id, zoneId);
  const ids = await devicesOfPlace(db, place.id, deviceUuids);
  const result = await db.device.updateMany({ where: { id: { in: ids } }, data: { zoneId } });
  return { count: result.count };
}

/** Every live device of a place with its details, in list order. */
export async function allData(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  const now = new Date();
  const rows = (await db.device.findMany({ where: { placeId: place.id, ...LIVE }, select: DETAIL_SELECT, orderBy: ORDER })).map((r) => toDevice(r, place, now));
  return { rows, count: rows.length };
}
