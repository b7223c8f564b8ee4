// Benchmark of limit evaluation: what judging a place's pest limits and critical limits adds to
// storing one pest record (target: under 5 ms at p95). A place of 2,000 devices and 100,000 pest
// records with 20 pest limits of every type and critical limits on each device type; each sample
// stores one record in a transaction, alone or followed by the evaluation, alternately. What the
// evaluation adds is its own time inside the transaction (the budget's measure); the difference
// of the two variants' p95s is printed too, but two tails subtracted are mostly noise.
//   pnpm bench:limits   (BENCH_SAMPLES per variant, default 300)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { splitUniqueId } from '@trapline/contracts/devices';
import { evaluateAfterRecords } from '@trapline/limits/evaluation';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
const place = await db.place.create({ data: { name: 'Big plant', address: 'x', companyId: company.id } });
const types = await Promise.all(['Rodent', 'Bait', 'Lamp'].map((name) => db.deviceType.create({ data: { name } })));
const zones = await Promise.all(Array.from({ length: 10 }, (_, i) => db.placeZone.create({ data: { placeId: place.id, name: `Zone ${i}` } })));
const prefixes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
await db.device.createMany({
  data: Array.from({ length: 2000 }, (_, i) => {
    const uniqueId = `${prefixes[i % 8]}${Math.floor(i / 8) + 1}`;
    return { placeId: place.id, uniqueId, ...splitUniqueId(uniqueId), deviceTypeId: types[i % 3]!.id, zoneId: zones[i % 10]!.id };
  }),
});
const devices = await db.device.findMany({ where: { placeId: place.id }, select: { id: true, deviceTypeId: true } });
const mouse = await db.deviceTypeObject.create({ data: { name: 'Mouse', category: 'NORMAL' } });
const rat = await db.deviceTypeObject.create({ data: { name: 'Rat', category: 'DANGEROUS' } });
const collect = await db.deviceTypeObservation.create({ data: { name: 'Bait eaten', type: 'BAIT_COLLECT' } });
// Records spread over the last ten days: about a tenth falls in the evaluation's 24-hour window.
for (let batch = 0; batch < 20; batch++) {
  await db.deviceObjectRecord.createMany({
    data: Array.from({ length: 5000 }, (_, i) => ({
      deviceId: devices[(batch * 5000 + i) % 2000]!.id,
      deviceTypeObjectId: i % 5 ? mouse.id : rat.id,
      amount: i % 3,
      createdAt: new Date(Date.now() - ((batch * 5000 + i) % 240) * 3600_000),
    })),
  });
}
// Limits high enough not to be breached: the common case, measured in full.
for (let i = 0; i < 20; i++) {
  const type = (['DEVICES', 'DEVICE_TYPE', 'DEVICE_TYPE_ALL_DEVICES'] as const)[i % 3]!;
  await db.pestLimit.create({
    data: {
      placeId: place.id,
      name: `Limit ${i}`,
      type,
      normalSum: 1_000_000,
      dangerousSum: 1_000_000,
      entries: {
        create: [
          { objectId: mouse.id, value: 1_000_000 },
          { observationId: collect.id, limitType: 'OBSERVATION', percentage: 99 },
        ],
      },
      ...(type === 'DEVICES'
        ? { devices: { create: devices.slice(i * 50, i * 50 + 50).map((d) => ({ deviceId: d.id })) } }
        : { deviceTypes: { create: { deviceTypeId: types[i % 3]!.id } }, zones: { create: [{ zoneId: zones[i % 10]!.id }] } }),
    },
  });
}
for (const type of types) {
  await db.criticalLimit.create({
    data: {
      placeId: place.id,
      deviceTypeId: type.id,
      limit: 1_000_000,
      entries: { create: [{ kind: 'OBJECT', deviceTypeObjectId: rat.id, limit: 1_000_000 }] },
    },
  });
}
await db.$executeRawUnsafe('VACUUM ANALYZE');

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const alone: number[] = [];
const judged: number[] = [];
const evaluation: number[] = [];
const store = async (evaluate: boolean, n: number) => {
  const device = devices[(n * 7919) % devices.length]!;
  const started = performance.now();
  await db.$transaction(async (tx) => {
    await tx.deviceObjectRecord.create({ data: { deviceId: device.id, deviceTypeObjectId: mouse.id, amount: 1 } });
    if (!evaluate) return;
    const evaluating = performance.now();
    await evaluateAfterRecords(tx, place.id, [device.id]);
    if (n >= 30) evaluation.push(performance.now() - evaluating);
  });
  return performance.now() - started;
};
for (let n = 0; n < 30; n++) await store(n % 2 === 0, n); // warm-up
for (let n = 0; n < SAMPLES * 2; n++) (n % 2 ? judged : alone).push(await store(n % 2 === 1, n));
const p95Alone = pct(alone, 95);
const p95Judged = pct(judged, 95);
const added = pct(evaluation, 95);
console.log(`storing a pest record: p50 ${pct(alone, 50).toFixed(2)} ms, p95 ${p95Alone.toFixed(2)} ms`);
console.log(`with limit evaluation (20 limits, 2,000 devices, 100,000 records): p50 ${pct(judged, 50).toFixed(2)} ms, p95 ${p95Judged.toFixed(2)} ms`);
console.log(
  `evaluation adds ${added.toFixed(2)} ms at p95 (p50 ${pct(evaluation, 50).toFixed(2)} ms; difference of the p95s above ${(p95Judged - p95Alone).toFixed(2)} ms) ${added < 5 ? 'ok' : 'OVER 5 ms'}`,
);
await db.$disconnect();
await database.drop();
