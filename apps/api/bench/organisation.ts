// Benchmark of the organisation lists: 200 companies, 5,000 users and 2,000 places, then
// GET /companies, /users and /api/dashboard at concurrency 20 (target p95 under 50 ms).
//   pnpm bench:organisation   (BENCH_DURATION seconds per endpoint, default 8; BENCH_ONLY=<label text>)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { measure, startApi } from './harness.ts';

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
await db.company.createMany({
  data: roots.flatMap((root, r) =>
    Array.from({ length: 9 }, (_, c) => ({ name: `Client ${r}-${c}`, email: `c${r}-${c}@example.test`, address: 'x', parentCompanyId: root.id })),
  ),
});
const companies = await db.company.findMany({ where: { id: { not: provider.id } }, select: { id: true } });
await db.place.createMany({
  data: Array.from({ length: 2000 }, (_, i) => ({ name: `Place ${i}`, address: 'x', companyId: companies[i % companies.length]!.id })),
});
await db.user.createMany({
  data: Array.from({ length: 4999 }, (_, i) => ({
    email: `u${i}@bench.test`,
    passwordHash,
    name: `Name${i}`,
    surname: `Surname${i}`,
    role: i % 50 === 0 ? ('COMPANY_ADMIN' as const) : ('USER' as const),
    companyId: companies[i % companies.length]!.id,
  })),
});
await db.user.updateMany({ where: { email: 'u0@bench.test' }, data: { companyId: roots[0]!.id, role: 'COMPANY_ADMIN' } });
console.log(`data: ${await db.company.count()} companies, ${await db.user.count()} users, ${await db.place.count()} places`);
// A database in service has been vacuumed and analysed (autovacuum); measure that state, not a fresh load.
await db.$executeRawUnsafe('VACUUM ANALYZE');
await db.$disconnect();

const api = await startApi(database.url);
try {
  const admin = await api.signIn('admin@bench.test', 'Bench!2345');
  const manager = await api.signIn('u0@bench.test', 'Bench!2345');
  for (const [label, path, token] of [
    ['GET /companies (super admin, page of 50 of 200)', '/companies', admin],
    ['GET /users (super admin, page of 50 of 5,000)', '/users', admin],
    ['GET /api/dashboard (super admin, 2,000 places)', '/api/dashboard', admin],
    ['GET /api/dashboard (company admin)', '/api/dashboard', manager],
  ] as const) {
    // BENCH_ONLY=<text> measures only the endpoints whose label contains it.
    if (process.env.BENCH_ONLY && !label.includes(process.env.BENCH_ONLY)) continue;
    const m = await measure(`${api.base}${path}`, token, CONNECTIONS, DURATION);
    console.log(
      `${label}: ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors) ${m.p95 < 50 ? 'ok' : 'OVER 50 ms'}`,
    );
  }
} finally {
  await api.stop();
  await database.drop();
}
