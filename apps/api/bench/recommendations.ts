// Benchmark of recommendations: a place with 20,000 of them.
// - The filtered list call (the screen's default: open statuses, newest first, page 1):
//   p95 under 80 ms at concurrency 10.
// - The CSV of all 20,000 rows: under 2 s, with the API's memory flat (streamed, not built).
// - The daily reminder job over 100,000 open recommendations (spread over 50 places, a tenth
//   with a reminder due today): under 10 s.
//   pnpm bench:recommendations   (BENCH_DURATION seconds per measurement, default 8;
//   BENCH_ONLY=list measures the list call only, without the CSV and the reminder job)
import { createPrisma } from '@trapline/db/client';
import { provisionBenchDatabase } from '@trapline/db/test-database';
import { sendRecommendationReminders } from '../../workers/src/jobs/recommendation-reminders.handler.ts';
import { BENCH_MANAGER, benchCompany, measure, rssKb, startApi } from './harness.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const LIST_ONLY = process.env.BENCH_ONLY === 'list';
const LIST_BUDGET_MS = 80;
const CSV_BUDGET_MS = 2000;
const JOB_BUDGET_MS = 10_000;
const ROWS = 20_000;
const JOB_ROWS = 100_000;
const DAY = 86_400_000;

const database = await provisionBenchDatabase();
const db = createPrisma(database.url);
const { company, manager } = await benchCompany(db);
const category = await db.recommendationCategory.create({ data: { name: 'Higiena' } });
const places: Array<{ id: number; uuid: string }> = [];
for (let i = 0; i < 50; i++) places.push(await db.place.create({ data: { name: `Zakład ${i + 1}`, address: 'ul. Długa 1, Łódź', companyId: company.id } }));
const place = places[0]!;

const statuses = ['OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE'] as const;
const priorities = ['LOW', 'MEDIUM', 'HIGH'] as const;
const now = Date.now();
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
async function insert(
  count: number,
  placeOf: (i: number) => number,
  firstUniqueId: (placeId: number) => number,
  dueOf: (i: number) => Date,
  statusOf: (i: number) => (typeof statuses)[number],
) {
  const next = new Map<number, number>();
  for (let start = 0; start < count; start += 5000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 5000); i++) {
      const placeId = placeOf(i);
      const uniqueId = next.get(placeId) ?? firstUniqueId(placeId);
      next.set(placeId, uniqueId + 1);
      rows.push({
        placeId,
        uniqueId,
        recommendation: `Zalecenie ${i + 1}: uszczelnić bramę rampy, usunąć resztki surowca – zażółć gęślą jaźń`,
        priority: priorities[i % 3]!,
        status: statusOf(i),
        dueDate: dueOf(i),
        authorId: manager.id,
        ownerId: i % 2 === 0 ? manager.id : null,
        ownerText: i % 2 === 0 ? null : 'Kierownik zmiany',
        ownerEmail: i % 2 === 0 ? null : `owner${i % 97}@client.example`,
        recommendationCategoryId: category.id,
        area: 'Magazyn',
        createdAt: new Date(now - (i % 365) * DAY - i * 1000),
      });
    }
    await db.recommendation.createMany({ data: rows });
  }
  return next;
}
await insert(
  ROWS,
  () => place.id,
  () => 1,
  (i) => new Date(today + ((i % 60) - 30) * DAY),
  (i) => statuses[i % 4]!,
);
await db.$executeRawUnsafe('VACUUM ANALYZE');

const api = await startApi(database.url);
try {
  const token = await api.signIn(BENCH_MANAGER.email, BENCH_MANAGER.password);
  const list = `${api.base}/api/recommendations?placeId=${place.uuid}&status=IN_PROGRESS,OPEN,WAITING&sort=createdAt&order=desc&page=1`;
  const sample = await fetch(list, { headers: { authorization: `Bearer ${token}` } });
  if (!sample.ok) throw new Error(`list: ${sample.status} ${await sample.text()}`);
  console.log(`data: ${ROWS} recommendations in one place; the default filter matches ${((await sample.json()) as { count: number }).count}`);
  for (const connections of [1, 10]) {
    const cpu0 = await cpuMs(api.pid);
    const m = await measure(list, token, connections, DURATION);
    const cpu = ((await cpuMs(api.pid)) - cpu0) / m.requests;
    console.log(
      `GET /api/recommendations (default filter), concurrency ${connections}: ${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.errors} errors) ${m.p95 < LIST_BUDGET_MS ? 'ok' : 'OVER'} (budget ${LIST_BUDGET_MS} ms); API CPU ${cpu.toFixed(1)} ms per request`,
    );
  }

  if (!LIST_ONLY) await csv(api, token);
} finally {
  await api.stop();
}

async function csv(api: Awaited<ReturnType<typeof startApi>>, token: string) {
  const from = new Date(now - 400 * DAY).toISOString().slice(0, 10);
  const to = new Date(now + DAY).toISOString().slice(0, 10);
  const csvUrl = `${api.base}/api/recommendations/csv?placeId=${place.uuid}&dateFrom=${from}&dateTo=${to}`;
  const baseline = await rssKb(api.pid);
  let peak = baseline;
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const sampler = setInterval(
      () =>
        void rssKb(api.pid).then(
          (kb) => (peak = Math.max(peak, kb)),
          () => undefined,
        ),
      20,
    );
    const started = performance.now();
    const response = await fetch(csvUrl, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    times.push(performance.now() - started);
    clearInterval(sampler);
    const lines = text.split('\n').filter(Boolean).length - 1;
    if (!response.ok || lines !== ROWS) throw new Error(`csv: ${response.status}, ${lines} rows`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `GET /api/recommendations/csv (${ROWS} rows): median ${times[1]!.toFixed(0)} ms, worst ${times[2]!.toFixed(0)} ms ${times[1]! < CSV_BUDGET_MS ? 'ok' : 'OVER'} (budget ${CSV_BUDGET_MS} ms); API memory ${(baseline / 1024).toFixed(0)} MB before, ${(peak / 1024).toFixed(0)} MB at most during`,
  );
}

try {
  if (!LIST_ONLY) await reminders();
} finally {
  await db.$disconnect();
  await database.drop();
}

async function reminders() {
  // The reminder job: 100,000 more open recommendations over the 50 places, a tenth of them 3
  // days before their due date (a reminder today), the rest due later.
  await insert(
    JOB_ROWS,
    (i) => places[i % places.length]!.id,
    (placeId) => (placeId === place.id ? ROWS + 1 : 1),
    (i) => new Date(today + (i % 10 === 0 ? 3 : 10 + (i % 50)) * DAY),
    (i) => statuses[i % 3]!,
  );
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  const due = await db.recommendation.count({ where: { status: { not: 'CLOSE' }, dueDate: { lte: new Date(today + 3 * DAY) } } });
  const started = performance.now();
  const sent = await sendRecommendationReminders(db, { now: new Date(today + 12 * 3600_000), timeZone: 'UTC', webUrl: 'https://panel.example.test' });
  const ms = performance.now() - started;
  console.log(
    `reminder job over ${JOB_ROWS + ROWS * 0.75} open recommendations (${due} with a step due): ${ms.toFixed(0)} ms, ${sent.recommendations} reminded, ${sent.emails} e-mails ${ms < JOB_BUDGET_MS ? 'ok' : 'OVER'} (budget ${JOB_BUDGET_MS} ms)`,
  );
}

/** CPU time (user and system) a process has used, in ms, from /proc (Linux): a figure a busy machine disturbs less than latency. */
async function cpuMs(pid: number) {
  const { readFile } = await import('node:fs/promises');
  const f = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}
