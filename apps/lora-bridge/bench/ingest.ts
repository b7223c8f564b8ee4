// Benchmark of the LoRa bridge's ingestion: ChirpStack uplinks published through a real broker
// to a running bridge (its own process, as in production), against plain batched INSERTs of the
// same rows into the same database.
//   pnpm bench:lora   (BENCH_UPLINKS, default 20000; BENCH_SENSORS, default 1000;
//                      BENCH_RATE for the paced run, default 2000/s)
// Targets on a 2-core machine: at least 2,000 uplinks/s, and at least half the plain-insert rate.
// Latency is from the publish call to the commit of the row (as PostgreSQL reports it).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import { eventTopic, type SimulatedSensor, upEvent } from '../src/simulator/chirpstack-events.ts';
import { restartableBroker } from '../test/broker.ts';

const UPLINKS = Number(process.env.BENCH_UPLINKS ?? 20_000);
const SENSORS = Number(process.env.BENCH_SENSORS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const DETECTION_CHANCE = 0.002;
const APP = randomUUID();
const PREFIX = `bench-${APP.slice(0, 8)}`;

const database = await provisionBenchDatabase();
// A broker of our own configured as in production (infra/mosquitto: no cap on the messages queued
// for the bridge's session): Mosquitto when installed, else the embedded broker.
const broker = await restartableBroker();
const db = createPrisma(database.url, { poolSize: 2 });
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();

// A company with one place of SENSORS sensor traps, each with its LoRa sensor; two users to notify.
const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
const place = await db.place.create({ data: { name: 'Warehouse', address: 'x', companyId: company.id } });
const type = await db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
for (const email of ['a@bench.test', 'b@bench.test']) {
  const user = await db.user.create({ data: { email, passwordHash: 'x', name: 'U', surname: 'B', role: 'USER', companyId: company.id } });
  await db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
}
await db.device.createMany({ data: Array.from({ length: SENSORS }, (_, i) => ({ placeId: place.id, uniqueId: `${String.fromCharCode(65 + Math.floor(i / 999))}${(i % 999) + 1}`, deviceTypeId: type.id })) });
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true }, orderBy: { id: 'asc' } });
const sensors: SimulatedSensor[] = devices.map((_, i) => ({ devEui: (0xbe0000000000n + BigInt(i)).toString(16).toUpperCase().padStart(16, '0'), applicationId: APP }));
await db.loraDevice.createMany({ data: sensors.map((s, i) => ({ devEui: s.devEui, name: `R${i + 1}`, companyId: company.id, placeId: place.id, deviceId: devices[i]!.id, batteryLevel: 220 })) });

function uplinks(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const sensor = sensors[i % sensors.length]!;
    const detected = Math.random() < DETECTION_CHANCE;
    const status: SensorStatus = { batteryLevel: 220, detectStatus: detected ? 1 : 0, detectedByAlgorithm: detected ? 1 : 0, detectionNumber: detected ? 1 : 0, detectionsCounter: i % 65536, detectionsCounterNew: 0 };
    const event = upEvent(sensor, status, { fCnt: i });
    return { id: event.deduplicationId, topic: eventTopic(PREFIX, sensor, 'up'), body: JSON.stringify(event), event };
  });
}

