// The renders of the place report benchmark, in a process of its own as the workers run them:
// `runs` reports, then one JSON line with their wall and CPU times, the file's size and the
// process's peak resident memory (the kernel's high-water mark, VmHWM) before the first and after
// the last. The data set's generation, in the benchmark's own process, is none of the worker's.
//   node --import tsx place-report-process.ts '{"url":…,"storageRoot":…,"placeId":…,"from":…,"to":…,"runs":3}'
import { readFile } from 'node:fs/promises';
import { createPrisma } from '@trapline/db/client';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { collectAfterJob, heapInUse } from '../src/engine/memory.ts';
import handle from '../src/jobs/place-report.handler.ts';
import { benchJobContext } from './render-runs.ts';

const input = JSON.parse(process.argv[2]!) as { url: string; storageRoot: string; placeId: number; from: string; to: string; runs: number };
const peakMb = async () => Number(/VmHWM:\s+(\d+)/.exec(await readFile('/proc/self/status', 'utf8'))?.[1] ?? NaN) / 1024;
const db = createPrisma(input.url, { poolSize: 4 });
// As a workers process that has already done its other work: the client connected and in use.
await db.place.findUniqueOrThrow({ where: { id: input.placeId }, select: { id: true } });
const beforeMb = await peakMb();
const storage = new LocalDiskStorage(input.storageRoot, 'http://127.0.0.1', 'b'.repeat(40));
const wall: number[] = [];
const cpu: number[] = [];
let bytes = 0;
try {
  for (let run = 0; run < input.runs; run++) {
    const report = await db.report.create({ data: { kind: 'PDF', placeId: input.placeId, status: 'QUEUED', progress: 0 } });
    const heapBefore = heapInUse();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await handle(
      {
        reportId: report.id,
        placeId: input.placeId,
        from: input.from,
        to: input.to,
        timezone: 'Europe/Warsaw',
        note: null,
        generatedAt: new Date().toISOString(),
        lang: 'pl',
        fileKey: `reports/bench/report-${run}.pdf`,
        fileName: 'r.pdf',
      },
      benchJobContext(run, db, storage),
    );
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    bytes = Number((result as { bytes?: number } | undefined)?.bytes ?? 0);
    // As the job engine does when a job ends.
    collectAfterJob(heapBefore);
  }
} finally {
  await db.$disconnect();
}
console.log(JSON.stringify({ wall, cpu, bytes, beforeMb, peakMb: await peakMb() }));
