// What the bridge does with each ChirpStack event: uplinks are stored once (deduplicationId),
// decoded, and move the sensor's state (uplinks.ts, in batches); a new detection raises the
// alert and notifies the place's users; status events update the battery; txack, ack and log
// settle downlinks. A bad message is counted and skipped and changes nothing.
import type { DbClient } from '@trapline/db/client';
import type { Logger } from 'pino';
import { ZStatusEvent, ZUplinkEvent, type StatusEvent, type UplinkEvent } from './events.ts';
import { decodeUplink, PayloadError, STATUS_PORT, type SensorStatus } from '@trapline/lora-codec/uplink';
import { decodeProtobufEvent } from './protobuf.ts';
import { settleAck, settleLog, settleTxAck, ZAckEvent, ZLogEvent, ZTxAckEvent } from './downlinks.ts';
import type { EventTopic } from './topics.ts';
import { type ParsedUplink, storeUplinks } from './uplinks.ts';

export interface EventCounters {
  uplinks: number;
  duplicates: number;
  unclaimed: number;
  alerts: number;
  /** Limit breaches the detections raised. */
  limitBreaches: number;
  statuses: number;
  downlinks: number;
  bad: number;
  ignored: number;
}

export const newCounters = (): EventCounters => ({
  uplinks: 0,
  duplicates: 0,
  unclaimed: 0,
  alerts: 0,
  limitBreaches: 0,
  statuses: 0,
  downlinks: 0,
  bad: 0,
  ignored: 0,
});

export class BadMessage extends Error {
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

const FIELD_MAX: Record<keyof SensorStatus, number> = {
  batteryLevel: 254,
  detectStatus: 1,
  detectedByAlgorithm: 7,
  detectionNumber: 255,
  detectionsCounter: 65535,
  detectionsCounterNew: 65535,
};

/** Why an uplink's payload could not be read (stored raw, with this as its data's `undecoded`). */
export type Undecoded = 'mac_only' | 'unknown_port' | 'invalid_payload' | 'invalid_object';

/** A codec's object checked against the columns it goes into; null when it is not a status. */
function objectStatus(event: UplinkEvent): SensorStatus | 'invalid' | null {
  const decoded = (event.object?.Status ?? event.object) as Partial<Record<keyof SensorStatus, unknown>> | undefined;
  if (!decoded || typeof decoded.detectStatus !== 'number' || typeof decoded.batteryLevel !== 'number') return null;
  const status = {} as SensorStatus;
  for (const field of Object.keys(FIELD_MAX) as (keyof SensorStatus)[]) {
    const value = decoded[field] ?? 0;
    // A codec's numbers go into integer columns: anything else is not a status we can store.
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > FIELD_MAX[field]) return 'invalid';
    status[field] = value;
  }
  return status;
}

/**
 * The status a sensor reported: ChirpStack's decoded object when a codec ran, else our codec
 * (also when the codec's object is out of range). An uplink with no status in it (a MAC-only
 * frame on fPort 0, another port, a short payload) is still an uplink: it says why.
 */
function statusOf(event: UplinkEvent): { status: SensorStatus; undecoded?: undefined } | { status: null; undecoded: Undecoded } {
  const fromObject = objectStatus(event);
  if (fromObject && fromObject !== 'invalid') return { status: fromObject };
  const fPort = event.fPort ?? 0;
  if (fPort === 0) return { status: null, undecoded: 'mac_only' };
  try {
    return { status: decodeUplink(fPort, Buffer.from(event.data ?? '', 'base64')).Status };
  } catch (error) {
    if (!(error instanceof PayloadError)) throw error;
    return { status: null, undecoded: fromObject === 'invalid' ? 'invalid_object' : fPort === STATUS_PORT ? 'invalid_payload' : 'unknown_port' };
  }
}

export interface EventOptions {
  /** ChirpStack's JSON form (its default) or its binary Protobuf form (`json = false`). */
  encoding?: EventEncoding;
  /** Store without raising alerts (uplinks from before the sensor was registered). */
  quiet?: boolean;
  /** A sensor's ChirpStack application became known or changed: its waiting downlinks can go. */
  applicationLearned?(devEui: string): void;
}

