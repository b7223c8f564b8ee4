// Downlinks out: the API stores a LoraDownlink (PENDING, fPort, bytes, uuid = our id) and runs
// pg_notify('lora_downlink', uuid) in the same transaction. The bridge LISTENs on that channel
// and publishes every unpublished PENDING item to ChirpStack's command/down topic, QoS 1, with
// our uuid as the queue item id (it comes back as queueItemId in txack/ack/log: downlinks.ts).
// LISTEN is only the fast path: the same sweep runs at start, after every reconnection and every
// minute, so nothing queued while the bridge, the broker or the listener was away is lost. The
// sweep also fails items that were never settled within the timeout.
import type { DbClient } from '@trapline/db/client';
import { listenForNotifications } from '@trapline/db/listen';
import type { MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { encodeDownlinkCommand } from './protobuf.ts';
import { commandTopic } from './topics.ts';

export const DOWNLINK_CHANNEL = 'lora_downlink';
const BATCH = 200;
const PUBLISH_TIMEOUT_MS = 5000;

/** ChirpStack's DownlinkCommand in its JSON form (integration.proto). */
export interface DownlinkCommandJson {
  id: string;
  devEui: string;
  confirmed: boolean;
  fPort: number;
  data: string;
  /** RFC 3339: ChirpStack drops the item from its queue then (and reports it EXPIRED). */
  expiresAt?: string;
}

interface PendingRow {
  id: number;
  uuid: string;
  createdAt: Date;
  fPort: number;
  data: Uint8Array;
  confirmed: boolean;
  devEui: string;
  applicationId: string | null;
}

export interface PublishOptions {
  topicPrefix: string;
  /** The form ChirpStack's integration expects: JSON (default) or binary Protobuf. */
  encoding?: 'json' | 'protobuf';
  /** Used for sensors whose application was not learned from an uplink yet. */
  defaultApplicationId?: string | undefined;
  /** Age after which an unsettled downlink is FAILED (default 24 h): it expires in ChirpStack's queue just before. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 86_400_000;

/**
 * When ChirpStack is to drop an item from its queue: a little before the bridge fails it, so that
 * no device receives a command the panel shows as failed (the margin covers the sweep's minute
 * and the two servers' clocks).
 */
export function expiryOf(createdAt: Date, timeoutMs = DEFAULT_TIMEOUT_MS): Date {
  return new Date(createdAt.getTime() + timeoutMs - Math.min(60_000, timeoutMs / 10));
}

/** Publishes a command and resolves once the broker has it (PUBACK). */
export type Publish = (topic: string, payload: string | Uint8Array) => Promise<void>;

/**
 * Publishes the unpublished PENDING downlinks (oldest first) and marks them published.
 * Rows are locked while they are published (SKIP LOCKED), so two bridges never send the same
 * item; a publish that fails leaves its row for the next sweep. Returns the number published.
 */
export async function publishPendingDownlinks(db: DbClient, publish: Publish, options: PublishOptions, log: Logger): Promise<number> {
  const fallback = options.defaultApplicationId ?? null;
  let total = 0;
  for (;;) {
    const published = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<PendingRow[]>`
          SELECT d.id, d.uuid::text AS uuid, d."createdAt", d."fPort", d.data, d.confirmed, s."devEui", s."chirpstackApplicationId" AS "applicationId"
          FROM lora_downlinks d JOIN lora_devices s ON s.id = d."loraDeviceId"
          WHERE d.status = 'PENDING' AND d."publishedAt" IS NULL
            AND (s."chirpstackApplicationId" IS NOT NULL OR ${fallback}::text IS NOT NULL)
            -- Past its expiry it is not sent any more; the sweep fails it.
            AND d."createdAt" > ${new Date(Date.now() - expiryOf(new Date(0), options.timeoutMs).getTime())}
          ORDER BY d.id
          LIMIT ${BATCH}
          FOR UPDATE OF d SKIP LOCKED`;
        if (rows.length === 0) return { count: 0, more: false };
        const results = await Promise.allSettled(
          rows.map((row) => {
            const devEui = row.devEui.toLowerCase();
            const command: DownlinkCommandJson = {
              id: row.uuid,
              devEui,
              confirmed: row.confirmed,
              fPort: row.fPort,
              data: Buffer.from(row.data).toString('base64'),
              expiresAt: expiryOf(row.createdAt, options.timeoutMs).toISOString(),
            };
            const payload = options.encoding === 'protobuf' ? encodeDownlinkCommand(command) : JSON.stringify(command);
            return publish(commandTopic(options.topicPrefix, row.applicationId ?? fallback!, devEui), payload);
          }),
        );
        const done = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
        results.forEach((result, i) => {
          if (result.status === 'rejected') log.warn({ err: result.reason, downlink: rows[i]!.uuid }, 'downlink not published; retried on the next sweep');
        });
        if (done.length) await tx.loraDownlink.updateMany({ where: { id: { in: done } }, data: { publishedAt: new Date() } });
        return { count: done.length, more: rows.length === BATCH && done.length === rows.length };
      },
      { maxWait: 10_000, timeout: PUBLISH_TIMEOUT_MS * 3 },
    );
    total += published.count;
    if (!published.more) return total;
  }
}

