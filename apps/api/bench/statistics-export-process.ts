// The Excel export of the statistics benchmark, in a process of its own as the workers run it:
// three exports of the year by month, then one JSON line with their wall times, the file's size and
// the process's peak resident memory (the kernel's high-water mark, VmHWM), before and after.
//   node --import tsx statistics-export-process.ts '{"url":…,"placeId":…,"from":…,"to":…}'
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createPrisma } from '@trapline/db/client';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import exportStatistics from '../../workers/src/jobs/statistics-export.handler.ts';

const input = JSON.parse(process.argv[2]!) as { url: string; placeId: number; from: string; to: string };
const peakMb = async () => Number(/VmHWM:\s+(\d+)/.exec(await readFile('/proc/self/status', 'utf8'))?.[1] ?? NaN) / 1024;
const db = createPrisma(input.url, { poolSize: 4 });
// As a workers process that has already done its other work: the client connected and in use.
await db.place.findUniqueOrThrow({ where: { id: input.placeId }, select: { id: true } });
const before = await peakMb();
const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-bench-xlsx-')), 'http://127.0.0.1', 'b'.repeat(40));
const wall: number[] = [];
let bytes = 0;
try {
  for (let run = 0; run < 3; run++) {
    const report = await db.report.create({ data: { kind: 'XLSX', placeId: input.placeId, status: 'QUEUED', progress: 0 } });
    const started = performance.now();
    const result = await exportStatistics(
      {
        reportId: report.id,
        placeId: input.placeId,
        from: input.from,
        to: input.to,
        timezone: 'Europe/Warsaw',
        interval: 'MONTH',
        deviceTypeId: null,
        note: null,
        lang: 'pl',
        fileKey: `reports/bench/stats-${run}.xlsx`,
        fileName: 's.xlsx',
      },
      { jobId: `bench-${run}`, attempt: 1, signal: new AbortController().signal, db, storage, log: pino({ level: 'silent' }), reportProgress: async () => {} },
    );
    wall.push(performance.now() - started);
    bytes = Number((result as { bytes?: number } | undefined)?.bytes ?? 0);
  }
} finally {
  await db.$disconnect();
}
console.log(JSON.stringify({ wall, bytes, beforeMb: before, peakMb: await peakMb() }));
