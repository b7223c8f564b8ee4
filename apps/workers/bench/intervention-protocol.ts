// Benchmark of the visit protocol PDF: a full intervention (every text field, 8 used products,
// 3 photos in each of its 3 sections, a drawn signature) rendered as the intervention-protocol
// job renders it (read, draw, store), BENCH_RUNS times (default 5). Budget: 3 s per protocol.
//   pnpm bench:interventions
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/intervention-protocol.handler.ts';
import { planPng } from '../test/fixtures/plan-image.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;
const text = (what: string) => `${what}: zażółć gęślą jaźń – `.repeat(12);

const database = await provisionBenchDatabase();
const db = createPrisma(database.url, { poolSize: 4 });
const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-bench-protocol-')), 'http://127.0.0.1', 'b'.repeat(40));
try {
  const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
  const technician = await db.user.create({
    data: { email: 'tech@bench.test', passwordHash: 'x', name: 'Łucja', surname: 'Świątek', role: 'USER', companyId: company.id },
  });
  const place = await db.place.create({ data: { name: 'Zakład – hala główna', address: 'ul. Długa 1, Łódź', companyId: company.id } });
  // Photos as a phone sends them (a few megapixels), the signature as the pad draws it.
  const photo = planPng(2000, 1500);
  await storage.put('interventions/bench/signature.png', planPng(600, 200), 'image/png');
  const intervention = await db.intervention.create({
    data: {
      placeId: place.id,
      name: 'Protokół z wizyty',
      purpose: text('Cel'),
      pestsRemoved: text('Usunięte szkodniki'),
      actionTaken: text('Działania'),
      area: text('Obszar'),
      recommendations: text('Zalecenia'),
      cause: text('Przyczyna'),
      description: text('Opis'),
      approvedByImagePath: 'interventions/bench/signature.png',
      signedByClient: true,
      userId: technician.id,
      usedProducts: {
        create: Array.from({ length: 8 }, (_, i) => ({ name: `Środek ${i + 1}`, activeSubstance: 'brodifakum', amount: 1.25 + i, unit: 'GRAMS' as const })),
      },
    },
  });
  for (const type of ['CAUSE', 'DESCRIPTION', 'PESTS_REMOVED'] as const) {
    for (let i = 0; i < 3; i++) {
      const key = `interventions/bench/${type}-${i}.png`;
      await storage.put(key, photo, 'image/png');
      await db.interventionImage.create({ data: { interventionId: intervention.id, type, filePath: key, name: `${type}-${i}.png` } });
    }
  }

  const wall: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await handle(
      {
        interventionId: intervention.id,
        lang: 'pl',
        fileKey: `interventions/bench/protocol-${run}.pdf`,
        fileName: 'p.pdf',
        generatedAt: new Date().toISOString(),
      },
      { jobId: `bench-${run}`, attempt: 1, signal: new AbortController().signal, db, storage, log: pino({ level: 'silent' }), reportProgress: async () => {} },
    );
    wall.push(performance.now() - started);
    bytes = Number((result as { bytes?: number }).bytes ?? 0);
  }
  wall.sort((a, b) => a - b);
  const worst = wall.at(-1)!;
  console.log(
    `visit protocol PDF, 9 photos of 2000 x 1500, 8 products, a signature (${(bytes / 1024).toFixed(0)} KB), ${RUNS} runs: median ${wall[Math.floor(RUNS / 2)]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms ${worst < BUDGET_MS ? 'ok' : 'OVER'} (budget ${BUDGET_MS} ms)`,
  );
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
} finally {
  await db.$disconnect();
  await database.drop();
}
