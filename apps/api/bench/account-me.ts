// Benchmark: GET /api/account/me throughput and latency at concurrency 50.
// The API runs as its own process (as in production) against a real PostgreSQL; autocannon
// drives it from this process. Target: p95 under 10 ms on a 2-core machine.
//
//   pnpm bench:account                     (a throwaway database is provisioned)
//   BENCH_DURATION=20 pnpm bench:account   (seconds, default 10)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { hashPassword } from '../src/modules/auth/passwords.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const company = await db.company.create({ data: { name: 'Bench Pest', email: 'bench@example.test', address: 'Bench 1' } });
await db.user.create({
  data: { email: 'bench@example.test', passwordHash: await hashPassword('Bench!2345'), name: 'Bench', surname: 'User', role: 'COMPANY_ADMIN', companyId: company.id },
});
await db.$disconnect();

const port = await freePort();
const api = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
  env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: database.url, API_PORT: String(port), API_HOST: '127.0.0.1', JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/readyz`);
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.test', password: 'Bench!2345' }) });
  const { token } = (await login.json()) as { token: string };

  // Warm-up: JIT, connection pool.
  await run(3, () => {});
  const latencies: number[] = [];
  const result = await run(DURATION, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(`GET /api/account/me, ${CONNECTIONS} connections, ${DURATION} s`);
  console.log(`  requests:   ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors)`);
  console.log(`  throughput: ${result.requests.average.toFixed(0)} req/s`);
  console.log(`  latency:    p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(2)} ms`);
  console.log(`  target p95 < 10 ms: ${pct(95) < 10 ? 'met' : 'NOT met'}`);

  function run(seconds: number, onLatency: (ms: number) => void) {
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${base}${process.env.BENCH_PATH ?? '/api/account/me'}`, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
    });
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await database.drop();
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
