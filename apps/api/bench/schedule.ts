// Benchmark of the schedule: a company with 50 places and 500 recurring series (daily, weekly
// without weekends, every 2 weeks, monthly, yearly; some started years ago, some with occurrences
// changed or cancelled alone), and a month view of the whole company. Budget: p95 under 100 ms.
//   pnpm bench:schedule   (BENCH_DURATION seconds per measurement, default 8)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { BENCH_MANAGER, benchCompany, cpuMs, measure, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BUDGET_MS = 100;
const SERIES = 500;
const PLACES = 50;
const DAY = 86_400_000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company, manager } = await benchCompany(db);
await db.place.createMany({ data: Array.from({ length: PLACES }, (_, i) => ({ name: `Zakład ${i + 1}`, address: 'x', companyId: company.id })) });
const places = await db.place.findMany({ where: { companyId: company.id }, select: { id: true }, orderBy: { id: 'asc' } });

const units = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'YEARLY'] as const;
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
for (let i = 0; i < SERIES; i++) {
  const unit = units[i % units.length]!;
  // Started from three years ago to last month, so the month shown is deep inside most series.
  const start = new Date(today - (30 + ((i * 7919) % 1065)) * DAY);
  const weekend = [0, 6].includes(start.getUTCDay());
  const event = await db.scheduleEvent.create({
    data: {
      placeId: places[i % PLACES]!.id,
      name: `Wizyta ${i + 1}`,
      type: (['INSPECTION', 'INTERVENTION', 'MAINTENANCE'] as const)[i % 3]!,
      dateFrom: start,
      dateTo: start,
      timeFrom: `${String(7 + (i % 9)).padStart(2, '0')}:00`,
      timeTo: `${String(8 + (i % 9)).padStart(2, '0')}:30`,
      periodical: true,
      periodicityUnit: unit,
      periodicityCount: 1,
      periodicityWithoutWeekends: unit === 'DAILY' && !weekend,
      periodicityEndDate: i % 4 === 0 ? new Date(today + 400 * DAY) : null,
      createdById: manager.id,
      users: { create: [{ userId: manager.id }] },
    },
  });
  if (i % 10 === 0 && unit === 'DAILY') {
    await db.scheduleEventException.create({ data: { scheduleEventId: event.id, occurrenceDate: new Date(today + ((i % 20) - 10) * DAY), cancelled: true } });
  }
}
await db.$executeRawUnsafe('VACUUM ANALYZE');

const api = await startApi(database.url);
try {
  const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  // The month grid FullCalendar asks for: six weeks from the Monday on or before the 1st.
  const first = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
  const from = new Date(first - ((new Date(first).getUTCDay() + 6) % 7) * DAY);
  const to = new Date(from.getTime() + 42 * DAY);
  const query = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  const sample = await fetch(`${api.base}/api/schedule/events?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!sample.ok) throw new Error(`events: ${sample.status} ${await sample.text()}`);
  const occurrences = ((await sample.json()) as { scheduleEvents: unknown[] }).scheduleEvents.length;
  console.log(`data: ${SERIES} recurring series in ${PLACES} places; the month grid holds ${occurrences} occurrences`);
  for (const connections of [1, 10]) {
    const cpuBefore = await cpuMs(api.pid);
    const m = await measure(`${api.base}/api/schedule/events?${query}`, token, connections, DURATION);
    // The API's own CPU per request: comparable on a machine busy with other work, where latencies are not.
    const cpuPerRequest = (await cpuMs(api.pid)) - cpuBefore;
    const verdict = m.p95 < BUDGET_MS ? `ok (budget ${BUDGET_MS} ms)` : `OVER ${BUDGET_MS} ms`;
    console.log(
      `GET /api/schedule/events (month view), concurrency ${connections}: ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors), API CPU ${(cpuPerRequest / m.requests).toFixed(1)} ms per request ${verdict}`,
    );
  }
} finally {
  await api.stop();
  await db.$disconnect();
  await database.drop();
}
