// Benchmark of the organisation lists: 200 companies, 5,000 users and 2,000 places, then
// GET /companies, /users and /api/dashboard at concurrency 20 (target p95 under 50 ms).
//   pnpm bench:organisation   (BENCH_DURATION seconds per endpoint, default 8)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createPrisma } from '@trapline/db/client';
import { freePort } from '@trapline/db/embedded-postgres';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { hashPassword } from '../src/modules/auth/passwords.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 20;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const passwordHash = await hashPassword('Bench!2345');
const provider = await db.company.create({ data: { name: 'Provider', email: 'p@example.test', address: 'x' } });
await db.user.create({ data: { email: 'admin@bench.test', passwordHash, name: 'Ada', surname: 'Admin', role: 'ADMIN', companyId: provider.id } });
// 20 pest-control companies with 9 clients each (200 companies), 10 places per client company
// plus 20 of their own... 2,000 places in all; 5,000 users spread over the trees.
const roots = [];
for (let r = 0; r < 20; r++) roots.push(await db.company.create({ data: { name: `Pest ${r}`, email: `pest${r}@example.test`, address: 'x' } }));
await db.company.createMany({ data: roots.flatMap((root, r) => Array.from({ length: 9 }, (_, c) => ({ name: `Client ${r}-${c}`, email: `c${r}-${c}@example.test`, address: 'x', parentCompanyId: root.id }))) });
const companies = await db.company.findMany({ where: { id: { not: provider.id } }, select: { id: true } });
await db.place.createMany({ data: Array.from({ length: 2000 }, (_, i) => ({ name: `Place ${i}`, address: 'x', companyId: companies[i % companies.length]!.id })) });
await db.user.createMany({ data: Array.from({ length: 4999 }, (_, i) => ({ email: `u${i}@bench.test`, passwordHash, name: `Name${i}`, surname: `Surname${i}`, role: i % 50 === 0 ? 'COMPANY_ADMIN' as const : 'USER' as const, companyId: companies[i % companies.length]!.id })) });
await db.user.updateMany({ where: { email: 'u0@bench.test' }, data: { companyId: roots[0]!.id, role: 'COMPANY_ADMIN' } });
console.log(`data: ${await db.company.count()} companies, ${await db.user.count()} users, ${await db.place.count()} places`);
await db.$disconnect();

const port = await freePort();
const api = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
  env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: database.url, API_PORT: String(port), API_HOST: '127.0.0.1', JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = async (email: string) => ((await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Bench!2345' }) })).json()) as { token: string }).token;
  const admin = await token('admin@bench.test');
  const manager = await token('u0@bench.test');
  for (const [label, path, bearer] of [
    ['GET /companies (super admin, page of 50 of 200)', '/companies', admin],
    ['GET /users (super admin, page of 50 of 5,000)', '/users', admin],
    ['GET /api/dashboard (super admin, 2,000 places)', '/api/dashboard', admin],
    ['GET /api/dashboard (company admin)', '/api/dashboard', manager],
  ] as const) {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${bearer}` } }, (err, res) => (err ? reject(err) : resolve(res)));
      instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
    });
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? NaN;
    console.log(`${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${result.non2xx} non-2xx) ${p95 < 50 ? 'ok' : 'OVER 50 ms'}`);
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await database.drop();
}
