// Downlinks through a real broker and database: the API's way of queueing (row + pg_notify in one
// transaction), ChirpStack's command/down JSON with our id, and the fate coming back.
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { decodeDownlink, encodeDownlink } from '@trapline/lora-codec/downlink';
import { encodeStatus } from '@trapline/lora-codec/uplink';
import { type Bridge, startBridge } from '../src/bridge.ts';
import {
  type DownlinkCommandJson,
  type DownlinkPublisher,
  failExpiredDownlinks,
  publishPendingDownlinks,
  startDownlinkPublisher,
} from '../src/downlink-publisher.ts';
import { handleEvent, newCounters } from '../src/events-handler.ts';
import { decodeDownlinkCommand } from '../src/protobuf.ts';
import { type TestBroker, testBroker } from './broker.ts';
import { until as waitUntil } from './until.ts';

const until = <T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 3000) => waitUntil(read, done, ms);

const log = pino({ level: 'silent' });

describe('downlinks published to ChirpStack', () => {
  let db: DbClient;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let broker: TestBroker;
  let bridge: Bridge;
  let publisher: DownlinkPublisher;
  let chirpstack: MqttClient;
  // A prefix of our own: the shared Mosquitto may carry other runs' traffic.
  const prefix = `trapline-test-${randomUUID().slice(0, 8)}`;
  const APP = randomUUID();
  const commands: Array<{ topic: string; command: DownlinkCommandJson }> = [];
  let placeId: number;
  let companyId: number;

  /** What the API does: the row and the notification in one transaction. */
  async function queue(loraDeviceId: number, command: Parameters<typeof encodeDownlink>[0], extra: { radioSettingId?: number; confirmed?: boolean } = {}) {
    const { fPort, bytes } = encodeDownlink(command);
    return db.$transaction(async (tx) => {
      const row = await tx.loraDownlink.create({ data: { loraDeviceId, kind: command.kind, fPort, data: Buffer.from(bytes), ...extra } });
      await tx.$executeRaw`SELECT pg_notify('lora_downlink', ${row.uuid})`;
      return row;
    });
  }
  const sensor = (devEui: string, applicationId: string | null = null) =>
    db.loraDevice.create({ data: { devEui, name: devEui.slice(-4), companyId, placeId, chirpstackApplicationId: applicationId } });
  const event = (devEui: string, name: string, body: unknown) =>
    new Promise<void>((resolve, reject) =>
      chirpstack.publish(`${prefix}/${APP}/device/${devEui.toLowerCase()}/event/${name}`, JSON.stringify(body), { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );

  beforeAll(async () => {
    const database = await useTestDatabase();
    databaseUrl = database.url;
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    companyId = (await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } })).id;
    placeId = (await db.place.create({ data: { name: 'Mill', address: 'x', companyId } })).id;
    broker = await testBroker();
    chirpstack = await mqtt.connectAsync(broker.url, { clientId: `chirpstack-${randomUUID().slice(0, 8)}`, protocolVersion: 4 });
    chirpstack.on('message', (topic, payload) => commands.push({ topic, command: JSON.parse(payload.toString()) as DownlinkCommandJson }));
    await chirpstack.subscribeAsync(`${prefix}/+/device/+/command/+`, { qos: 1 });
  });
  afterAll(async () => {
    await publisher?.stop();
    await bridge?.stop();
    await chirpstack?.endAsync();
    await broker?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it('publishes at start what was queued while the bridge was away, and the rest as soon as it is queued', async () => {
    const known = await sensor('00000000000000C1', APP);
    const waiting = await queue(known.id, { kind: 'clear_alert' });

    let queueOfEvents = Promise.resolve();
    bridge = startBridge({
      url: broker.url,
      clientId: `bridge-${randomUUID().slice(0, 8)}`,
      topicPrefix: prefix,
      log,
      onEvent: (topic, payload) =>
        (queueOfEvents = queueOfEvents.then(() => handleEvent(db, topic, payload, log, newCounters(), { applicationLearned: () => publisher.kick() }))),
    });
    publisher = startDownlinkPublisher({ db, client: bridge.client, databaseUrl, topicPrefix: prefix, timeoutMs: 86_400_000, sweepMs: 60_000, log });

    await until(
      () => commands.length,
      (n) => n >= 1,
    );
    expect(commands[0]).toEqual({
      topic: `${prefix}/${APP}/device/00000000000000c1/command/down`,
      command: { id: waiting.uuid, devEui: '00000000000000c1', confirmed: true, fPort: 23, data: 'AQ==', expiresAt: expect.any(String) },
    });
    // ChirpStack drops the item from its queue a minute before the bridge gives up on it: it is
    // never delivered after it was marked failed.
    expect(new Date(commands[0]!.command.expiresAt!).getTime()).toBe(waiting.createdAt.getTime() + 86_400_000 - 60_000);
    expect((await db.loraDownlink.findUniqueOrThrow({ where: { id: waiting.id } })).publishedAt).not.toBeNull();

    // Queued with pg_notify: out at once (within 2 s even on a busy machine; the sweep is a minute away).
    const setting = await db.radioSetting.create({ data: { placeId, type: 'power', port: 4, value: '0E' } });
    const queuedAt = Date.now();
    const power = await queue(known.id, { kind: 'radio_setting', port: 4, value: '0E' }, { radioSettingId: setting.id });
    const sent = await until(() => commands.find((c) => c.command.id === power.uuid), Boolean, 2000);
    expect(Date.now() - queuedAt).toBeLessThan(2000);
    expect(decodeDownlink(sent!.command.fPort, Buffer.from(sent!.command.data, 'base64'))).toEqual({ kind: 'radio_setting', port: 4, value: '0E' });

    // ChirpStack's answers settle it: txack (a gateway took it), then the device's ack.
    await event(known.devEui, 'txack', {
      downlinkId: 7,
      time: new Date().toISOString(),
      deviceInfo: { applicationId: APP, devEui: '00000000000000c1' },
      queueItemId: power.uuid,
      fCntDown: 1,
      gatewayId: 'aa555a0000000101',
    });
    await until(
      () => db.loraDownlink.findUniqueOrThrow({ where: { id: power.id } }),
      (row) => row.status === 'SENT',
    );
    // Sent is not received: a confirmed setting is set once the device acknowledges it.
    expect((await db.radioSetting.findUniqueOrThrow({ where: { id: setting.id } })).receivedAt).toBeNull();
    await event(known.devEui, 'ack', {
      deduplicationId: randomUUID(),
      time: new Date().toISOString(),
      deviceInfo: { applicationId: APP, devEui: '00000000000000c1' },
      queueItemId: power.uuid,
      acknowledged: true,
      fCntDown: 1,
    });
    const acknowledged = await until(
      () => db.loraDownlink.findUniqueOrThrow({ where: { id: power.id } }),
      (row) => row.status === 'ACKNOWLEDGED',
    );
    expect(acknowledged.acknowledgedAt).not.toBeNull();
    expect((await db.radioSetting.findUniqueOrThrow({ where: { id: setting.id } })).receivedAt).not.toBeNull();
    // Published once each.
    expect(commands.filter((c) => c.command.id === power.uuid)).toHaveLength(1);

    // A device that never confirms (ChirpStack's ack with acknowledged: false): the item fails
    // and its setting is not set.
    const interval = await db.radioSetting.create({ data: { placeId, type: 'interval', port: 1, value: '0F' } });
    const refused = await queue(known.id, { kind: 'radio_setting', port: 1, value: '0F' }, { radioSettingId: interval.id });
    await until(() => commands.find((c) => c.command.id === refused.uuid), Boolean, 2000);
    await event(known.devEui, 'txack', {
      downlinkId: 8,
      time: new Date().toISOString(),
      deviceInfo: { applicationId: APP, devEui: '00000000000000c1' },
      queueItemId: refused.uuid,
      fCntDown: 2,
    });
    await event(known.devEui, 'ack', {
      deduplicationId: randomUUID(),
      time: new Date().toISOString(),
      deviceInfo: { applicationId: APP, devEui: '00000000000000c1' },
      queueItemId: refused.uuid,
      acknowledged: false,
      fCntDown: 2,
    });
    await until(
      () => db.loraDownlink.findUniqueOrThrow({ where: { id: refused.id } }),
      (row) => row.status === 'FAILED',
    );
    expect((await db.radioSetting.findUniqueOrThrow({ where: { id: interval.id } })).receivedAt).toBeNull();
  });

  it("waits for a sensor's first uplink to learn its application, then publishes", async () => {
    const fresh = await sensor('00000000000000C2');
    const row = await queue(fresh.id, {
      kind: 'connection',
      confirmedStatusPeriod: 60,
      unconfirmedStatusPeriod: 120,
      failedSendRetryPeriod: 10,
      failedSendRetry: 3,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publisher.idle();
    expect(commands.some((c) => c.command.id === row.uuid)).toBe(false);
    expect((await db.loraDownlink.findUniqueOrThrow({ where: { id: row.id } })).publishedAt).toBeNull();

    await event(fresh.devEui, 'up', {
      deduplicationId: randomUUID(),
      time: new Date().toISOString(),
      deviceInfo: { applicationId: APP, devEui: '00000000000000c2' },
      fPort: 2,
      data: Buffer.from(
        encodeStatus({ batteryLevel: 200, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: 0, detectionsCounterNew: 0 }),
      ).toString('base64'),
    });
    const sent = await until(() => commands.find((c) => c.command.id === row.uuid), Boolean);
    expect(sent!.topic).toBe(`${prefix}/${APP}/device/00000000000000c2/command/down`);
    expect((await db.loraDevice.findUniqueOrThrow({ where: { id: fresh.id } })).chirpstackApplicationId).toBe(APP);
  });

  it('publishes each item once when two bridges sweep at the same time', async () => {
    const many = await sensor('00000000000000C3', APP);
    const rows = [];
    for (let i = 0; i < 250; i++) rows.push({ loraDeviceId: many.id, kind: 'clear_alert', fPort: 23, data: Buffer.from([1]) });
    // Straight into the table, without a notification: only the sweeps find them.
    await db.loraDownlink.createMany({ data: rows });
    const seen: string[] = [];
    const publish = async (_topic: string, payload: string | Uint8Array) => {
      // Slow enough that the two sweeps overlap.
      await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 20));
      seen.push((JSON.parse(payload as string) as DownlinkCommandJson).id);
    };
    const other = createPrisma(databaseUrl, { poolSize: 2 });
    try {
      await other.$queryRaw`SELECT 1`;
      const [a, b] = await Promise.all([
        publishPendingDownlinks(db, publish, { topicPrefix: prefix }, log),
        publishPendingDownlinks(other, publish, { topicPrefix: prefix }, log),
      ]);
      expect(a + b).toBe(250);
    } finally {
      await other.$disconnect();
    }
    expect(new Set(seen).size).toBe(250);
    expect(seen).toHaveLength(250);
    expect(await db.loraDownlink.count({ where: { loraDeviceId: many.id, publishedAt: null } })).toBe(0);
  });

  it('leaves an item whose publish failed for the next sweep', async () => {
    const flaky = await sensor('00000000000000C4', APP);
    const row = await db.loraDownlink.create({ data: { loraDeviceId: flaky.id, kind: 'legacy_device', fPort: 24, data: Buffer.from([1]) } });
    const failing = async () => {
      throw new Error('broker gone');
    };
    expect(await publishPendingDownlinks(db, failing, { topicPrefix: prefix }, log)).toBe(0);
    expect((await db.loraDownlink.findUniqueOrThrow({ where: { id: row.id } })).publishedAt).toBeNull();
    publisher.kick();
    await until(() => commands.find((c) => c.command.id === row.uuid), Boolean);
  });

  it('fails items never settled within the timeout; final and unconfirmed sent items stay', async () => {
    const old = await sensor('00000000000000C5');
    const day = 86_400_000;
    const longAgo = new Date(Date.now() - 2 * day);
    const make = (data: Partial<{ status: 'PENDING' | 'SENT' | 'ACKNOWLEDGED' | 'FAILED'; confirmed: boolean; publishedAt: Date; createdAt: Date }>) =>
      db.loraDownlink.create({ data: { loraDeviceId: old.id, kind: 'clear_alert', fPort: 23, data: Buffer.from([1]), createdAt: longAgo, ...data } });
    const neverPublished = await make({});
    const neverSent = await make({ publishedAt: longAgo });
    const neverAcked = await make({ status: 'SENT', publishedAt: longAgo });
    const unconfirmedSent = await make({ status: 'SENT', confirmed: false, publishedAt: longAgo });
    const acknowledged = await make({ status: 'ACKNOWLEDGED', publishedAt: longAgo });
    const recent = await make({ createdAt: new Date() });

    expect(await failExpiredDownlinks(db, day)).toBe(3);
    const status = async (row: { id: number }) => db.loraDownlink.findUniqueOrThrow({ where: { id: row.id }, select: { status: true, error: true } });
    expect(await status(neverPublished)).toEqual({ status: 'FAILED', error: expect.stringMatching(/^timeout: not published within 1440 min/) });
    expect(await status(neverSent)).toEqual({ status: 'FAILED', error: 'timeout: not settled within 1440 min' });
    expect((await status(neverAcked)).status).toBe('FAILED');
    expect((await status(unconfirmedSent)).status).toBe('SENT');
    expect((await status(acknowledged)).status).toBe('ACKNOWLEDGED');
    expect((await status(recent)).status).toBe('PENDING');
    expect(await failExpiredDownlinks(db, day)).toBe(0);
  });

  it("publishes in ChirpStack's binary Protobuf form when configured", async () => {
    const binary = await sensor('00000000000000C6', APP);
    const row = await db.loraDownlink.create({ data: { loraDeviceId: binary.id, kind: 'legacy_healthcheck', fPort: 25, data: Buffer.from([0, 60]) } });
    const sent: Array<{ topic: string; payload: string | Uint8Array }> = [];
    const published = await publishPendingDownlinks(
      db,
      async (topic, payload) => void sent.push({ topic, payload }),
      { topicPrefix: prefix, encoding: 'protobuf' },
      log,
    );
    expect(published).toBeGreaterThanOrEqual(1);
    const ours = sent.find((s) => s.topic.includes('00000000000000c6'))!;
    expect(ours.payload).toBeInstanceOf(Uint8Array);
    expect(decodeDownlinkCommand(ours.payload as Uint8Array)).toEqual({
      id: row.uuid,
      devEui: '00000000000000c6',
      confirmed: true,
      fPort: 25,
      data: 'ADw=',
      expiresAt: new Date(row.createdAt.getTime() + 86_400_000 - 60_000).toISOString(),
    });
  });
});
