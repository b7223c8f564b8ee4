// Benchmark of facility plans on a big place: 2,000 devices on one 4,000 x 3,000 plan and
// 100,000 device records. Times the plan export (PDF, budget 3 s; and JPG), and measures the
// plan, the heatmap and the devices list one user at a time and at concurrency 10.
//   pnpm bench:maps   (BENCH_DURATION seconds per endpoint, default 8; BENCH_EXPORTS runs per format, default 8)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { BENCH_MANAGER, benchCompany, benchPlace, PLAN_PLACE, measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 8);
const PDF_BUDGET_MS = 3000;
const WIDTH = 4000;
const HEIGHT = 3000;
const DAY = 86_400_000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company } = await benchCompany(db);
const { place } = await benchPlace(db, company.id, PLAN_PLACE);
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true }, orderBy: { id: 'asc' } });
const action = await db.deviceTypeAction.create({ data: { name: 'Check' } });
const pests = await Promise.all(['Mouse', 'Rat', 'Cockroach'].map((name) => db.deviceTypeObject.create({ data: { name } })));
const now = Date.now();
for (let batch = 0; batch < 10; batch++) {
  await db.deviceActionRecord.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({
      deviceId: devices[(batch * 5000 + i) % 2000]!.id,
      deviceTypeActionId: action.id,
      createdAt: new Date(now - ((batch * 5000 + i) % 180) * DAY),
    })),
  });
  await db.deviceObjectRecord.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({
      deviceId: devices[(batch * 5000 + i) % 2000]!.id,
      deviceTypeObjectId: pests[i % 3]!.id,
      amount: (i % 4) + 1,
      createdAt: new Date(now - ((batch * 5000 + i) % 180) * DAY),
    })),
  });
}

// A plan of realistic weight: lines and noise, as a scanned drawing compresses.
const noise = Buffer.alloc(WIDTH * HEIGHT);
for (let i = 0; i < noise.length; i++) noise[i] = 232 + ((i * 2654435761) >>> 28);
const walls = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><g stroke="#222" stroke-width="12" fill="none">${Array.from({ length: 40 }, (_, i) => `<rect x="${100 + (i % 8) * 470}" y="${100 + Math.floor(i / 8) * 560}" width="420" height="500"/>`).join('')}</g></svg>`;
const plan = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
  .composite([{ input: Buffer.from(walls) }])
  .jpeg({ quality: 80 })
  .toBuffer();

// The API stores files in a data folder of its own for this run.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'trapline-bench-maps-'));
const api = await startApi(database.url);
try {
  const manager = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  const auth = { authorization: `Bearer ${manager}` };
  const form = new FormData();
  form.set('name', 'Hala główna');
  form.set('file', new Blob([new Uint8Array(plan)], { type: 'image/jpeg' }), 'plan.jpg');
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${api.base}/places/${place.uuid}/maps`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const map = (await uploaded.json()) as { id: number };
  const uploadMs = performance.now() - uploadStarted;
  // Every device on the plan, spread over the whole image.
  await db.$executeRaw`UPDATE devices SET "mapId" = ${map.id}, "mapX" = 40 + (id * 7919) % ${WIDTH - 80}, "mapY" = 40 + (id * 104729) % ${HEIGHT - 80} WHERE "placeId" = ${place.id}`;
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  console.log(
    `data: ${await db.device.count({ where: { mapId: map.id } })} devices on a ${WIDTH} x ${HEIGHT} plan (${(plan.length / 1024 / 1024).toFixed(1)} MB, uploaded in ${uploadMs.toFixed(0)} ms), ${(await db.deviceActionRecord.count()) + (await db.deviceObjectRecord.count())} records`,
  );

  for (const format of ['pdf', 'jpg'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < EXPORTS; run++) {
      const started = performance.now();
      const response = await fetch(`${api.base}/places/${place.uuid}/maps/${map.id}/image?format=${format}`, { headers: auth });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${format}: ${response.status}`);
      times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const worst = times.at(-1)!;
    const verdict = format === 'pdf' ? (worst < PDF_BUDGET_MS ? `ok (budget ${PDF_BUDGET_MS} ms)` : `OVER ${PDF_BUDGET_MS} ms`) : '';
    console.log(
      `GET /places/{id}/maps/{id}/image?format=${format} (2,000 markers), ${EXPORTS} runs: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB ${verdict}`,
    );
  }

  for (const connections of [1, 10]) {
    for (const [label, path] of [
      ['GET /places/{id}/maps/{id} (plan with 2,000 devices)', `/places/${place.uuid}/maps/${map.id}`],
      ['GET /places/{id}/maps/heatmap (default 90 days)', `/places/${place.uuid}/maps/heatmap`],
      ['GET /places/{id}/maps', `/places/${place.uuid}/maps`],
    ] as const) {
      const m = await measure(`${api.base}${path}`, manager, connections, DURATION);
      console.log(
        `${label}, concurrency ${connections}: ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors)`,
      );
    }
  }
} finally {
  await api.stop();
  await db.$disconnect();
  await database.drop();
}