export type EventEncoding = 'json' | 'protobuf';

/** An event's payload as the object of its JSON form; null for an event the bridge does not read. */
function readEvent(event: string, payload: Buffer, encoding: EventEncoding = 'json'): unknown {
  if (encoding === 'json') return parseJson(payload);
  try {
    return decodeProtobufEvent(event, payload);
  } catch {
    throw new BadMessage('invalid Protobuf');
  }
}

export async function handleEvent(
  db: DbClient,
  topic: EventTopic,
  payload: Buffer,
  log: Logger,
  counters: EventCounters,
  hooks: EventOptions = {},
): Promise<void> {
  try {
    const read = () => readEvent(topic.event, payload, hooks.encoding);
    if (topic.event === 'up') await storeUplinks(db, [parseUplink(topic, payload, hooks.encoding)], log, counters, hooks);
    else if (topic.event === 'status') await handleStatus(db, ZStatusEvent.safeParse(read()), counters);
    else if (topic.event === 'txack') counters.downlinks += await settleTxAck(db, ok(ZTxAckEvent.safeParse(read())));
    else if (topic.event === 'ack') counters.downlinks += await settleAck(db, ok(ZAckEvent.safeParse(read())));
    else if (topic.event === 'log') counters.downlinks += await settleLog(db, ok(ZLogEvent.safeParse(read())));
    else counters.ignored++;
  } catch (error) {
    if (!(error instanceof BadMessage)) throw error;
    countBad(topic, error, log, counters);
  }
}

export function countBad(topic: EventTopic, error: BadMessage, log: Logger, counters: EventCounters) {
  counters.bad++;
  log.warn({ topic: `${topic.applicationId}/${topic.devEui}/${topic.event}`, reason: error.message, bad: counters.bad }, 'bad ChirpStack message skipped');
}

/** An `up` event read and decoded; throws BadMessage when it is no `up` event at all. */
export function parseUplink(topic: EventTopic, payload: Buffer, encoding: EventEncoding = 'json'): ParsedUplink {
  return uplinkOf(readEvent('up', payload, encoding), topic.applicationId);
}

/** An `up` event's object (its JSON form) checked and decoded; throws BadMessage when it is no `up` event at all. */
export function uplinkOf(value: unknown, topicApplicationId: string): ParsedUplink {
  const event = ok(ZUplinkEvent.safeParse(value));
  const receivedAt = new Date(event.time);
  if (Number.isNaN(receivedAt.getTime())) throw new BadMessage('invalid time');
  return {
    event,
    devEui: event.deviceInfo.devEui.toUpperCase(),
    // The application the sensor's downlinks must be published under (ChirpStack checks it).
    applicationId: event.deviceInfo.applicationId || topicApplicationId,
    receivedAt,
    ...statusOf(event),
  };
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.success) throw new BadMessage(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

async function handleStatus(db: DbClient, parsed: Parsed<StatusEvent>, counters: EventCounters) {
  const event = ok(parsed);
  const at = new Date(event.time);
  if (Number.isNaN(at.getTime())) throw new BadMessage('invalid time');
  const devEui = event.deviceInfo.devEui.toUpperCase();
  const data: { externalPower?: boolean; batteryLevel?: number; batteryAt: Date } = { batteryAt: at };
  if (event.externalPowerSource !== undefined) data.externalPower = event.externalPowerSource;
  // ChirpStack reports percent; the sensor's own scale (stored) is 0-254.
  if (!event.batteryLevelUnavailable && event.batteryLevel !== undefined)
    data.batteryLevel = Math.round((Math.max(0, Math.min(100, event.batteryLevel)) / 100) * 254);
  // A status event older than the report the battery comes from (a late or redelivered one) changes nothing.
  const updated = await db.loraDevice.updateMany({ where: { devEui, OR: [{ batteryAt: null }, { batteryAt: { lte: at } }] }, data });
  counters.statuses += updated.count;
}