// The bridge as it runs in production: its own process, its own persistent MQTT session.
const bridge = spawn(process.execPath, [...(process.env.BENCH_BRIDGE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', join(import.meta.dirname, '../src/main.ts')], {
  env: { ...process.env, MQTT_URL: broker.url, DATABASE_URL: database.url, MQTT_TOPIC_PREFIX: PREFIX, MQTT_CLIENT_ID: `bench-bridge-${APP.slice(0, 8)}`, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const publisher = await mqtt.connectAsync(broker.url, { clientId: `bench-chirpstack-${APP.slice(0, 8)}`, protocolVersion: 4 });

// Commit times, exactly: a statement trigger (in this benchmark's own database) notifies the
// ranges of ids each INSERT wrote, and PostgreSQL delivers a notification when its transaction
// commits. The rows' deduplication ids are looked up afterwards.
await sql.query(`
  CREATE FUNCTION bench_committed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ranges text;
  BEGIN
    SELECT string_agg(lo || '-' || hi, ',') INTO ranges FROM (
      SELECT min(id) AS lo, max(id) AS hi FROM (SELECT id, id - row_number() OVER (ORDER BY id) AS run FROM new_rows) runs GROUP BY run) r;
    IF ranges IS NOT NULL THEN PERFORM pg_notify('bench_uplinks', ranges); END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER bench_committed AFTER INSERT ON lora_uplinks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bench_committed();`);
const listener = new pg.Client({ connectionString: database.url });
await listener.connect();
const seenAt = new Map<string, number>();
let lookups: Promise<unknown> = Promise.resolve();
listener.on('notification', (message) => {
  const at = performance.now();
  const ranges = (message.payload ?? '').split(',').map((range) => range.split('-').map(Number) as [number, number]);
  lookups = lookups.then(async () => {
    for (const [lo, hi] of ranges) {
      const { rows } = await sql.query<{ deduplicationId: string }>('SELECT "deduplicationId" FROM lora_uplinks WHERE id BETWEEN $1 AND $2', [lo, hi]);
      for (const row of rows) seenAt.set(row.deduplicationId, at);
    }
  });
});
await listener.query('LISTEN bench_uplinks');

async function waitFor(ids: string[], ms: number) {
  const until = Date.now() + ms;
  while (ids.some((id) => !seenAt.has(id))) {
    if (Date.now() > until) throw new Error(`${ids.filter((id) => !seenAt.has(id)).length} uplinks not stored within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function run(label: string, batch: ReturnType<typeof uplinks>, ratePerSecond?: number) {
  const publishedAt = new Map<string, number>();
  const start = performance.now();
  const acks: Promise<unknown>[] = [];
  for (const [i, uplink] of batch.entries()) {
    if (ratePerSecond) {
      const due = start + (i / ratePerSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    } else if (i % 500 === 0) {
      // Let the socket drain now and then; the broker still gets them as fast as it takes them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    publishedAt.set(uplink.id, performance.now());
    acks.push(publisher.publishAsync(uplink.topic, uplink.body, { qos: 1 }));
  }
  const published = performance.now();
  await Promise.all(acks);
  await waitFor(batch.map((u) => u.id), 180_000);
  const latencies = batch.map((u) => seenAt.get(u.id)! - publishedAt.get(u.id)!);
  const first = Math.min(...batch.map((u) => seenAt.get(u.id)!));
  const last = Math.max(...batch.map((u) => seenAt.get(u.id)!));
  const result = {
    label,
    uplinks: batch.length,
    publishRate: Math.round(batch.length / ((published - start) / 1000)),
    ingestRate: Math.round(batch.length / ((last - start) / 1000)),
    steadyRate: Math.round(batch.length / ((last - first) / 1000)),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(...latencies)),
  };
  console.log(`${label}: ${result.uplinks} uplinks published at ${result.publishRate}/s; ingested at ${result.ingestRate}/s (first to last commit ${result.steadyRate}/s); latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms`);
  return result;
}

try {
  // Warm-up: the bridge is connected and subscribed once its first uplinks are stored.
  const warm = uplinks(500);
  const deadline = Date.now() + 60_000;
  await publisher.publishAsync(warm[0]!.topic, warm[0]!.body, { qos: 1 });
  while (!seenAt.has(warm[0]!.id)) {
    if (Date.now() > deadline) throw new Error('the bridge did not store an uplink within 60 s');
    // Published before the bridge subscribed: lost for a clean broker session, so again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!seenAt.has(warm[0]!.id)) await publisher.publishAsync(warm[0]!.topic, warm[0]!.body, { qos: 1 });
  }
  await run('warm-up', warm.slice(1));

  const saturated = await run(`saturation (${broker.kind})`, uplinks(UPLINKS));
  const paced = await run(`paced at ${RATE}/s`, uplinks(Math.min(UPLINKS, RATE * 5)), RATE);

  // The same rows written by plain batched INSERTs (500 rows a statement), one after another.
  await lookups;
  await sql.query('DROP TRIGGER bench_committed ON lora_uplinks');
  const rows = uplinks(UPLINKS).map(({ event }, i) => [
    randomUUID(),
    // loraDeviceId: the sensors were created in order, ids from 1.
    null,
    `plain-${event.deduplicationId}`,
    event.fCnt,
    event.fPort,
    Buffer.from(event.data, 'base64'),
    JSON.stringify({ Status: { batteryLevel: 220, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: i % 65536, detectionsCounterNew: 0 } }),
    event.rxInfo[0]!.rssi,
    event.rxInfo[0]!.snr,
    event.rxInfo[0]!.gatewayId,
    new Date(event.time),
    i,
  ]);
  const sensorIds = (await sql.query<{ id: number }>('SELECT id FROM lora_devices ORDER BY id')).rows.map((r) => r.id);
  const plainStart = performance.now();
  for (let offset = 0; offset < rows.length; offset += 500) {
    const chunk = rows.slice(offset, offset + 500);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const [uuid, , dedup, fCnt, fPort, raw, data, rssi, snr, gateway, receivedAt, i] = row;
      const base = values.length;
      values.push(uuid, sensorIds[(i as number) % sensorIds.length], dedup, fCnt, fPort, raw, data, rssi, snr, gateway, receivedAt);
      return `(${Array.from({ length: 11 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
    });
    await sql.query(`INSERT INTO lora_uplinks (uuid, "loraDeviceId", "deduplicationId", "fCnt", "fPort", "rawData", data, rssi, snr, "gatewayId", "receivedAt") VALUES ${tuples.join(', ')}`, values);
  }
  const plainRate = Math.round(rows.length / ((performance.now() - plainStart) / 1000));
  console.log(`plain batched INSERTs: ${rows.length} rows at ${plainRate}/s`);

  const ratio = (rate: number) => Math.round((rate / plainRate) * 100);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  // Sustained: from the first commit to the last, the rate the bridge keeps up once events flow.
  // End to end: from the first publish, including the broker's own buffering of the burst.
  console.log(`
LoRa ingestion (${SENSORS} sensors, ${broker.kind} broker, ${UPLINKS} uplinks)
  sustained ingestion     ${saturated.steadyRate} uplinks/s = ${ratio(saturated.steadyRate)} % of plain INSERTs   (targets >= 2000/s, >= 50 %)   ${verdict(saturated.steadyRate >= 2000 && ratio(saturated.steadyRate) >= 50)}
  end to end              ${saturated.ingestRate} uplinks/s = ${ratio(saturated.ingestRate)} % of plain INSERTs   ${verdict(saturated.ingestRate >= 2000 && ratio(saturated.ingestRate) >= 50)}
  plain batched INSERTs   ${plainRate} rows/s
  p99 publish -> commit   ${saturated.p99} ms flat out (backlog), ${paced.p99} ms at ${RATE}/s (an alert has 1 s)
  alerts raised           ${await db.loraHistoryEvent.count({ where: { type: 'ALERT' } })}`);
} finally {
  await listener.end();
  bridge.kill('SIGTERM');
  await once(bridge, 'exit');
  await publisher.endAsync();
  await sql.end();
  await db.$disconnect();
  await broker.close();
  await database.drop();
}
