// The renders of the place report benchmark, in a process of its own as the workers run them:
// `runs` reports, then one JSON line with their wall and CPU times, the file's size and the
// process's peak resident memory (the kernel's high-water mark, VmHWM) before the first and after
// the last. The data set's generation, in the benchmark's own process, is none of the worker's.
//   node --import tsx place-report-process.ts '{"url":…,"storageRoot":…,"placeId":…,"from":…,"to":…,"runs":3}'
import { createPrisma } from '@trapline/db/client';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import handle from '../src/jobs/place-report.handler.ts';
import { benchJobContext, runRendersInProcess } from './render-runs.ts';

const input = JSON.parse(process.argv[2]!) as { url: string; storageRoot: string; placeId: number; from: string; to: string; runs: number };
const db = createPrisma(input.url, { poolSize: 4 });
const storage = new LocalDiskStorage(input.storageRoot, 'http://127.0.0.1', 'b'.repeat(40));
await runRendersInProcess(db, { placeId: input.placeId, kind: 'PDF', runs: input.runs }, (reportId, run) =>
  handle(
    {
      reportId,
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
  ),
);
