// Benchmark of statistics and their Excel export: a place with 1,000 devices and one year of
// records (about 500,000 rows of pests, actions and observations).
// - GET /api/place/{id}/statistics over the whole year, and over a month (the screen's default
//   range): p95 under 300 ms at concurrency 5 (stretch: 100 ms).
// - The Excel export of the year by month, rendered as the statistics-export job renders it (read,
//   sum, write, store) in a process of its own: under 3 s, with that process's memory under 300 MB.
//   pnpm bench:statistics   (BENCH_DURATION seconds per measurement, default 8)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { WORKERS_NODE_FLAGS } from '../../workers/src/node-flags.ts';
import { BENCH_MANAGER, benchCompany, measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BUDGET_MS = 300;
const EXPORT_BUDGET_MS = 3000;
const MEMORY_BUDGET_MB = 300;
const DEVICES = 1000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url, { poolSize: 4 });
const { company } = await benchCompany(db);
const place = await db.place.create({ data: { name: 'Zakład – hala główna', address: 'ul. Długa 1', companyId: company.id } });
const types = await Promise.all(['Stacja deratyzacyjna', 'Pułapka', 'Lampa'].map((name) => db.deviceType.create({ data: { name } })));
const zones = await Promise.all(['Produkcja', 'Magazyn', 'Rampa', 'Teren'].map((name) => db.placeZone.create({ data: { placeId: place.id, name } })));
const prefixes = ['A', 'B', 'C', 'D'];
await db.device.createMany({
  data: Array.from({ length: DEVICES }, (_, i) => ({
    placeId: place.id,
    uniqueId: `${prefixes[i % 4]}${Math.floor(i / 4) + 1}`,
    prefix: prefixes[i % 4]!,
    number: Math.floor(i / 4) + 1,
    deviceTypeId: types[i % 3]!.id,
    zoneId: zones[i % 4]!.id,
  })),
});
const mouse = await db.deviceTypeObject.create({ data: { name: 'Mysz', category: 'NORMAL' } });
const rat = await db.deviceTypeObject.create({ data: { name: 'Szczur', category: 'DANGEROUS' } });
const check = await db.deviceTypeAction.create({ data: { name: 'Kontrola' } });
const bait = await db.deviceTypeObservation.create({ data: { name: 'Zjedzona przynęta', type: 'BAIT_COLLECT' } });
const year = new Date(Date.UTC(new Date().getUTCFullYear() - 1, new Date().getUTCMonth(), 1));
// Generated in the database: 40 % of device-days have pests, half have an action, half an observation.
await db.$executeRaw`INSERT INTO device_object_records ("uuid", "deviceId", "deviceTypeObjectId", amount, "createdAt", "updatedAt")
  SELECT gen_random_uuid(), d.id, CASE WHEN (d.id + g) % 10 = 0 THEN ${rat.id}::int ELSE ${mouse.id}::int END, 1 + (g % 3), ${year}::timestamptz + g * interval '1 day' + (d.id % 600) * interval '1 minute', now()
  FROM devices d, generate_series(0, 364) g WHERE d."placeId" = ${place.id} AND (d.id + g) % 5 < 2`;
await db.$executeRaw`INSERT INTO device_action_records ("uuid", "deviceId", "deviceTypeActionId", amount, "createdAt", "updatedAt")
  SELECT gen_random_uuid(), d.id, ${check.id}::int, 1, ${year}::timestamptz + g * interval '1 day' + (d.id % 600) * interval '1 minute', now()
  FROM devices d, generate_series(0, 364) g WHERE d."placeId" = ${place.id} AND (d.id + g) % 2 = 0`;
await db.$executeRaw`INSERT INTO device_observation_records ("uuid", "deviceId", "deviceTypeObservationId", type, amount, data, "createdAt", "updatedAt")
  SELECT gen_random_uuid(), d.id, ${bait.id}::int, 'BAIT_COLLECT', (g % 11) * 10, '{}'::jsonb, ${year}::timestamptz + g * interval '1 day' + (d.id % 600) * interval '1 minute', now()
  FROM devices d, generate_series(0, 364) g WHERE d."placeId" = ${place.id} AND (d.id + g) % 2 = 1`;
await db.$executeRawUnsafe('VACUUM ANALYZE');
const [counts] = await db.$queryRaw<
  Array<{ rows: bigint }>
>`SELECT (SELECT count(*) FROM device_object_records) + (SELECT count(*) FROM device_action_records) + (SELECT count(*) FROM device_observation_records) AS rows`;
// The year as the statistics screen asks for it: whole days (of the caller's zone, Warsaw here).
const fromDay = year.toISOString().slice(0, 10);
const toDay = new Date(Date.UTC(year.getUTCFullYear() + 1, year.getUTCMonth(), 1) - 1).toISOString().slice(0, 10);
const [bounds] = await db.$queryRaw<
  Array<{ from: Date; to: Date }>
