// The bridge killed outright (SIGKILL: no shutdown, no last commit) in the middle of a burst, as
// a crash, the OOM killer or a pulled plug would. Whatever the broker handed it but it had not
// committed must come back through the persistent session: nothing may be acknowledged before
// its batch is committed.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { eventTopic, type SimulatedSensor, upEvent } from '../src/simulator/chirpstack-events.ts';
import { rawPublisher } from '../bench/raw-publisher.ts';
import { restartableBroker, type RestartableBroker } from './broker.ts';
import { until } from './until.ts';

describe('a bridge killed mid-burst', () => {
  let db: DbClient;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let broker: RestartableBroker;
  const children = new Set<ChildProcess>();
  const APP = randomUUID();
  const prefix = `trapline-crash-${APP.slice(0, 8)}`;
  const clientId = `bridge-crash-${APP.slice(0, 8)}`;
  const sensors: SimulatedSensor[] = Array.from({ length: 50 }, (_, i) => ({
    devEui: (0xc0000000000n + BigInt(i)).toString(16).toUpperCase().padStart(16, '0'),
    applicationId: APP,
  }));

  /** The bridge as production runs it (src/main.ts, its own process); resolves once it is subscribed. */
  async function startBridgeProcess() {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
      // Small batches, so that a burst takes several commits and the kill falls between them.
      env: {
        ...process.env,
        MQTT_URL: broker.url,
        DATABASE_URL: databaseUrl,
        MQTT_TOPIC_PREFIX: prefix,
        MQTT_CLIENT_ID: clientId,
        LORA_INGEST_BATCH: '50',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    const lines = createInterface({ input: child.stdout! });
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bridge exited with ${code}`)));
      lines.on('line', (line) => {
        if (line.includes('subscribed to ChirpStack events')) resolve();
      });
    });
    return child;
  }

  beforeAll(async () => {
    const database = await useTestDatabase();
    databaseUrl = database.url;
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 2 });
    await db.loraDevice.createMany({ data: sensors.map((s, i) => ({ devEui: s.devEui, name: `K${i}` })) });
    broker = await restartableBroker();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await broker?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it('loses none of 1,000 uplinks when the bridge is killed with SIGKILL during the burst', { timeout: 90_000 }, async () => {
    const first = await startBridgeProcess();
    const publisher = await rawPublisher(broker.url, `chirpstack-crash-${APP.slice(0, 8)}`);
    const burst = Array.from({ length: 1000 }, (_, i) => {
      const sensor = sensors[i % sensors.length]!;
      return upEvent(
        sensor,
        { batteryLevel: 200, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: i, detectionsCounterNew: 0 },
        { fCnt: i },
      );
    });
    const ids = burst.map((event) => event.deduplicationId);
    const stored = () => db.loraUplink.count({ where: { deduplicationId: { in: ids } } });
    await publisher.send(burst.map((event, i) => publisher.encode(eventTopic(prefix, sensors[i % sensors.length]!, 'up'), JSON.stringify(event))));

    // Killed as soon as the first batch is committed: the rest was received, not yet stored.
    const atKill = await until(stored, (n) => n > 0, 20_000, 2);
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await exited;
    await publisher.acknowledged();
    await publisher.end();
    expect(atKill).toBeLessThan(1000);

    const second = await startBridgeProcess();
    await until(stored, (n) => n === 1000, 30_000, 100);
    // Redelivered uplinks that had been stored before the kill are stored once.
    expect(await db.loraUplink.count({ where: { loraDevice: { devEui: { in: sensors.map((s) => s.devEui) } } } })).toBe(1000);
    const stopped = once(second, 'exit');
    second.kill('SIGTERM');
    await stopped;
  });
});
