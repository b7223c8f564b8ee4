// What the bridge does with each ChirpStack event: uplinks are stored once (deduplicationId),
// decoded, and move the sensor's state; a new detection raises the alert and notifies the
// place's users; status events update the battery. A bad message is counted and skipped and
// changes nothing.
import { notifyUsers } from '@trapline/notifications/notify';
import type { DbClient } from '@trapline/db/client';
import type { Logger } from 'pino';
import { ZStatusEvent, ZUplinkEvent, type StatusEvent, type UplinkEvent } from './events.ts';
import { decodeUplink, PayloadError, type SensorStatus } from '@trapline/lora-codec/uplink';
import { settleAck, settleLog, settleTxAck, ZAckEvent, ZLogEvent, ZTxAckEvent } from './downlinks.ts';
import type { EventTopic } from './topics.ts';

export interface EventCounters {
  uplinks: number;
  duplicates: number;
  unclaimed: number;
  alerts: number;
  statuses: number;
  downlinks: number;
  bad: number;
  ignored: number;
}

export const newCounters = (): EventCounters => ({ uplinks: 0, duplicates: 0, unclaimed: 0, alerts: 0, statuses: 0, downlinks: 0, bad: 0, ignored: 0 });

class BadMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadMessage';
  }
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    throw new BadMessage('invalid JSON');
  }
}

/** The status a sensor reported: ChirpStack's decoded object when a codec ran, else our codec. */
function statusOf(event: UplinkEvent): SensorStatus {
  const decoded = (event.object?.Status ?? event.object) as Partial<SensorStatus> | undefined;
  if (decoded && typeof decoded.detectStatus === 'number' && typeof decoded.batteryLevel === 'number') {
    return {
      batteryLevel: decoded.batteryLevel,
      detectStatus: decoded.detectStatus,
      detectedByAlgorithm: decoded.detectedByAlgorithm ?? 0,
      detectionNumber: decoded.detectionNumber ?? 0,
      detectionsCounter: decoded.detectionsCounter ?? 0,
      detectionsCounterNew: decoded.detectionsCounterNew ?? 0,
    };
  }
  try {
    return decodeUplink(event.fPort ?? 0, Buffer.from(event.data ?? '', 'base64')).Status;
  } catch (error) {
    if (error instanceof PayloadError) throw new BadMessage(error.message);
    throw error;
  }
}

export interface EventHooks {
  /** A sensor's ChirpStack application became known or changed: its waiting downlinks can go. */
  applicationLearned?(devEui: string): void;
}

