// Benchmark of the job engine: time from enqueue to the start of handling, with two idle worker
// replicas (production settings: new jobs wake them by NOTIFY). Budget: p95 under 200 ms.
//   pnpm bench:jobs   (BENCH_JOBS samples, default 200)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { z } from 'zod';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { defineJob } from '@trapline/jobs/define-job';
import { createJobClient } from '@trapline/jobs/job-client';
import { workerJob } from '../src/engine/job-handler.ts';
import { readConfig } from '../src/env.ts';
import { startWorkers } from '../src/workers.ts';

const SAMPLES = Number(process.env.BENCH_JOBS ?? 200);
const BUDGET_P95_MS = 200;

const benchJob = defineJob({ name: 'bench-latency', payload: z.object({ n: z.number().int() }) });
const started = new Map<number, (at: number) => void>();
const registry = [workerJob(benchJob, async () => ({ default: async ({ n }) => void started.get(n)?.(performance.now()) }))];

const database = await provisionBenchDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'trapline-bench-jobs-'));
const config = readConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const log = pino({ level: 'silent' });
const replicas = [await startWorkers(config, log, registry), await startWorkers(config, log, registry)];
const db = createPrisma(database.url, { poolSize: 2 });
const jobs = createJobClient({ databaseUrl: database.url, db, instanceName: 'bench' });

try {
  // Warm-up: connections open, handler module loaded, queue known.
  for (let n = -5; n < 0; n++) await once(n);
  const latencies: number[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    latencies.push(await once(n));
    // Idle workers: each job arrives when nothing else is waiting.
    await sleep(20 + Math.random() * 30);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  const p95 = at(95);
  console.log(`enqueue → handler start, ${SAMPLES} jobs, 2 idle workers replicas`);
  console.log(`  p50 ${at(50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms`);
  console.log(p95 < BUDGET_P95_MS ? `  within the budget (p95 < ${BUDGET_P95_MS} ms)` : `  OVER the budget (p95 < ${BUDGET_P95_MS} ms)`);
  if (p95 >= BUDGET_P95_MS) process.exitCode = 1;
} finally {
  await jobs.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await db.$disconnect();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

async function once(n: number): Promise<number> {
  const handled = new Promise<number>((resolve) => started.set(n, resolve));
  const enqueued = performance.now();
  await jobs.enqueue(benchJob, { n });
  const at = await handled;
  started.delete(n);
  return at - enqueued;
}
