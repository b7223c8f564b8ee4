import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import pino from 'pino';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import { collectAfterJob, heapInUse } from '../src/engine/memory.ts';

/** What a render's handler is given when the bench calls it directly, as the job engine would. */
export function benchJobContext(run: number, db: DbClient, storage: FileStorage) {
  return {
    jobId: `bench-${run}`,
    attempt: 1,
    signal: new AbortController().signal,
    db,
    storage,
    log: pino({ level: 'silent' }),
    reportProgress: async () => {},
  };
}

/** This process's peak resident memory so far, in MB (the kernel's high-water mark, VmHWM). */
async function peakResidentMb(): Promise<number> {
  return Number(/VmHWM:\s+(\d+)/.exec(await readFile('/proc/self/status', 'utf8'))?.[1] ?? NaN) / 1024;
}

/**
 * The renders of a benchmark in a process of its own, as the workers run them: the database client
 * connected and in use first (as in a workers process that has already done its other work), then
 * `runs` renders one after another, each of a report row queued for it and followed by the
 * collection the job engine makes after a job. Prints one JSON line with their wall and CPU times,
 * the last file's size and the process's peak resident memory before the first and after the last,
 * and disconnects the client.
 */
export async function runRendersInProcess(
  db: DbClient,
  { placeId, kind, runs }: { placeId: number; kind: 'PDF' | 'XLSX'; runs: number },
  render: (reportId: number, run: number) => Promise<unknown>,
): Promise<void> {
  await db.place.findUniqueOrThrow({ where: { id: placeId }, select: { id: true } });
  const beforeMb = await peakResidentMb();
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const report = await db.report.create({ data: { kind, placeId, status: 'QUEUED', progress: 0 } });
      const heapBefore = heapInUse();
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const result = await render(report.id, run);
      const used = process.cpuUsage(cpuStarted);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      bytes = Number((result as { bytes?: number } | undefined)?.bytes ?? 0);
      collectAfterJob(heapBefore);
    }
  } finally {
    await db.$disconnect();
  }
  console.log(JSON.stringify({ wall, cpu, bytes, beforeMb, peakMb: await peakResidentMb() }));
}

/**
 * Runs a render `runs` times and prints its median and worst wall time against the budget, with
 * this process's CPU time (on a shared machine the wall time says more about its load than about
 * the render: the CPU time does not) and the load average.
 */
export async function timeRenders(label: string, runs: number, budgetMs: number, render: (run: number) => Promise<unknown>): Promise<void> {
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await render(run);
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    bytes = Number((result as { bytes?: number } | undefined)?.bytes ?? 0);
  }
  printRenderTimes(label, { wall, cpu, bytes }, budgetMs);
}

/** Prints the median and worst wall time of renders against the budget, their CPU time and the load average. */
export function printRenderTimes(label: string, { wall, cpu, bytes }: { wall: number[]; cpu: number[]; bytes: number }, budgetMs: number): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const worst = Math.max(...wall);
  console.log(
    `${label} (${(bytes / 1024).toFixed(0)} KB), ${wall.length} runs: median ${median(wall).toFixed(0)} ms (CPU in the rendering process ${median(cpu).toFixed(0)} ms), ` +
      `worst ${worst.toFixed(0)} ms ${worst < budgetMs ? `ok (budget ${budgetMs} ms)` : `OVER ${budgetMs} ms`}`,
  );
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
}