>`SELECT ${fromDay}::date::timestamp AT TIME ZONE 'Europe/Warsaw' AS "from", (${toDay}::date + 1)::timestamp AT TIME ZONE 'Europe/Warsaw' - interval '1 millisecond' AS "to"`;
const from = bounds!.from.toISOString();
const to = bounds!.to.toISOString();
console.log(`data: ${DEVICES} devices, ${Number(counts!.rows)} records over a year (${fromDay} to ${toDay})`);

const api = await startApi(database.url);
try {
  const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  const url = `${api.base}/api/place/${place.uuid}/statistics?from=${fromDay}&to=${toDay}`;
  const sample = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-timezone': 'Europe/Warsaw' } });
  if (!sample.ok) throw new Error(`statistics: ${sample.status} ${await sample.text()}`);
  console.log(`the year's answer: ${((await sample.arrayBuffer()).byteLength / 1024).toFixed(0)} KB`);
  // Warm: the same year again and again (the answer cached under the place's data version, as when
  // several people look at the same place). Cold: a distinct range each time (the year ending a day
  // earlier, then two, and so on), so that no cached answer serves it.
  let distinct = 0;
  const coldPath = () => {
    const end = new Date(Date.parse(`${toDay}T00:00:00Z`) - (++distinct % 330) * 86_400_000).toISOString().slice(0, 10);
    return `${new URL(url).pathname}?from=${fromDay}&to=${end}`;
  };
  // A calendar month, as the screen asks by default (the current one), cold: each of the year's
  // months in each of the five languages (the language is part of an answer's key), then again
  // after a write to the place, which makes every answer of it stale.
  let months = 0;
  const calendarMonthPath = () => {
    const n = months++;
    const first = new Date(Date.UTC(year.getUTCFullYear(), year.getUTCMonth() + (n % 12), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    // (A Prisma query runs when it is awaited or then'd.)
    if (n % 60 === 59)
      void db.$executeRaw`UPDATE place_zones SET name = name WHERE id = ${zones[0]!.id}`.then(undefined, (error: unknown) => console.error(error));
    return {
      path: `${new URL(url).pathname}?from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`,
      headers: { 'accept-language': ['pl', 'en', 'de', 'it', 'ru'][Math.floor(n / 12) % 5]! },
    };
  };
  // Any 31 days, cold: the year's last 31 days moved back a day for each request. Such a range
  // cuts its months, so the devices' totals read up to half a month of records at each end.
  let windows = 0;
  const windowPath = () => {
    const day = (offset: number) => new Date(Date.parse(`${toDay}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
    const back = ++windows % 300;
    return `${new URL(url).pathname}?from=${day(back + 30)}&to=${day(back)}`;
  };
  for (const [label, path] of [
    ['a year, warm', undefined],
    ['a year, cold', coldPath],
    ['a calendar month, cold', calendarMonthPath],
    ['any 31 days, cold', windowPath],
  ] as const) {
    for (const connections of [1, 5]) {
      const m = await measure(url, token, connections, DURATION, null, path);
      console.log(
        `GET /api/place/{id}/statistics (${label}), concurrency ${connections}: ${m.perSecond.toFixed(1)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors) ${m.p95 < BUDGET_MS ? 'ok' : 'OVER'} (budget ${BUDGET_MS} ms, stretch 100 ms)`,
      );
    }
  }
} finally {
  await api.stop();
}

// The export runs in a process of its own, as in the workers: this one's memory holds the data set's
// generation and the HTTP measurements above, which are none of the export's.
try {
  const child = spawn(
    process.execPath,
    [
      ...WORKERS_NODE_FLAGS,
      '--import',
      'tsx',
      fileURLToPath(new URL('./statistics-export-process.ts', import.meta.url)),
      JSON.stringify({ url: database.url, placeId: place.id, from, to }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the export process exited with ${code}`);
  const { wall, bytes, beforeMb, peakMb } = JSON.parse(output.trim().split('\n').at(-1)!) as {
    wall: number[];
    bytes: number;
    beforeMb: number;
    peakMb: number;
  };
  wall.sort((a, b) => a - b);
  console.log(
    `Excel export of the year by month (${(bytes / 1024).toFixed(0)} KB), 3 runs: median ${wall[1]!.toFixed(0)} ms, worst ${wall[2]!.toFixed(0)} ms ${wall[2]! < EXPORT_BUDGET_MS ? 'ok' : 'OVER'} (budget ${EXPORT_BUDGET_MS} ms); ` +
      `peak memory of the exporting process ${peakMb.toFixed(0)} MB (${beforeMb.toFixed(0)} MB before the first export) ${peakMb < MEMORY_BUDGET_MB ? 'ok' : 'OVER'} (budget ${MEMORY_BUDGET_MB} MB)`,
  );
} finally {
  await db.$disconnect();
  // BENCH_KEEP_DATABASE=1 leaves the data set for a closer look (EXPLAIN, profiles); its URL is printed.
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept the database: ${database.url}`);
  else await database.drop();
}
