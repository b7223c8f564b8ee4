import type { LoraConfiguration, LoraConnectionSettings, LoraDeviceSettings, LoraSthsSettings } from '@trapline/contracts/lora';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { notFound } from '../../lib/app-error.ts';
import { LORA_APP_EUI } from '@trapline/contracts/lora';
import type { DbClient, Prisma } from '@trapline/db/client';
import { encodeDownlink, type LoraCommand } from '@trapline/lora-codec/downlink';
import type { AccessScope } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { DOWNLINK_SELECT, SENSOR_SELECT, toDownlink, toLoraDevice } from './mappers.ts';
import { assertSuperAdmin, lockSensor, visibleSensor } from './scope.ts';
import { configurationOf } from './sensors.ts';
import { loraPageRows } from './pages.ts';

type Tx = Prisma.TransactionClient;

/**
 * Queues a command for a sensor: a PENDING LoraDownlink (our uuid goes to ChirpStack as its id)
 * and a NOTIFY lora_downlink that wakes the bridge when the transaction commits. The bridge
 * publishes it and settles it from ChirpStack's events.
 */
export async function queueDownlink(tx: Tx, loraDeviceId: number, command: LoraCommand, radioSettingId?: number) {
  const { fPort, bytes } = encodeDownlink(command);
  const row = await tx.loraDownlink.create({
    data: { loraDeviceId, kind: command.kind, fPort, data: Uint8Array.from(bytes), ...(radioSettingId === undefined ? {} : { radioSettingId }) },
    select: DOWNLINK_SELECT,
  });
  await tx.$executeRaw`SELECT pg_notify('lora_downlink', ${row.uuid})`;
  return row;
}

type Downlink = Prisma.LoraDownlinkGetPayload<{ select: typeof DOWNLINK_SELECT }>;

async function answer(db: DbClient, loraDeviceId: number, downlink: Downlink) {
  const row = await db.loraDevice.findUniqueOrThrow({ where: { id: loraDeviceId }, select: { ...SENSOR_SELECT, configuration: true } });
  return { downlink: toDownlink(downlink), loraDevice: toLoraDevice(row), configuration: configurationOf(row.configuration) };
}

type Dialog = keyof LoraConfiguration;

/**
 * A configuration dialog's values (spec 3, section 5; validated by the route's schema): queued as
 * a downlink, kept in the sensor's configuration so the dialog opens with them, and recorded as a
 * CONFIGURATION history event, all in one transaction. Super admin only.
 */
export async function configure(
  db: DbClient,
  scope: AccessScope,
  key: string,
  dialog: Dialog,
  values: LoraDeviceSettings | LoraConnectionSettings | LoraSthsSettings,
) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  const command = { kind: dialog, ...values } as LoraCommand;
  const downlink = await db.$transaction(async (tx) => {
    await lockSensor(tx, sensor.id);
    const queued = await queueDownlink(tx, sensor.id, command);
    const stored = (sensor.configuration && typeof sensor.configuration === 'object' ? sensor.configuration : {}) as Record<string, unknown>;
    await tx.loraDevice.update({ where: { id: sensor.id }, data: { configuration: { ...stored, [dialog]: values } as Prisma.InputJsonValue } });
    await tx.loraHistoryEvent.create({
      data: {
        loraDeviceId: sensor.id,
        type: 'CONFIGURATION',
        data: { kind: dialog, values, downlinkUuid: queued.uuid, userId: scope.principal.userId } as Prisma.InputJsonValue,
      },
    });
    return queued;
  });
  return answer(db, sensor.id, downlink);
}

/**
 * Clears a sensor's alert (spec 2, section 4): our alert state and the device's go at once; the
 * sensor resets when the downlink reaches it on its next connection. Super admin only.
 */
export async function clearAlert(db: DbClient, scope: AccessScope, key: string) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  const downlink = await db.$transaction(async (tx) => {
    await lockSensor(tx, sensor.id);
    const queued = await queueDownlink(tx, sensor.id, { kind: 'clear_alert' });
    await tx.loraDevice.update({ where: { id: sensor.id }, data: { detectedValue: false, adminDetectedValue: false } });
    if (sensor.deviceId !== null) await tx.device.update({ where: { id: sensor.deviceId }, data: { detect: false } });
    await tx.loraHistoryEvent.create({
      data: { loraDeviceId: sensor.id, type: 'CLEAR_ALERT', data: { downlinkUuid: queued.uuid, userId: scope.principal.userId } },
    });
    return queued;
  });
  return answer(db, sensor.id, downlink);
}

/** The legacy algorithm and health check: commands for old sensors only (appEui of sixteen zeros). */
export async function legacyCommand(
  db: DbClient,
  scope: AccessScope,
  key: string,
  command: Extract<LoraCommand, { kind: 'legacy_device' | 'legacy_healthcheck' }>,
) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  if (sensor.appEui !== LORA_APP_EUI.old) throw new AppError('lora/not_legacy_device');
  const downlink = await db.$transaction(async (tx) => {
    await lockSensor(tx, sensor.id);
    const queued = await queueDownlink(tx, sensor.id, command);
    await tx.loraHistoryEvent.create({
      data: { loraDeviceId: sensor.id, type: 'CONFIGURATION', data: { ...command, downlinkUuid: queued.uuid, userId: scope.principal.userId } },
    });
    return queued;
  });
  return answer(db, sensor.id, downlink);
}

/**
 * A sensor's downlinks, newest first, with their fate as ChirpStack reported it (pages of 100,
 * from 0). Super admin, as the commands that queue most of them.
 */
export async function listDownlinks(db: DbClient, scope: AccessScope, key: string, page: { page: number; limit: number }) {
  const sensor = await visibleSensor(db, scope, key);
  assertSuperAdmin(scope);
  const [rows, count] = await Promise.all([
    db.loraDownlink.findMany({
      where: { loraDeviceId: sensor.id },
      select: DOWNLINK_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...loraPageRows(page),
    }),
    db.loraDownlink.count({ where: { loraDeviceId: sensor.id } }),
  ]);
  return { rows: rows.map(toDownlink), count };
}

/** A downlink of a sensor as its path names it: the sensor's and the downlink's id or uuid. */
export interface LoraDownlinkPath {
  uuid: string;
  downlinkUuid: string;
}

/** One downlink of a sensor, by numeric id or uuid; 404 when it is not that sensor's. */
export async function getDownlink(db: DbClient, scope: AccessScope, path: LoraDownlinkPath) {
  const sensor = await visibleSensor(db, scope, path.uuid);
  assertSuperAdmin(scope);
  const where = idOrUuidWhere(path.downlinkUuid);
  const row = where ? await db.loraDownlink.findFirst({ where: { AND: [where, { loraDeviceId: sensor.id }] }, select: DOWNLINK_SELECT }) : null;
  if (!row) throw notFound();
  return { downlink: toDownlink(row) };
}
