// Benchmark: does rendering keep the API responsive? While the 2,000-device plan PDF is rendered
// ten times in a row, GET /api/account/me is measured at concurrency 10 (budget: p99 under 50 ms).
//   before: the render runs on the API's event loop, as GET .../maps/{id}/image did before renders
//           became jobs (bench/inline-render-api.ts: the real API plus that old in-process route);
//   after:  the API enqueues plan-export jobs (?async=true, then follows GET /api/jobs/{id}) and a
//           workers process renders them.
// Both against one real PostgreSQL, each process on its own; the figures on a shared, busy
// machine are indicative.   pnpm bench:render-load   (BENCH_RENDERS, default 10)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { BENCH_MANAGER, benchCompany, benchPlace, PLAN_PLACE, startApi } from './harness.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 10);
const CONNECTIONS = 10;
const BUDGET_P99_MS = 50;
const WIDTH = 4000;
const HEIGHT = 3000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company } = await benchCompany(db);
const { place } = await benchPlace(db, company.id, PLAN_PLACE);
// A plan of realistic weight: lines and noise, as a scanned drawing compresses.
const noise = Buffer.alloc(WIDTH * HEIGHT);
for (let i = 0; i < noise.length; i++) noise[i] = 232 + ((i * 2654435761) >>> 28);
const walls = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><g stroke="#222" stroke-width="12" fill="none">${Array.from({ length: 40 }, (_, i) => `<rect x="${100 + (i % 8) * 470}" y="${100 + Math.floor(i / 8) * 560}" width="420" height="500"/>`).join('')}</g></svg>`;
const planImage = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
  .composite([{ input: Buffer.from(walls) }])
  .jpeg({ quality: 80 })
  .toBuffer();

// Both APIs and the workers share one data folder, so the plan uploaded once serves every run.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'trapline-bench-render-'));
const apiEnv = { DATA_DIR, HEAVY_RENDERS_PER_USER: '20', RENDER_WAIT_SECONDS: '0' };

interface Figures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  renderMs: number[];
}

/** Measures GET /api/account/me at concurrency 10 for as long as `work` runs. */
async function measureWhile(base: string, token: string, work: () => Promise<number[]>): Promise<Figures> {
  const latencies: number[] = [];
  let finish: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    { url: `${base}/api/account/me`, connections: CONNECTIONS, duration: 3600, headers: { authorization: `Bearer ${token}` } },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  // A moment of load first, so the measurement covers the renders only once the clients run.
  await new Promise((resolve) => setTimeout(resolve, 500));
  latencies.length = 0;
  const renderMs = await work();
  instance.stop();
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors: result.non2xx + result.errors, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN, renderMs };
}

async function idle(base: string, token: string): Promise<Figures> {
  return measureWhile(base, token, async () => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return [];
  });
}

function startWorkers(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../workers/src/main.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR, LOG_LEVEL: 'info', RENDER_CONCURRENCY: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`workers exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => line.includes('"msg":"workers started"') && resolve(child));
  });
}

const report = (label: string, f: Figures) => {
  const renders = f.renderMs.length
    ? `; renders: median ${[...f.renderMs].sort((a, b) => a - b)[Math.floor(f.renderMs.length / 2)]!.toFixed(0)} ms, total ${(f.renderMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`
    : '';
  console.log(
    `${label}: ${f.requests} requests (${f.errors} errors), p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms${renders}`,
  );
};

const results: Array<[string, Figures]> = [];
let mapId = 0;

// Before: the render on the API's loop.
{
  const api = await startApi(database.url, { entry: './inline-render-api.ts', env: apiEnv });
  try {
    const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
    const form = new FormData();
    form.set('name', 'Hala główna');
    form.set('file', new Blob([new Uint8Array(planImage)], { type: 'image/jpeg' }), 'plan.jpg');
    const uploaded = await fetch(`${api.base}/places/${place.uuid}/maps`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    mapId = ((await uploaded.json()) as { id: number }).id;
    await db.$executeRaw`UPDATE devices SET "mapId" = ${mapId}, "mapX" = 40 + (id * 7919) % ${WIDTH - 80}, "mapY" = 40 + (id * 104729) % ${HEIGHT - 80} WHERE "placeId" = ${place.id}`;
    await fetch(`${api.base}/bench/inline-pdf/${place.id}/${mapId}`).then((r) => r.arrayBuffer()); // warm-up
    results.push(['before, idle', await idle(api.base, token)]);
    results.push([
      `before, ${RENDERS} PDF renders on the API's loop`,
      await measureWhile(api.base, token, async () => {
        const times: number[] = [];
        for (let run = 0; run < RENDERS; run++) {
          const started = performance.now();
          const response = await fetch(`${api.base}/bench/inline-pdf/${place.id}/${mapId}`);
          if (!response.ok) throw new Error(`inline render: ${response.status}`);
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }
        return times;
      }),
    ]);
  } finally {
    await api.stop();
  }
}

// After: the API enqueues, the workers render.
{
  const workers = await startWorkers();
  const api = await startApi(database.url, { env: apiEnv });
  try {
    const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
    const auth = { authorization: `Bearer ${token}` };
    const exportOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${api.base}/places/${place.uuid}/maps/${mapId}/image?format=pdf&async=true`, { headers: auth });
      if (response.status !== 202) throw new Error(`export: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      for (;;) {
        const job = (await (await fetch(`${api.base}/api/jobs/${id}`, { headers: auth })).json()) as { state: string };
        if (job.state === 'completed') break;
        if (job.state === 'failed') throw new Error('export failed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return performance.now() - started;
    };
    await exportOnce(); // warm-up: the workers load the renderer
    results.push(['after, idle', await idle(api.base, token)]);
    results.push([
      `after, ${RENDERS} PDF renders by the workers`,
      await measureWhile(api.base, token, async () => {
        const times: number[] = [];
        for (let run = 0; run < RENDERS; run++) times.push(await exportOnce());
        return times;
      }),
    ]);
  } finally {
    await api.stop();
    workers.kill('SIGTERM');
    await new Promise((resolve) => workers.once('exit', resolve));
  }
}

console.log(`GET /api/account/me at concurrency ${CONNECTIONS} while the 2,000-device plan PDF (${WIDTH} x ${HEIGHT}) renders ${RENDERS} times in a row:`);
for (const [label, figures] of results) report(`  ${label}`, figures);
const after = results.at(-1)![1];
console.log(
  `  budget p99 < ${BUDGET_P99_MS} ms during renders by the workers: ${after.p99 < BUDGET_P99_MS ? 'met' : 'NOT met'} (a shared, loaded machine: indicative)`,
);
await db.$disconnect();
await database.drop();
