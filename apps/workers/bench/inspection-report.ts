// Benchmark of the inspection report PDF: one inspection of a place's 1,000 devices with 5,000
// records made in it (2,000 actions, 2,000 pests, 1,000 bait-collect observations), rendered as
// the inspection-report job renders it (read, draw, store), BENCH_RUNS times (default 3).
// Budget: 5 s per report.
//   pnpm bench:inspection-report
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/inspection-report.handler.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;
const DEVICES = 1000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url, { poolSize: 4 });
const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-bench-inspection-')), 'http://127.0.0.1', 'b'.repeat(40));
try {
  const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
  const client = await db.company.create({ data: { name: 'Zakłady Mięsne Łódź', email: 'c@example.test', address: 'ul. Żółta 1', parentCompanyId: company.id } });
  const technician = await db.user.create({ data: { email: 'tech@bench.test', passwordHash: 'x', name: 'Łukasz', surname: 'Świątek', role: 'USER', companyId: company.id } });
  const place = await db.place.create({ data: { name: 'Zakład – hala główna', address: 'ul. Długa 1', companyId: client.id } });
  const types = await Promise.all(['Stacja deratyzacyjna', 'Pułapka'].map((name) => db.deviceType.create({ data: { name } })));
  const zones = await Promise.all(Array.from({ length: 10 }, (_, i) => db.placeZone.create({ data: { placeId: place.id, name: `Strefa ${i + 1}` } })));
  const prefixes = ['A', 'B', 'C', 'D'];
  await db.device.createMany({
    data: Array.from({ length: DEVICES }, (_, i) => {
      const prefix = prefixes[i % 4]!;
      const number = Math.floor(i / 4) + 1;
      return { placeId: place.id, uniqueId: `${prefix}${number}`, prefix, number, deviceTypeId: types[i % 2]!.id, zoneId: zones[i % 10]!.id };
    }),
  });
  const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const action = await db.deviceTypeAction.create({ data: { name: 'Wymiana przynęty' } });
  const pest = await db.deviceTypeObject.create({ data: { name: 'Mysz' } });
  const observation = await db.deviceTypeObservation.create({ data: { name: 'Zjedzona przynęta', type: 'BAIT_COLLECT' } });
  const inspection = await db.inspection.create({
    data: { placeId: place.id, userId: technician.id, name: 'Przegląd miesięczny', status: 'COMPLETED', startedAt: new Date(Date.UTC(2026, 10, 2, 7)), finishedAt: new Date(Date.UTC(2026, 10, 2, 15)) },
  });
  await db.inspectionDevice.createMany({ data: devices.map((d, i) => ({ inspectionId: inspection.id, deviceId: d.id, scanned: i % 3 !== 0, status: 'CHECKED' as const })) });
  const rows = await db.inspectionDevice.findMany({ where: { inspectionId: inspection.id }, select: { id: true, deviceId: true }, orderBy: { id: 'asc' } });
  const tag = (i: number) => ({ deviceId: rows[i % DEVICES]!.deviceId, inspectionId: inspection.id, inspectionDeviceId: rows[i % DEVICES]!.id, userId: technician.id });
  await db.deviceActionRecord.createMany({ data: Array.from({ length: 2000 }, (_, i) => ({ ...tag(i), deviceTypeActionId: action.id, amount: 1 + (i % 3) })) });
  await db.deviceObjectRecord.createMany({ data: Array.from({ length: 2000 }, (_, i) => ({ ...tag(i), deviceTypeObjectId: pest.id, amount: 1 + (i % 5) })) });
  await db.deviceObservationRecord.createMany({
    data: Array.from({ length: 1000 }, (_, i) => ({ ...tag(i), deviceTypeObservationId: observation.id, type: 'BAIT_COLLECT' as const, amount: (i % 11) * 10, data: { type: 'BAIT_COLLECT', amountPercentage: (i % 11) * 10 } })),
  });
  await db.$executeRawUnsafe('VACUUM ANALYZE');

  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const report = await db.report.create({ data: { kind: 'PDF', placeId: place.id, inspectionId: inspection.id, status: 'QUEUED', progress: 0 } });
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await handle(
      { reportId: report.id, inspectionId: inspection.id, lang: 'pl', fileKey: `reports/bench/inspection-${run}.pdf`, fileName: 'p.pdf' },
      { jobId: `bench-${run}`, attempt: 1, signal: new AbortController().signal, db, storage, log: pino({ level: 'silent' }), reportProgress: async () => {} },
    );
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    bytes = Number((result as { bytes?: number } | undefined)?.bytes ?? 0);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const worst = Math.max(...wall);
  console.log(
    `inspection PDF report, ${DEVICES} devices, 5,000 records (${(bytes / 1024).toFixed(0)} KB), ${RUNS} runs: ` +
      `median ${median(wall).toFixed(0)} ms (CPU in this process ${median(cpu).toFixed(0)} ms), worst ${worst.toFixed(0)} ms ${worst < BUDGET_MS ? `ok (budget ${BUDGET_MS} ms)` : `OVER ${BUDGET_MS} ms`}`,
  );
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
} finally {
  await db.$disconnect();
  await database.drop();
}
