// Benchmark of the place PDF report: a place of 1,000 devices on two plans with a month of
// records (60,000 pests and actions), 40 limit breaches, inspections and interventions, rendered
// as the place-report job renders it (read, draw, store), BENCH_RUNS times (default 3), in a
// process of its own started with the workers' Node options, whose peak memory is reported.
// Budget: 5 s per report, the worker under 300 MB.
//   pnpm bench:reports
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { WORKERS_NODE_FLAGS } from '../src/node-flags.ts';
import { printRenderTimes } from './render-runs.ts';
import { planPng } from '../test/fixtures/plan-image.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;
const MEMORY_BUDGET_MB = 300;
const DEVICES = 1000;
const DAYS = 30;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url, { poolSize: 4 });
const storageRoot = mkdtempSync(join(tmpdir(), 'trapline-bench-report-'));
const storage = new LocalDiskStorage(storageRoot, 'http://127.0.0.1', 'b'.repeat(40));
try {
  const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
  const place = await db.place.create({ data: { name: 'Zakład – hala główna', address: 'ul. Długa 1', companyId: company.id } });
  const types = await Promise.all(
    ['Stacja deratyzacyjna', 'Pułapka', 'Lampa'].map((name, i) => db.deviceType.create({ data: { name, color: ['#1971c2', '#2f9e44', '#e8590c'][i]! } })),
  );
  const maps: Array<{ id: number }> = [];
  for (const [i, name] of ['Parter', 'Piętro 1'].entries()) {
    const key = `maps/bench/plan-${i}.png`;
    await storage.put(key, planPng(2400, 1600), 'image/png');
    maps.push(await db.map.create({ data: { placeId: place.id, name, filePath: key, width: 2400, height: 1600 } }));
  }
  const prefixes = ['A', 'B', 'C', 'D'];
  await db.device.createMany({
    data: Array.from({ length: DEVICES }, (_, i) => {
      const prefix = prefixes[i % 4]!;
      const number = Math.floor(i / 4) + 1;
      return {
        placeId: place.id,
        uniqueId: `${prefix}${number}`,
        prefix,
        number,
        deviceTypeId: types[i % 3]!.id,
        mapId: maps[i % 2]!.id,
        mapX: 40 + ((i * 97) % 2320),
        mapY: 40 + ((i * 53) % 1520),
        detect: i % 37 === 0,
      };
    }),
  });
  const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const mouse = await db.deviceTypeObject.create({ data: { name: 'Mysz', category: 'NORMAL' } });
  const rat = await db.deviceTypeObject.create({ data: { name: 'Szczur', category: 'DANGEROUS' } });
  const check = await db.deviceTypeAction.create({ data: { name: 'Kontrola' } });
  const start = Date.UTC(2026, 2, 1, 8);
  for (let day = 0; day < DAYS; day++) {
    const at = (i: number) => new Date(start + day * 86_400_000 + (i % 600) * 60_000);
    await db.deviceObjectRecord.createMany({
      data: devices.map((d, i) => ({ deviceId: d.id, deviceTypeObjectId: i % 5 ? mouse.id : rat.id, amount: (i + day) % 4, createdAt: at(i) })),
    });
    await db.deviceActionRecord.createMany({ data: devices.map((d, i) => ({ deviceId: d.id, deviceTypeActionId: check.id, amount: 1, createdAt: at(i) })) });
  }
  const limit = await db.pestLimit.create({
    data: { placeId: place.id, name: 'Limit stacji', type: 'DEVICE_TYPE_ALL_DEVICES', normalSum: 0, dangerousSum: 0 },
  });
  await db.limitBreach.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({
      placeId: place.id,
      pestLimitId: limit.id,
      deviceId: devices[i * 25]!.id,
      rule: 'OBJECT',
      objectId: mouse.id,
      subjectKey: `bench-${i}`,
      limitName: 'Limit stacji',
      measured: 5 + (i % 4),
      threshold: 4,
      breachedAt: new Date(start + i * 17 * 3600_000),
    })),
  });
  for (let i = 0; i < 8; i++)
    await db.inspection.create({
      data: {
        placeId: place.id,
        name: `Przegląd ${i + 1}`,
        status: 'COMPLETED',
        startedAt: new Date(start + i * 3 * 86_400_000),
        finishedAt: new Date(start + i * 3 * 86_400_000 + 7_200_000),
      },
    });

  // The renders run in a process of their own, as in the workers: this one's memory holds the
  // data set's generation.
  const child = spawn(
    process.execPath,
    [
      ...WORKERS_NODE_FLAGS,
      '--import',
      'tsx',
      fileURLToPath(new URL('./place-report-process.ts', import.meta.url)),
      JSON.stringify({
        url: database.url,
        storageRoot,
        placeId: place.id,
        from: new Date(start - 8 * 3600_000).toISOString(),
        to: new Date(start + DAYS * 86_400_000).toISOString(),
        runs: RUNS,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the rendering process exited with ${code}`);
  const renders = JSON.parse(output.trim().split('\n').at(-1)!) as { wall: number[]; cpu: number[]; bytes: number; beforeMb: number; peakMb: number };
  printRenderTimes(`place PDF report, ${DEVICES} devices on 2 plans, ${DAYS} days of records (${DEVICES * DAYS * 2} records), 40 breaches`, renders, BUDGET_MS);
  console.log(
    `peak memory of the rendering process ${renders.peakMb.toFixed(0)} MB (${renders.beforeMb.toFixed(0)} MB before the first report) ` +
      `${renders.peakMb < MEMORY_BUDGET_MB ? 'ok' : 'OVER'} (budget ${MEMORY_BUDGET_MB} MB)`,
  );
} finally {
  await db.$disconnect();
  await database.drop();
}
