// The Excel export of the statistics benchmark, in a process of its own as the workers run it:
// three exports of the year by month, then one JSON line with their wall and CPU times, the file's
// size and the process's peak resident memory (the kernel's high-water mark, VmHWM), before and after.
//   node --import tsx statistics-export-process.ts '{"url":…,"placeId":…,"from":…,"to":…}'
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrisma } from '@trapline/db/client';
import { LocalDiskStorage } from '@trapline/storage/local-disk';
import { benchJobContext, runRendersInProcess } from '../../workers/bench/render-runs.ts';
import exportStatistics from '../../workers/src/jobs/statistics-export.handler.ts';

const input = JSON.parse(process.argv[2]!) as { url: string; placeId: number; from: string; to: string };
const db = createPrisma(input.url, { poolSize: 4 });
const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'trapline-bench-xlsx-')), 'http://127.0.0.1', 'b'.repeat(40));
await runRendersInProcess(db, { placeId: input.placeId, kind: 'XLSX', runs: 3 }, (reportId, run) =>
  exportStatistics(
    {
      reportId,
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
    benchJobContext(run, db, storage),
  ),
);
