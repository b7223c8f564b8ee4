// Benchmark of a big inspection: a place of 1,000 devices, one inspection of all of them with
// 5,000 records made in it (2,000 actions, 2,000 pests, 1,000 observations), then
//   GET /api/places/{id}/inspections/{id}          (the detail screen's header)
//   GET /api/places/{id}/inspections/{id}/details  (the device table)
// at concurrency 10 (target p95 under 150 ms), and recording one action on one inspection
// device, one recorder at a time (target p95 under 50 ms).
//   pnpm bench:inspections   (BENCH_DURATION seconds per endpoint, default 8)
import { createPrisma } from '@trapline/db/client';
import { recordBigInspection } from '@trapline/db/seed/big-inspection';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { BENCH_MANAGER, benchCompany, benchPlace, measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const DEVICES = 1000;
const READ_BUDGET_MS = 150;
const WRITE_BUDGET_MS = 50;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company, manager } = await benchCompany(db);
const { place, types } = await benchPlace(db, company.id, {
  name: 'Big plant',
  devices: DEVICES,
  prefixes: 4,
  types: [{ name: 'Rodent' }, { name: 'Bait' }],
  zones: 10,
});
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true, deviceTypeId: true }, orderBy: { id: 'asc' } });

// The catalogue: an action, a pest and a bait-collect observation offered to both types.
const action = await db.deviceTypeAction.create({ data: { name: 'Bait replaced' } });
const pest = await db.deviceTypeObject.create({ data: { name: 'Mouse' } });
const observation = await db.deviceTypeObservation.create({ data: { name: 'Bait eaten', type: 'BAIT_COLLECT' } });
for (const type of types) {
  await db.deviceTypeActionLink.create({ data: { deviceTypeId: type.id, actionId: action.id } });
  await db.deviceTypeObjectLink.create({ data: { deviceTypeId: type.id, objectId: pest.id } });
  await db.deviceTypeObservationLink.create({ data: { deviceTypeId: type.id, observationId: observation.id } });
}

const inspection = await db.inspection.create({ data: { placeId: place.id, userId: manager.id, name: 'Big inspection', status: 'IN_PROGRESS' } });
await db.inspectionDevice.createMany({
  data: devices.map((d, i) => ({ inspectionId: inspection.id, deviceId: d.id, scanned: i % 3 === 0, status: i % 2 === 0 ? 'CHECKED' : 'UNCHECKED' })),
});
await recordBigInspection(db, inspection.id, manager.id, { actionId: action.id, pestId: pest.id, observationId: observation.id });
// The recording phase writes on one inspection device in the middle of the list.
const target = await db.inspectionDevice.findFirstOrThrow({
  where: { inspectionId: inspection.id },
  select: { id: true },
  orderBy: { id: 'asc' },
  skip: DEVICES / 2,
});
const records = (await db.deviceActionRecord.count()) + (await db.deviceObjectRecord.count()) + (await db.deviceObservationRecord.count());
console.log(`data: ${await db.inspectionDevice.count({ where: { inspectionId: inspection.id } })} inspection devices, ${records} records in the inspection`);
// A database in service has been vacuumed and analysed (autovacuum); measure that state, not a fresh load.
await db.$executeRawUnsafe('VACUUM ANALYZE');
await db.$disconnect();

const api = await startApi(database.url);
let over = 0;
try {
  const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  const base = `${api.base}/api/places/${place.uuid}/inspections/${inspection.uuid}`;
  const report = (label: string, m: Awaited<ReturnType<typeof measure>>, budget: number) => {
    const verdict = m.p95 < budget ? 'ok' : `OVER ${budget} ms`;
    if (m.p95 >= budget || m.errors > 0) over++;
    console.log(
      `${label}: ${m.requests} requests, ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms (${m.errors} errors) ${verdict}`,
    );
  };
  /**
   * Lets the requests still running from the previous phase end, warms the route up, and answers
   * the median time of one request alone (on a busy machine it tells the route's own cost from
   * waiting for a core).
   */
  const alone = async (url: string, init: RequestInit = {}) => {
    await new Promise((r) => setTimeout(r, 3000));
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const response = await fetch(url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[3]!;
  };
  for (const [label, url] of [
    ['GET .../inspections/{id} (detail, 1,000 devices)', base],
    ['GET .../inspections/{id}/details (device table, 1,000 devices, 5,000 records)', `${base}/details`],
  ] as const) {
    console.log(`${label}, one request alone: median ${(await alone(url)).toFixed(1)} ms`);
    report(`${label}, concurrency 10`, await measure(url, token, 10, DURATION), READ_BUDGET_MS);
  }
  // Recording last: every request adds a record to the inspection.
  const body = { deviceTypeActionId: action.id, amount: 1 };
  console.log(
    `POST .../devices/{id}/actions, one request alone: median ${(await alone(`${base}/devices/${target.id}/actions`, { method: 'POST', body: JSON.stringify(body) })).toFixed(1)} ms`,
  );
  report(
    'POST .../devices/{id}/actions (record one action), concurrency 1',
    await measure(`${base}/devices/${target.id}/actions`, token, 1, DURATION, { method: 'POST', body }),
    WRITE_BUDGET_MS,
  );
  // The last requests end before the API stops.
  await new Promise((r) => setTimeout(r, 3000));
} finally {
  await api.stop();
  await database.drop();
}
if (over > 0) process.exitCode = 1;
