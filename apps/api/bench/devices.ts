// Benchmark of a big place: 2,000 devices and 100,000 device records, then
// GET /places/{id}/devices, one user at a time (target p95 under 60 ms) and at concurrency 20.
//   pnpm bench:devices   (BENCH_DURATION seconds per endpoint, default 8)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { BENCH_MANAGER, benchCompany, benchPlace, measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company } = await benchCompany(db);
const { place } = await benchPlace(db, company.id, {
  name: 'Big plant',
  devices: 2000,
  prefixes: 8,
  types: [{ name: 'Rodent' }, { name: 'Bait' }, { name: 'Sensor', isRadio: true }],
  zones: 10,
  signals: true,
});
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true } });
const action = await db.deviceTypeAction.create({ data: { name: 'Check' } });
const pest = await db.deviceTypeObject.create({ data: { name: 'Mouse' } });
for (let batch = 0; batch < 10; batch++) {
  await db.deviceActionRecord.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({ deviceId: devices[(batch * 5000 + i) % 2000]!.id, deviceTypeActionId: action.id })),
  });
  await db.deviceObjectRecord.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({ deviceId: devices[(batch * 5000 + i) % 2000]!.id, deviceTypeObjectId: pest.id, amount: i % 4 })),
  });
}
console.log(`data: ${await db.device.count()} devices, ${(await db.deviceActionRecord.count()) + (await db.deviceObjectRecord.count())} records`);
// A database in service has been vacuumed and analysed (autovacuum); measure that state, not a fresh load.
await db.$executeRawUnsafe('VACUUM ANALYZE');
await db.$disconnect();

const api = await startApi(database.url);
try {
  const manager = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  for (const connections of [1, 20]) {
    for (const [label, path] of [
      ['GET /places/{id}/devices (2,000 devices)', `/places/${place.uuid}/devices`],
      ['GET /places/{id}/devices?status=alert', `/places/${place.uuid}/devices?status=alert`],
    ] as const) {
      const m = await measure(`${api.base}${path}`, manager, connections, DURATION);
      const verdict = connections === 1 ? (m.p95 < 60 ? 'ok' : 'OVER 60 ms') : '';
      console.log(
        `${label}, concurrency ${connections}: ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors) ${verdict}`,
      );
    }
  }
} finally {
  await api.stop();
  await database.drop();
}
