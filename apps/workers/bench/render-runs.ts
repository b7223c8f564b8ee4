import { cpus, loadavg } from 'node:os';
import pino from 'pino';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';

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
