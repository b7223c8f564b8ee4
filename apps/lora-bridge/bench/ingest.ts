// Benchmark of the LoRa bridge's ingestion: ChirpStack uplinks published through a real broker
// to a running bridge (its own process, as in production), against plain batched INSERTs of the
// same rows into the same database.
//   pnpm bench:lora   (BENCH_UPLINKS, default 20000; BENCH_SENSORS, default 1000;
//                      BENCH_RATE for the paced run, default 2000/s; BENCH_ROUNDS, default 3)
// Targets on a 2-core machine: at least 2,000 uplinks/s, and at least half the plain-insert rate.
// Latency is from the publish call to the commit of the row (as PostgreSQL reports it).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import { eventTopic, type SimulatedSensor, upEvent } from '../src/simulator/chirpstack-events.ts';
import { restartableBroker } from '../test/broker.ts';
import { rawPublisher } from './raw-publisher.ts';

const UPLINKS = Number(process.env.BENCH_UPLINKS ?? 20_000);
const SENSORS = Number(process.env.BENCH_SENSORS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
// Both rates are medians of this many rounds: on a shared two-core machine one round of either
// can be off by a third.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
await db.device.createMany({
  data: Array.from({ length: SENSORS }, (_, i) => ({
    placeId: place.id,
    uniqueId: `${String.fromCharCode(65 + Math.floor(i / 999))}${(i % 999) + 1}`,
    deviceTypeId: type.id,
  })),
});
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true }, orderBy: { id: 'asc' } });
const sensors: SimulatedSensor[] = devices.map((_, i) => ({
  devEui: (0xbe0000000000n + BigInt(i)).toString(16).toUpperCase().padStart(16, '0'),
  applicationId: APP,
}));
await db.loraDevice.createMany({
  data: sensors.map((s, i) => ({ devEui: s.devEui, name: `R${i + 1}`, companyId: company.id, placeId: place.id, deviceId: devices[i]!.id, batteryLevel: 220 })),
});
// Statistics, as a database in use has them (the planner picks its plans by them).
await sql.query('ANALYZE');

function uplinks(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const sensor = sensors[i % sensors.length]!;
    const detected = Math.random() < DETECTION_CHANCE;
    const status: SensorStatus = {
      batteryLevel: 220,
      detectStatus: detected ? 1 : 0,
      detectedByAlgorithm: detected ? 1 : 0,
      detectionNumber: detected ? 1 : 0,
      detectionsCounter: i % 65536,
      detectionsCounterNew: 0,
    };
    const event = upEvent(sensor, status, { fCnt: i });
    const topic = eventTopic(PREFIX, sensor, 'up');
    const body = JSON.stringify(event);
    return { id: event.deduplicationId, topic, body, packet: publisher.encode(topic, body), event };
  });
}