/**
 * Items never settled within the timeout are FAILED: PENDING ones (never published, or no
 * txack from ChirpStack) and confirmed SENT ones still waiting for the device's ack. An
 * unconfirmed item is done once SENT.
 */
export async function failExpiredDownlinks(db: DbClient, timeoutMs: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - timeoutMs);
  const minutes = Math.round(timeoutMs / 60_000);
  const unpublished = await db.loraDownlink.updateMany({
    where: { status: 'PENDING', publishedAt: null, createdAt: { lt: before } },
    data: { status: 'FAILED', error: `timeout: not published within ${minutes} min (the sensor's ChirpStack application is unknown until its first uplink)` },
  });
  const unsettled = await db.loraDownlink.updateMany({
    where: { createdAt: { lt: before }, OR: [{ status: 'PENDING' }, { status: 'SENT', confirmed: true }] },
    data: { status: 'FAILED', error: `timeout: not settled within ${minutes} min` },
  });
  return unpublished.count + unsettled.count;
}

export interface DownlinkPublisherOptions extends PublishOptions {
  db: DbClient;
  client: MqttClient;
  databaseUrl: string;
  /** Age after which an unsettled downlink is FAILED. */
  timeoutMs: number;
  /** How often the sweep runs besides notifications (60 s). */
  sweepMs: number;
  log: Logger;
}

export interface DownlinkPublisher {
  /** Runs a sweep now (coalesced with one in progress). */
  kick(): void;
  /** Resolves when no sweep is running or due. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Waits for the broker's PUBACK; refuses at once while disconnected (the next sweep retries). */
export function mqttPublish(client: MqttClient): Publish {
  return (topic, payload) => {
    if (!client.connected) return Promise.reject(new Error('MQTT broker not connected'));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no PUBACK within 5 s')), PUBLISH_TIMEOUT_MS);
      client.publish(topic, typeof payload === 'string' ? payload : Buffer.from(payload), { qos: 1 }, (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
    });
  };
}

export function startDownlinkPublisher(options: DownlinkPublisherOptions): DownlinkPublisher {
  const { db, log } = options;
  const publish = mqttPublish(options.client);
  let running: Promise<void> | undefined;
  let again = false;
  let expire = true;
  let stopped = false;

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sweep().finally(() => (running = undefined));
  }

  async function sweep() {
    do {
      again = false;
      try {
        if (expire) {
          expire = false;
          const failed = await failExpiredDownlinks(db, options.timeoutMs);
          if (failed) log.warn({ failed }, 'downlinks not settled in time marked failed');
        }
        if (!options.client.connected) continue;
        const published = await publishPendingDownlinks(db, publish, options, log);
        if (published) log.info({ published }, 'downlinks published to ChirpStack');
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'downlink sweep failed');
      }
    } while (again && !stopped);
  }

  // A (re)connection to the broker publishes what waited for it.
  const onConnect = () => kick();
  options.client.on('connect', onConnect);
  const timer = setInterval(() => {
    expire = true;
    kick();
  }, options.sweepMs);
  timer.unref();
  const listener = listenForNotifications({ databaseUrl: options.databaseUrl, channel: DOWNLINK_CHANNEL, what: 'downlink listener', log, onNotify: kick });
  kick();

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      options.client.off('connect', onConnect);
      await listener.stop();
      await running;
    },
  };
}
