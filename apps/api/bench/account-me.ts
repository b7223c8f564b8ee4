// Benchmark: GET /api/account/me throughput and latency at concurrency 50.
// The API runs as its own process (as in production) against a real PostgreSQL; autocannon
// drives it from this process. Target: p95 under 10 ms on a 2-core machine.
//   pnpm bench:account    (BENCH_DURATION seconds, default 10; BENCH_PATH another GET path)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PATH = process.env.BENCH_PATH ?? '/api/account/me';
const CONNECTIONS = 50;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const company = await db.company.create({ data: { name: 'Bench Pest', email: 'bench@example.test', address: 'Bench 1' } });
await db.user.create({
  data: {
    email: 'bench@example.test',
    passwordHash: await hashPassword('Bench!2345'),
    name: 'Bench',
    surname: 'User',
    role: 'COMPANY_ADMIN',
    companyId: company.id,
  },
});
await db.$disconnect();

const api = await startApi(database.url);
try {
  const token = await api.signIn('bench@example.test', 'Bench!2345');
  await measure(`${api.base}${PATH}`, token, CONNECTIONS, 3); // warm-up: JIT, connection pools
  const m = await measure(`${api.base}${PATH}`, token, CONNECTIONS, DURATION);
  console.log(`GET ${PATH}, ${CONNECTIONS} connections, ${DURATION} s`);
  console.log(`  requests:   ${m.requests} (${m.errors} errors or non-2xx)`);
  console.log(`  throughput: ${m.perSecond.toFixed(0)} req/s`);
  console.log(`  latency:    p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, max ${m.max.toFixed(2)} ms`);
  console.log(`  target p95 < 10 ms: ${m.p95 < 10 ? 'met' : 'NOT met'}`);
} finally {
  await api.stop();
  await database.drop();
}
