// The whole inbound path against a real broker and the real database: ChirpStack's events
// published over MQTT, the bridge's persistent session, and what ends up committed.
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import { type Bridge, startBridge } from '../src/bridge.ts';
import { newCounters } from '../src/events-handler.ts';
import { createIngest } from '../src/ingest.ts';
import { eventTopic, type SimulatedSensor, upEvent } from '../src/simulator/chirpstack-events.ts';
import { encodeProtobufEvent } from '../src/protobuf.ts';
import { restartableBroker, type TestBroker, testBroker } from './broker.ts';
import { until } from './until.ts';

const log = pino({ level: 'silent' });
const quiet: SensorStatus = { batteryLevel: 200, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: 5, detectionsCounterNew: 0 };

describe('events through the broker', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let broker: TestBroker;
  let chirpstack: MqttClient;
  const running: Array<{ bridge: Bridge }> = [];
  // Our own topic prefix and application: the shared Mosquitto may carry other runs' traffic.
  const prefix = `trapline-test-${randomUUID().slice(0, 8)}`;
  const APP = randomUUID();
  const sensor: SimulatedSensor = { devEui: 'B1B2C3D4E5F60001', applicationId: APP };
  let sensorId: number;
  let deviceId: number;
  let userId: number;

  /** A bridge with its ingest, as main.ts wires them. */
  async function pipeline(url: string, options: { clientId?: string; sharedGroup?: string; encoding?: 'json' | 'protobuf' } = {}) {
    const counters = newCounters();
    const ingest = createIngest({ db, log, counters, hooks: { encoding: options.encoding ?? 'json' } });
    let received = 0;
    const bridge = startBridge({
      url,
      clientId: options.clientId ?? `bridge-${randomUUID().slice(0, 8)}`,
      topicPrefix: prefix,
      sharedGroup: options.sharedGroup,
      log,
      onEvent: (topic, payload) => (received++, ingest.onEvent(topic, payload)),
    });
    running.push({ bridge });
    await until(() => bridge.client.connected, Boolean);
    // Subscribed a moment after connecting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { bridge, counters, ingest, received: () => received };
  }
  const publish = (client: MqttClient, event: string, body: unknown, who: SimulatedSensor = sensor) =>
    client.publishAsync(eventTopic(prefix, who, event), typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body), { qos: 1 });

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
    const place = await db.place.create({ data: { name: 'Brewery', address: 'x', companyId: company.id } });
    const type = await db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    deviceId = (await db.device.create({ data: { placeId: place.id, uniqueId: 'S1', deviceTypeId: type.id } })).id;
    sensorId = (await db.loraDevice.create({ data: { devEui: sensor.devEui, name: 'S1', companyId: company.id, placeId: place.id, deviceId } })).id;
    userId = (
      await db.user.create({ data: { email: 'tech@example.test', passwordHash: 'x', name: 'Piotr', surname: 'K', role: 'USER', companyId: company.id } })
    ).id;
    await db.placeUser.create({ data: { placeId: place.id, userId } });
    broker = await testBroker();
    chirpstack = await mqtt.connectAsync(broker.url, { clientId: `chirpstack-${randomUUID().slice(0, 8)}`, protocolVersion: 4 });
  });
  // Each test's bridges end with it: a bridge left subscribed would take the next test's events too.
  afterEach(async () => {
    for (const { bridge } of running.splice(0)) await bridge.stop();
  });
  afterAll(async () => {
    await chirpstack?.endAsync();
    await broker?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it('a detection is an alert with a notification within a second; the same event twice is one uplink', async () => {
    const { counters, ingest } = await pipeline(broker.url);
    const detection = upEvent(sensor, { ...quiet, detectStatus: 1, detectedByAlgorithm: 4, detectionNumber: 1 }, { fCnt: 1 });
    const sent = Date.now();
    await publish(chirpstack, 'up', detection);
    const [notification] = await until(
      () => db.notification.findMany({ where: { userId, notificationKey: 'LORA_DEVICE_ALERT' }, select: { createdAt: true } }),
      (rows) => rows.length === 1,
      3000,
      10,
    );
    // Measured on the row, not on this loop's polling: the notification was written within 1 s.
    expect(notification!.createdAt.getTime() - sent).toBeLessThan(1000);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ detectedValue: true, detectedAt: expect.any(Date) });
    expect((await db.device.findUniqueOrThrow({ where: { id: deviceId } })).detect).toBe(true);

    // ChirpStack (or the broker, after a lost PUBACK) delivering the same event again.
    await publish(chirpstack, 'up', detection);
    await until(
      () => counters.duplicates,
      (n) => n === 1,
    );
    await ingest.idle();
    expect(await db.loraUplink.count({ where: { deduplicationId: detection.deduplicationId } })).toBe(1);
    expect(await db.notification.count({ where: { userId } })).toBe(1);
    expect(counters).toMatchObject({ uplinks: 1, duplicates: 1, alerts: 1, bad: 0 });
  });

  it('counts bad messages, changes nothing, and goes on', async () => {
    const { bridge, counters, ingest } = await pipeline(broker.url);
    const uplinksBefore = await db.loraUplink.count();
    const sensorBefore = await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } });
    const bad = [
      '{"deduplicationId": "x", not json',
      { ...upEvent(sensor, quiet), data: 'not*base64!' },
      { ...upEvent(sensor, quiet), fPort: 256 },
      { ...upEvent(sensor, quiet), fCnt: -1 },
    ];
    for (const message of bad) await publish(chirpstack, 'up', message);
    await until(
      () => counters.bad,
      (n) => n === bad.length,
    );
    await ingest.idle();
    expect(bridge.client.connected).toBe(true);
    expect(await db.loraUplink.count()).toBe(uplinksBefore);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toEqual(sensorBefore);

    // Still alive: the next good event is stored.
    await publish(chirpstack, 'up', upEvent(sensor, quiet, { fCnt: 2 }));
    await until(
      () => counters.uplinks,
      (n) => n === 1,
    );
    expect(counters.bad).toBe(bad.length);
  });

  it('loses none of 1,000 uplinks when the broker restarts in the middle of the stream', { timeout: 90_000 }, async () => {
    const own = await restartableBroker();
    try {
      // Persistent sessions on both sides: ChirpStack's (clean_session=false) and the bridge's.
      const { bridge, counters, ingest } = await pipeline(own.url, { clientId: `bridge-restart-${randomUUID().slice(0, 6)}` });
      let connections = 1;
      bridge.client.on('connect', () => connections++);
      let storedAtRestart = -1;
      const source = await mqtt.connectAsync(own.url, {
        clientId: `chirpstack-restart-${randomUUID().slice(0, 6)}`,
        protocolVersion: 4,
        clean: false,
        reconnectPeriod: 200,
      });
      const streamed = Array.from({ length: 1000 }, (_, i) => upEvent(sensor, { ...quiet, detectionsCounter: i }, { fCnt: 1000 + i }));
      const acked: Promise<unknown>[] = [];
      for (const [i, event] of streamed.entries()) {
        // QoS 1: the client keeps each message until the broker acknowledges it, and sends it
        // again after a reconnection.
        acked.push(publish(source, 'up', event).catch(() => undefined));
        if (i === 400) {
          storedAtRestart = await db.loraUplink.count({ where: { deduplicationId: { in: streamed.map((e) => e.deduplicationId) } } });
          await own.restart(500);
        } else if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await until(
        () => db.loraUplink.count({ where: { deduplicationId: { in: streamed.map((e) => e.deduplicationId) } } }),
        (n) => n === 1000,
        60_000,
        200,
      );
      await ingest.idle();
      // The restart really cut the stream: part of it was stored before, and the bridge came back.
      expect(storedAtRestart).toBeGreaterThanOrEqual(0);
      expect(storedAtRestart).toBeLessThan(1000);
      expect(connections).toBeGreaterThanOrEqual(2);
      expect(counters.uplinks).toBe(1000);
      expect(counters.bad).toBe(0);
      await source.endAsync();
      await Promise.all(acked);
    } finally {
      await own.close();
    }
  });

  it('splits the events between bridges on a shared subscription', async (context) => {
    // Skipped, not passed, on the embedded broker: aedes has no shared subscriptions.
    if (broker.kind !== 'mosquitto') context.skip();
    const group = `trapline-${randomUUID().slice(0, 6)}`;
    const a = await pipeline(broker.url, { sharedGroup: group });
    const b = await pipeline(broker.url, { sharedGroup: group });
    const events = Array.from({ length: 200 }, (_, i) => upEvent(sensor, quiet, { fCnt: 5000 + i }));
    await Promise.all(events.map((event) => publish(chirpstack, 'up', event)));
    await until(
      () => a.received() + b.received(),
      (n) => n >= 200,
    );
    await Promise.all([a.ingest.idle(), b.ingest.idle()]);
    expect(a.received() + b.received()).toBe(200);
    expect(a.received()).toBeGreaterThan(0);
    expect(b.received()).toBeGreaterThan(0);
    expect(await db.loraUplink.count({ where: { deduplicationId: { in: events.map((e) => e.deduplicationId) } } })).toBe(200);
  });

  it("reads ChirpStack's binary Protobuf form when configured", async () => {
    const { counters, ingest } = await pipeline(broker.url, { encoding: 'protobuf' });
    const uplink = upEvent(sensor, { ...quiet, detectionsCounter: 77 }, { fCnt: 9001 });
    await publish(chirpstack, 'up', Buffer.from(encodeProtobufEvent('up', uplink)));
    await publish(
      chirpstack,
      'status',
      Buffer.from(
        encodeProtobufEvent('status', { deduplicationId: 'x', time: uplink.time, deviceInfo: uplink.deviceInfo, externalPowerSource: true, batteryLevel: 100 }),
      ),
    );
    // JSON where Protobuf is expected is a bad message, not a crash.
    await publish(chirpstack, 'up', Buffer.from(JSON.stringify(upEvent(sensor, quiet))));
    await until(
      () => counters.uplinks + counters.statuses + counters.bad,
      (n) => n === 3,
    );
    await ingest.idle();
    expect(counters).toMatchObject({ uplinks: 1, statuses: 1, bad: 1 });
    const stored = await db.loraUplink.findUniqueOrThrow({ where: { deduplicationId: uplink.deduplicationId } });
    expect(stored).toMatchObject({ fCnt: 9001n, fPort: 2, rssi: -70, snr: 9.5, receivedAt: new Date(uplink.time) });
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ detectionsCounter: 77, externalPower: true, batteryLevel: 254 });
  });
});