// The bridge as it runs in production: its own process, its own persistent MQTT session.
const bridge = spawn(
  process.execPath,
  [...(process.env.BENCH_BRIDGE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', join(import.meta.dirname, '../src/main.ts')],
  {
    env: {
      ...process.env,
      MQTT_URL: broker.url,
      DATABASE_URL: database.url,
      MQTT_TOPIC_PREFIX: PREFIX,
      MQTT_CLIENT_ID: `bench-bridge-${APP.slice(0, 8)}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const publisher = await rawPublisher(broker.url, `bench-chirpstack-${APP.slice(0, 8)}`);

// Commit times, exactly: a statement trigger (in this benchmark's own database) notifies the
// ranges of ids each INSERT wrote, and PostgreSQL delivers a notification when its transaction
// commits. The rows' deduplication ids are looked up afterwards.
await sql.query(`
  CREATE FUNCTION bench_committed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    range text;
    ranges text := '';
  BEGIN
    -- Two lanes insert at once, so a statement's ids come in many runs: notifications of at most
    -- about 7,000 characters each (PostgreSQL takes 8,000).
    FOR range IN SELECT min(id) || '-' || max(id) FROM (SELECT id, id - row_number() OVER (ORDER BY id) AS run FROM new_rows) runs GROUP BY run LOOP
      IF length(ranges) > 7000 THEN
        PERFORM pg_notify('bench_uplinks', ranges);
        ranges := '';
      END IF;
      ranges := ranges || CASE WHEN ranges = '' THEN '' ELSE ',' END || range;
    END LOOP;
    IF ranges <> '' THEN PERFORM pg_notify('bench_uplinks', ranges); END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER bench_committed AFTER INSERT ON lora_uplinks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bench_committed();`);
const listener = new pg.Client({ connectionString: database.url });
await listener.connect();
const seenAt = new Map<string, number>();
// Commit times of id ranges as they are notified; which uplinks a range holds is looked up once
// a run is over, so that measuring costs the database nothing while the bridge is measured.
const commits: Array<{ at: number; lo: number; hi: number }> = [];
let committedRows = 0;
listener.on('notification', (message) => {
  const at = performance.now();
  for (const range of (message.payload ?? '').split(',')) {
    const [lo, hi] = range.split('-').map(Number) as [number, number];
    commits.push({ at, lo, hi });
    committedRows += hi - lo + 1;
  }
});
await listener.query('LISTEN bench_uplinks');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` rows more than `before` are committed, then learns each one's commit time. */
async function waitFor(before: number, count: number, ms: number) {
  const until = Date.now() + ms;
  while (committedRows < before + count) {
    if (Date.now() > until) throw new Error(`${before + count - committedRows} uplinks not stored within ${ms / 1000} s`);
    await sleep(20);
  }
  const committed = commits.splice(0);
  const atOf = new Map<number, number>();
  for (const { at, lo, hi } of committed) for (let id = lo; id <= hi; id++) atOf.set(id, at);
  const ids = [...atOf.keys()];
  const { rows } = await sql.query<{ id: string; deduplicationId: string }>('SELECT id, "deduplicationId" FROM lora_uplinks WHERE id = ANY($1::bigint[])', [
    ids,
  ]);
  for (const row of rows) seenAt.set(row.deduplicationId, atOf.get(Number(row.id))!);
}

// CPU seconds spent by each party during a run (Linux /proc; empty elsewhere): where the two
// cores go when publisher, broker, bridge and database share them.
function cpuByParty(): Map<string, number> {
  const totals = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    const party =
      Number(pid) === bridge.pid
        ? 'bridge'
        : Number(pid) === process.pid
          ? 'publisher+bench'
          : comm.startsWith('postgres')
            ? 'postgres'
            : comm.startsWith('mosquitto')
              ? 'mosquitto'
              : undefined;
    if (party) totals.set(`${party}:${pid}`, seconds);
  }
  return totals;
}
/** CPU seconds per party since `before` (processes that ended meanwhile are left out). */
function cpuSince(before: Map<string, number>) {
  const parties = new Map<string, number>();
  for (const [key, seconds] of cpuByParty()) {
    const party = key.slice(0, key.indexOf(':'));
    parties.set(party, (parties.get(party) ?? 0) + seconds - (before.get(key) ?? 0));
  }
  return [...parties].map(([party, seconds]) => `${party} ${seconds.toFixed(2)} s`).join(', ');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function run(label: string, batch: ReturnType<typeof uplinks>, ratePerSecond?: number) {
  const publishedAt = new Map<string, number>();
  const before = committedRows;
  const cpu = cpuByParty();
  const start = performance.now();
  if (ratePerSecond) {
    for (const [i, uplink] of batch.entries()) {
      const due = start + (i / ratePerSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      publishedAt.set(uplink.id, performance.now());
      await publisher.send([uplink.packet]);
    }
  } else {
    // In writes of 500 packets: the broker gets them as fast as it takes them.
    for (let offset = 0; offset < batch.length; offset += 500) {
      const chunk = batch.slice(offset, offset + 500);
      const at = performance.now();
      for (const uplink of chunk) publishedAt.set(uplink.id, at);
      await publisher.send(chunk.map((u) => u.packet));
    }
  }
  const published = performance.now();
  await publisher.acknowledged();
  await waitFor(before, batch.length, 180_000);
  const cpuUsed = cpuSince(cpu);
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
  console.log(
    `${label}: ${result.uplinks} uplinks published at ${result.publishRate}/s; ingested at ${result.ingestRate}/s (first to last commit ${result.steadyRate}/s); latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms`,
  );
  console.log(`  CPU: ${cpuUsed}`);
  return result;
}

try {
  // Warm-up: the bridge is connected and subscribed once its first uplinks are stored.
  const warm = uplinks(500);
  const deadline = Date.now() + 60_000;
  await publisher.send([warm[0]!.packet]);
  while (committedRows === 0) {
    if (Date.now() > deadline) throw new Error('the bridge did not store an uplink within 60 s');
    // Published before the bridge subscribed: lost for a clean broker session, so again.
    await sleep(500);
    if (committedRows === 0) await publisher.send([publisher.encode(warm[0]!.topic, warm[0]!.body)]);
  }
  await waitFor(0, 1, 1000);
  await run('warm-up', warm.slice(1));

  // Each round: the bridge's saturation run, then plain batched INSERTs of the same number of rows
  // (500 a statement, one after another) with the commit trigger off, so that both meet the same
  // table size and the same background work of the database.
  const sensorIds = (await sql.query<{ id: number }>('SELECT id FROM lora_devices ORDER BY id')).rows.map((r) => r.id);
  async function plainInserts(round: number) {
    const rows = uplinks(UPLINKS).map(({ event }, i) => [
      randomUUID(),
      // The sensors were created in order.
      sensorIds[i % sensorIds.length],
      `plain-${event.deduplicationId}`,
      event.fCnt,
      event.fPort,
      Buffer.from(event.data, 'base64'),
      JSON.stringify({
        Status: { batteryLevel: 220, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: i % 65536, detectionsCounterNew: 0 },
      }),
      event.rxInfo[0]!.rssi,
      event.rxInfo[0]!.snr,
      event.rxInfo[0]!.gatewayId,
      new Date(event.time),
    ]);
    await sql.query('ALTER TABLE lora_uplinks DISABLE TRIGGER bench_committed');
    const cpu = cpuByParty();
    const start = performance.now();
    for (let offset = 0; offset < rows.length; offset += 500) {
      const chunk = rows.slice(offset, offset + 500);
      const tuples = chunk.map((_, row) => `(${Array.from({ length: 11 }, (_, k) => `$${row * 11 + k + 1}`).join(', ')})`);
      await sql.query(
        `INSERT INTO lora_uplinks (uuid, "loraDeviceId", "deduplicationId", "fCnt", "fPort", "rawData", data, rssi, snr, "gatewayId", "receivedAt") VALUES ${tuples.join(', ')}`,
        chunk.flat(),
      );
    }
    const rate = Math.round(rows.length / ((performance.now() - start) / 1000));
    console.log(`plain batched INSERTs ${round}: ${rows.length} rows at ${rate}/s\n  CPU: ${cpuSince(cpu)}`);
    await sql.query('ALTER TABLE lora_uplinks ENABLE TRIGGER bench_committed');
    return rate;
  }
  const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  const rounds = [];
  const plainRates: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    rounds.push(await run(`saturation ${round} (${broker.kind})`, uplinks(UPLINKS)));
    plainRates.push(await plainInserts(round));
  }
  const saturated = median(rounds, (r) => r.steadyRate);
  const paced = await run(`paced at ${RATE}/s`, uplinks(Math.min(UPLINKS, RATE * 5)), RATE);
  const plainRate = median(plainRates, (rate) => rate);

  const ratio = (rate: number) => Math.round((rate / plainRate) * 100);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  // Sustained: from the first commit to the last, the rate the bridge keeps up once events flow.
  // End to end: from the first publish, including the broker's own buffering of the burst.
  console.log(`
LoRa ingestion (${SENSORS} sensors, ${broker.kind} broker, ${UPLINKS} uplinks a round; medians of ${ROUNDS} rounds)
  sustained ingestion     ${saturated.steadyRate} uplinks/s = ${ratio(saturated.steadyRate)} % of plain INSERTs   (targets >= 2000/s, >= 50 %)   ${verdict(saturated.steadyRate >= 2000 && ratio(saturated.steadyRate) >= 50)}
  end to end              ${saturated.ingestRate} uplinks/s = ${ratio(saturated.ingestRate)} % of plain INSERTs   ${verdict(saturated.ingestRate >= 2000 && ratio(saturated.ingestRate) >= 50)}
  plain batched INSERTs   ${plainRate} rows/s   (rounds: ${plainRates.join(', ')}; the bridge's: ${rounds.map((r) => r.steadyRate).join(', ')})
  p99 publish -> commit   ${saturated.p99} ms flat out (backlog), ${paced.p99} ms at ${RATE}/s (an alert has 1 s)
  alerts raised           ${await db.loraHistoryEvent.count({ where: { type: 'ALERT' } })}`);
} finally {
  await listener.end();
  bridge.kill('SIGTERM');
  await once(bridge, 'exit');
  await publisher.end();
  await sql.end();
  await db.$disconnect();
  await broker.close();
  await database.drop();
}
