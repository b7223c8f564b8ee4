// Benchmark of the inspection report PDF: one inspection of a place's 1,000 devices with 5,000
// records made in it (2,000 actions, 2,000 pests, 1,000 bait-collect observations), rendered as
// the inspection-report job renders it (read, draw, store), BENCH_RUNS times (default 3).
// Budget: 5 s per report.
//   pnpm bench:inspection-report
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrisma } from '@trapline/db/client';
import { recordBigInspection } from '@trapline/db/seed/big-inspection';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/inspection-report.handler.ts';
import { benchJobContext, timeRenders } from './render-runs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;
const DEVICES = 1000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url, { poolSize: 4 });
const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-bench-inspection-')), 'http://127.0.0.1', 'b'.repeat(40));
try {
  const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
  const client = await db.company.create({
    data: { name: 'Zakłady Mięsne Łódź', email: 'c@example.test', address: 'ul. Żółta 1', parentCompanyId: company.id },
  });
  const technician = await db.user.create({
    data: { email: 'tech@bench.test', passwordHash: 'x', name: 'Łukasz', surname: 'Świątek', role: 'USER', companyId: company.id },
  });
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
    data: {
      placeId: place.id,
      userId: technician.id,
      name: 'Przegląd miesięczny',
      status: 'COMPLETED',
      startedAt: new Date(Date.UTC(2026, 10, 2, 7)),
      finishedAt: new Date(Date.UTC(2026, 10, 2, 15)),
    },
  });
  await db.inspectionDevice.createMany({
    data: devices.map((d, i) => ({ inspectionId: inspection.id, deviceId: d.id, scanned: i % 3 !== 0, status: 'CHECKED' as const })),
  });
  await recordBigInspection(db, inspection.id, technician.id, { actionId: action.id, pestId: pest.id, observationId: observation.id });
  await db.$executeRawUnsafe('VACUUM ANALYZE');

  await timeRenders(`inspection PDF report, ${DEVICES} devices, 5,000 records`, RUNS, BUDGET_MS, async (run) => {
    const report = await db.report.create({ data: { kind: 'PDF', placeId: place.id, inspectionId: inspection.id, status: 'QUEUED', progress: 0 } });
    return handle(
      { reportId: report.id, inspectionId: inspection.id, lang: 'pl', fileKey: `reports/bench/inspection-${run}.pdf`, fileName: 'p.pdf' },
      benchJobContext(run, db, storage),
    );
  });
} finally {
  await db.$disconnect();
  await database.drop();
}