export async function handleEvent(db: DbClient, topic: EventTopic, payload: Buffer, log: Logger, counters: EventCounters, hooks: EventHooks = {}): Promise<void> {
  try {
    if (topic.event === 'up') await handleUplink(db, topic, ZUplinkEvent.safeParse(parseJson(payload)), log, counters, hooks);
    else if (topic.event === 'status') await handleStatus(db, ZStatusEvent.safeParse(parseJson(payload)), counters);
    else if (topic.event === 'txack') counters.downlinks += await settleTxAck(db, ok(ZTxAckEvent.safeParse(parseJson(payload))));
    else if (topic.event === 'ack') counters.downlinks += await settleAck(db, ok(ZAckEvent.safeParse(parseJson(payload))));
    else if (topic.event === 'log') counters.downlinks += await settleLog(db, ok(ZLogEvent.safeParse(parseJson(payload))));
    else counters.ignored++;
  } catch (error) {
    if (!(error instanceof BadMessage)) throw error;
    counters.bad++;
    log.warn({ topic: `${topic.applicationId}/${topic.devEui}/${topic.event}`, reason: error.message, bad: counters.bad }, 'bad ChirpStack message skipped');
  }
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.success) throw new BadMessage(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

async function handleUplink(db: DbClient, topic: EventTopic, parsed: Parsed<UplinkEvent>, log: Logger, counters: EventCounters, hooks: EventHooks) {
  const event = ok(parsed);
  const devEui = event.deviceInfo.devEui.toUpperCase();
  const receivedAt = new Date(event.time);
  if (Number.isNaN(receivedAt.getTime())) throw new BadMessage('invalid time');
  const status = statusOf(event);

  const sensor = await db.loraDevice.findUnique({
    where: { devEui },
    select: { id: true, name: true, detectedValue: true, placeId: true, deviceId: true, chirpstackApplicationId: true, device: { select: { placeId: true, uniqueId: true } } },
  });
  if (!sensor) {
    const stored = await db.loraUnclaimedUplink.createMany({ data: [{ devEui, deduplicationId: event.deduplicationId, applicationId: event.deviceInfo.applicationId ?? null, payload: event as object, receivedAt }], skipDuplicates: true });
    counters.unclaimed += stored.count;
    return;
  }

  const best = [...(event.rxInfo ?? [])].sort((a, b) => (b.rssi ?? -999) - (a.rssi ?? -999))[0];
  const newAlert = status.detectStatus === 1 && !sensor.detectedValue;
  const placeId = sensor.device?.placeId ?? sensor.placeId;
  // The application the sensor's downlinks must be published under (ChirpStack checks it).
  const applicationId = event.deviceInfo.applicationId || topic.applicationId;
  const learned = applicationId !== sensor.chirpstackApplicationId;
  const stored = await db.$transaction(async (tx) => {
    const inserted = await tx.loraUplink.createMany({
      data: [{
        loraDeviceId: sensor.id,
        deduplicationId: event.deduplicationId,
        fCnt: event.fCnt ?? 0,
        fPort: event.fPort ?? 0,
        rawData: Buffer.from(event.data ?? '', 'base64'),
        data: { Status: { ...status } },
        rssi: best?.rssi ?? null,
        snr: best?.snr ?? null,
        gatewayId: best?.gatewayId ?? null,
        receivedAt,
      }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return false;
    await tx.loraDevice.update({
      where: { id: sensor.id },
      data: {
        lastUplinkAt: receivedAt,
        batteryLevel: status.batteryLevel,
        detectionsCounter: status.detectionsCounter,
        lastUplinkData: { Status: { ...status } },
        noSignalNotifiedAt: null,
        ...(learned ? { chirpstackApplicationId: applicationId } : {}),
        ...(newAlert ? { detectedValue: true, detectedAt: receivedAt } : {}),
      },
    });
    if (sensor.deviceId) {
      await tx.device.update({ where: { id: sensor.deviceId }, data: { lastSignalAt: receivedAt, lastHistoryDetectionCounter: status.detectionsCounter, ...(newAlert ? { detect: true } : {}) } });
    }
    if (newAlert) await tx.loraHistoryEvent.create({ data: { loraDeviceId: sensor.id, type: 'ALERT', data: { ...status, deduplicationId: event.deduplicationId } } });
    return true;
  });
  if (!stored) {
    counters.duplicates++;
    return;
  }
  counters.uplinks++;
  if (learned) hooks.applicationLearned?.(devEui);

  for (const gateway of event.rxInfo ?? []) {
    if (!gateway.gatewayId || !/^[0-9a-fA-F]{16}$/.test(gateway.gatewayId)) continue;
    const gatewayEui = gateway.gatewayId.toUpperCase();
    await db.loraGateway.upsert({ where: { devEui: gatewayEui }, create: { devEui: gatewayEui, name: gatewayEui, lastSeenAt: receivedAt, placeId }, update: { lastSeenAt: receivedAt } });
  }

  if (newAlert) {
    counters.alerts++;
    const members = placeId ? await db.placeUser.findMany({ where: { placeId }, select: { userId: true } }) : [];
    const label = sensor.device?.uniqueId ?? sensor.name;
    await notifyUsers(db, {
      userIds: members.map((m) => m.userId),
      key: 'LORA_DEVICE_ALERT',
      title: `Alarm: ${label}`,
      body: `<p>Czujnik <b>${label}</b> (${devEui}) wykrył szkodnika.</p>`,
      ...(placeId ? { placeId } : {}),
      ...(sensor.deviceId ? { deviceId: sensor.deviceId } : {}),
      metadata: { devEui, detectedByAlgorithm: status.detectedByAlgorithm },
    });
    log.info({ devEui, placeId }, 'sensor alert raised');
  }
}

async function handleStatus(db: DbClient, parsed: Parsed<StatusEvent>, counters: EventCounters) {
  const event = ok(parsed);
  const devEui = event.deviceInfo.devEui.toUpperCase();
  const data: { externalPower?: boolean; batteryLevel?: number } = {};
  if (event.externalPowerSource !== undefined) data.externalPower = event.externalPowerSource;
  // ChirpStack reports percent; the sensor's own scale (stored) is 0-254.
  if (!event.batteryLevelUnavailable && event.batteryLevel !== undefined) data.batteryLevel = Math.round((Math.max(0, Math.min(100, event.batteryLevel)) / 100) * 254);
  const updated = await db.loraDevice.updateMany({ where: { devEui }, data });
  counters.statuses += updated.count;
}
