import { radioTypeOfPort, type RadioSetting, type RadioSettingRequest } from '@trapline/contracts/radio-settings';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace, assertAdmin, assertCanSetUp } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { scopedDevice } from '../../access/scoped.ts';
import { queueDownlink } from '../lora/commands.ts';

/**
 * Radio options (spec 2, section 2.7). A change is stored as pending and queued as a
 * radio_setting downlink for each sensor it concerns, in the same transaction; the LoRa bridge
 * publishes them and sets receivedAt ("set") when a device confirms one. When every one of them
 * failed (a negative acknowledgement, a ChirpStack error, no answer in time) it is "failed".
 * Admins send changes; other non-restricted users read the history.
 */
const SELECT = {
  id: true,
  uuid: true,
  type: true,
  port: true,
  value: true,
  deviceId: true,
  createdAt: true,
  receivedAt: true,
  user: { select: { id: true, name: true, surname: true } },
} satisfies Prisma.RadioSettingSelect;

type SettingRow = Prisma.RadioSettingGetPayload<{ select: typeof SELECT }>;

const toSetting = (row: SettingRow, failed = false): RadioSetting => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  receivedAt: row.receivedAt?.toISOString() ?? null,
  status: row.receivedAt ? 'set' : failed ? 'failed' : 'pending',
});

/** The settings with their status: those not set whose downlinks all failed are failed. */
async function withStatus(db: DbClient, rows: SettingRow[]) {
  const open = rows.filter((row) => !row.receivedAt).map((row) => row.id);
  const states = open.length
    ? await db.loraDownlink.groupBy({ by: ['radioSettingId', 'status'], where: { radioSettingId: { in: open } }, _count: { _all: true } })
    : [];
  const failed = new Set(
    open.filter((id) => {
      const own = states.filter((state) => state.radioSettingId === id);
      return own.length > 0 && own.every((state) => state.status === 'FAILED');
    }),
  );
  return rows.map((row) => toSetting(row, failed.has(row.id)));
}

const HISTORY_LIMIT = 500;

async function history(db: DbClient, where: Prisma.RadioSettingWhereInput) {
  const rows = await db.radioSetting.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: HISTORY_LIMIT });
  return withStatus(db, rows);
}

/** Stores the change as pending and queues it for every sensor it concerns, in one transaction. */
async function send(
  db: DbClient,
  scope: AccessScope,
  target: { placeId: number } | { deviceId: number },
  sensorsWhere: Prisma.LoraDeviceWhereInput,
  input: RadioSettingRequest,
) {
  const row = await db.$transaction(async (tx) => {
    const setting = await tx.radioSetting.create({
      data: { ...target, type: radioTypeOfPort(input.port)!, port: input.port, value: input.data, userId: scope.principal.userId },
      select: SELECT,
    });
    const sensors = await tx.loraDevice.findMany({ where: sensorsWhere, select: { id: true } });
    for (const sensor of sensors) await queueDownlink(tx, sensor.id, { kind: 'radio_setting', port: input.port, value: input.data }, setting.id);
    return setting;
  });
  return toSetting(row);
}

export async function placeHistory(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  return history(db, { OR: [{ placeId: place.id }, { device: { placeId: place.id } }] });
}

export async function sendToPlace(db: DbClient, scope: AccessScope, placeKey: string, input: RadioSettingRequest) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertAdmin(scope);
  // The place's sensors: those placed in it and those on its devices.
  return send(db, scope, { placeId: place.id }, { OR: [{ placeId: place.id }, { device: { placeId: place.id, deletedAt: null } }] }, input);
}

const visibleDevice = scopedDevice;

export async function deviceHistory(db: DbClient, scope: AccessScope, deviceKey: string) {
  const device = await visibleDevice(db, scope, deviceKey);
  assertCanSetUp(scope);
  return history(db, { deviceId: device.id });
}

export async function sendToDevice(db: DbClient, scope: AccessScope, deviceKey: string, input: RadioSettingRequest) {
  const device = await visibleDevice(db, scope, deviceKey);
  assertAdmin(scope);
  return send(db, scope, { deviceId: device.id }, { deviceId: device.id }, input);
}
