// The simulator against the bridge, through a broker and the database: periodic uplinks of the
// sensors it finds, detections, downlinks answered with txack and ack; and the one-shot
// detection the browser tests call, which finds the broker through DATA_DIR/runtime.json.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { encodeDownlink } from '@trapline/lora-codec/downlink';
import { type Bridge, startBridge } from '../src/bridge.ts';
import { type DownlinkPublisher, startDownlinkPublisher } from '../src/downlink-publisher.ts';
import { newCounters } from '../src/events-handler.ts';
import { createIngest } from '../src/ingest.ts';
import { type Simulator, SIMULATED_APPLICATION_ID, startSimulator } from '../src/simulator/simulator.ts';
import { type TestBroker, testBroker } from './broker.ts';
import { until as waitUntil } from './until.ts';

const log = pino({ level: 'silent' });
const run = promisify(execFile);
// The simulator publishes on its own clock: longer waits, polled less often.
const until = <T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 8000) => waitUntil(read, done, ms, 50);

describe('LoRa simulator', () => {
  let db: DbClient;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let broker: TestBroker;
  let bridge: Bridge;
  let ingest: ReturnType<typeof createIngest>;
  let publisher: DownlinkPublisher;
  let simulator: Simulator;
  let simulatorClient: MqttClient;
  const prefix = `trapline-sim-${randomUUID().slice(0, 8)}`;
  const sensors: Array<{ id: number; devEui: string }> = [];

  beforeAll(async () => {
    const database = await useTestDatabase();
    databaseUrl = database.url;
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
    const place = await db.place.create({ data: { name: 'Dairy', address: 'x', companyId: company.id } });
    for (const devEui of ['5E0000000000A001', '5E0000000000A002'])
      sensors.push(
        await db.loraDevice.create({ data: { devEui, name: devEui, companyId: company.id, placeId: place.id }, select: { id: true, devEui: true } }),
      );
    broker = await testBroker();
    ingest = createIngest({ db, log, counters: newCounters(), hooks: { applicationLearned: () => publisher.kick() } });
    bridge = startBridge({
      url: broker.url,
      clientId: `bridge-${randomUUID().slice(0, 8)}`,
      topicPrefix: prefix,
      log,
      onEvent: (topic, payload) => ingest.onEvent(topic, payload),
    });
    await until(() => bridge.client.connected, Boolean);
    await new Promise((resolve) => setTimeout(resolve, 200));
    publisher = startDownlinkPublisher({ db, client: bridge.client, databaseUrl, topicPrefix: prefix, timeoutMs: 86_400_000, sweepMs: 60_000, log });
  });
  afterAll(async () => {
    await simulator?.stop();
    await simulatorClient?.endAsync();
    await publisher?.stop();
    await bridge?.stop();
    await broker?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it('reports every sensor it finds, detects now and then, and answers downlinks', async () => {
    simulatorClient = await mqtt.connectAsync(broker.url, { clientId: `sim-${randomUUID().slice(0, 8)}`, protocolVersion: 4 });
    simulator = await startSimulator({
      client: simulatorClient,
      topicPrefix: prefix,
      intervalSeconds: 0.2,
      detectionChance: 0.5,
      log,
      loadSensors: () => db.loraDevice.findMany({ select: { devEui: true, batteryLevel: true, detectionsCounter: true } }),
    });
    expect(
      simulator
        .sensors()
        .map((s) => s.devEui)
        .sort(),
    ).toEqual(sensors.map((s) => s.devEui));

    // Uplinks of both sensors, at least one detection: an alert.
    await until(
      () => db.loraUplink.groupBy({ by: ['loraDeviceId'], _count: true }),
      (groups) => groups.length === 2 && groups.every((g) => g._count >= 3),
    );
    await until(
      () => db.loraDevice.count({ where: { detectedValue: true } }),
      (n) => n >= 1,
    );
    const learned = await db.loraDevice.findMany({ select: { chirpstackApplicationId: true } });
    expect(learned.every((s) => s.chirpstackApplicationId === SIMULATED_APPLICATION_ID)).toBe(true);

    // A downlink queued as the API does: published by the bridge, answered by the simulator.
    const { fPort, bytes } = encodeDownlink({ kind: 'clear_alert' });
    const downlink = await db.$transaction(async (tx) => {
      const row = await tx.loraDownlink.create({ data: { loraDeviceId: sensors[0]!.id, kind: 'clear_alert', fPort, data: Buffer.from(bytes) } });
      await tx.$executeRaw`SELECT pg_notify('lora_downlink', ${row.uuid})`;
      return row;
    });
    const settled = await until(
      () => db.loraDownlink.findUniqueOrThrow({ where: { id: downlink.id } }),
      (row) => row.status === 'ACKNOWLEDGED',
    );
    expect(settled.sentAt).not.toBeNull();
    await simulator.stop();
  });

  it('publishes one detection on demand and exits, finding the broker in DATA_DIR/runtime.json', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trapline-sim-'));
    try {
      writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ mqttUrl: broker.url, topicPrefix: prefix }));
      await db.loraDevice.updateMany({ data: { detectedValue: false } });
      const target = sensors[1]!;
      // The previous test's simulator may still have uplinks on their way: count once they are stored.
      await ingest.idle();
      let before = -1;
      await until(
        () => db.loraUplink.count({ where: { loraDeviceId: target.id } }),
        (n) => {
          const settled = n === before;
          before = n;
          return settled;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ingest.idle();
      before = await db.loraUplink.count({ where: { loraDeviceId: target.id } });
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/simulator/main.ts', '--detect', target.devEui.toLowerCase(), '--once'], {
        env: { ...process.env, DATA_DIR: dataDir, MQTT_URL: '', MQTT_TOPIC_PREFIX: '', LOG_LEVEL: 'info' },
        cwd: join(import.meta.dirname, '..'),
      });
      expect(stdout).toContain('published one detection');
      await until(
        () => db.loraDevice.findUniqueOrThrow({ where: { id: target.id } }),
        (s) => s.detectedValue,
      );
      expect(await db.loraUplink.count({ where: { loraDeviceId: target.id } })).toBe(before + 1);

      // Without a broker to find it says so and fails.
      rmSync(join(dataDir, 'runtime.json'));
      await expect(
        run(process.execPath, ['--import', 'tsx', 'src/simulator/main.ts', '--detect', target.devEui, '--once'], {
          env: { ...process.env, DATA_DIR: dataDir, MQTT_URL: '' },
          cwd: join(import.meta.dirname, '..'),
        }),
      ).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('No broker'),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
