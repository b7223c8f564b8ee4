import type { z } from 'zod';
import type { ReportJobResponse } from '@trapline/contracts/reports';
import { STATISTICS_LIMITS, allowedIntervals, type ZStatisticsXlsxRequest } from '@trapline/contracts/statistics';
import type { DbClient, SqlPool } from '@trapline/db/client';
import { statisticsExport } from '@trapline/jobs/definitions/statistics-export';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';
import { scopedPlace, type ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, type FieldPlace } from '../../lib/app-error.ts';
import * as repo from './repository.ts';
import { startReport } from '../reports/queued-report.ts';
import { AnswerSums } from './answer.ts';
import { aggregateYears, countDevices, deviceDaysOf, monthEdgeDays, placeDevices, sumsOfYears } from './sums-by-year.ts';
import { type AnswerCache, placeDataVersion } from '../../lib/answer-cache.ts';

/** Above this many devices in the filter, per-device series carry totals, not days (docs/decisions.md). */
export const PER_DEVICE_DAYS_LIMIT = 200;

type StatisticsXlsxInput = z.output<typeof ZStatisticsXlsxRequest>;

/** The request field a refused range is reported on: the range's end, where it was sent. */
export interface RangeEndField {
  path: string;
  in: FieldPlace;
}

/** The range of a request in the caller's time zone; 400 on the range's end when it is upside down or too long. */
export async function rangeOf(sql: SqlPool, from: string, to: string, timezone: string, end: RangeEndField): Promise<repo.Bounds> {
  const bounds = await repo.resolveBounds(sql, from, to, timezone);
  if (bounds.to < bounds.from) throw fieldError(end.path, 'before_from', { in: end.in });
  if (bounds.days.length > STATISTICS_LIMITS.maxDays) throw fieldError(end.path, 'range_too_long', { in: end.in });
  return bounds;
}

/**
 * The statistics answer serialized, from the cache while neither the place's data nor the
 * catalogue has changed since it was computed (see AnswerCache); on a miss the sums are
 * computed in SQL.
 */
export async function statisticsJson(
  db: DbClient,
  sql: SqlPool,
  cache: { answers: AnswerCache; sums: AnswerCache },
  scope: AccessScope,
  placeKey: string,
  query: { from: string; to: string } & repo.DeviceFilter,
  context: { timezone: string; lang: string },
): Promise<Buffer> {
  const place = await scopedPlace(db, scope, placeKey);
  const versions = await placeDataVersion(sql, place.id);
  const filter = { zoneId: query.zoneId, deviceTypeId: query.deviceTypeId, deviceId: query.deviceId };
  const key = JSON.stringify([
    place.id,
    versions,
    query.from,
    query.to,
    context.timezone,
    context.lang,
    filter.zoneId ?? null,
    filter.deviceTypeId ?? null,
    filter.deviceId ?? null,
  ]);
  return cache.answers.get(key, async () => {
    const bounds = await rangeOf(sql, query.from, query.to, context.timezone, { path: 'to', in: 'querystring' });
    const sums = { cache: cache.sums, version: versions };
    return compute(sql, place, bounds, filter, context, sums);
  });
}

/** The answer's JSON (StatisticsResponse). */
async function compute(
  sql: SqlPool,
  place: ScopedPlace,
  bounds: repo.Bounds,
  filter: repo.DeviceFilter,
  context: { timezone: string; lang: string },
  sums: { cache: AnswerCache; version: string },
): Promise<Buffer> {
  const range = { from: bounds.from, to: bounds.to, timezone: context.timezone, days: bounds.days };
  const perDeviceDays =
    (filter.deviceId !== undefined && filter.deviceId.length <= PER_DEVICE_DAYS_LIMIT) ||
    countDevices(await placeDevices(sql, sums.cache, place, sums.version), filter) <= PER_DEVICE_DAYS_LIMIT;
  // Totals per device over a range whose days are the sums' days: read from the sums kept per day
  // and month, unless devices are picked one by one (the daily sums know no device).
  const fromSums = !perDeviceDays && bounds.rollupDays && filter.deviceId === undefined;
  const spans = fromSums ? await repo.sumSpans(sql, range) : null;
  const answer = spans ? await readSums(sql, place, range, spans, filter, sums) : await aggregateRecords(sql, place, range, filter, perDeviceDays);
  const names = await repo.names(sql, place, answer.ids(), context.lang);
  return answer.writeAnswer(place, range, names, context.lang);
}

/**
 * The sums of a range read from the sums kept per day and month: the years it covers and the
 * place's devices (from the cache while the place's data stands), and its edges: for a range of
 * whole days the devices' sums of the days of its edges (each day cached alike), otherwise the records
 * of its edges. Read side by side.
 */
async function readSums(
  sql: SqlPool,
  place: ScopedPlace,
  range: { from: Date; to: Date; timezone: string; days: string[] },
  spans: repo.SumSpans,
  filter: repo.DeviceFilter,
  sums: { cache: AnswerCache; version: string },
): Promise<AnswerSums> {
  const edgeDays = monthEdgeDays(spans);
  const [years, devices, edges] = await Promise.all([
    sumsOfYears(sql, sums.cache, place, sums.version, spans),
    placeDevices(sql, sums.cache, place, sums.version),
    edgeDays
      ? deviceDaysOf(sql, sums.cache, place, sums.version, edgeDays).then((deviceDays) => ({ spans: edgeDays, deviceDays }))
      : repo.edgeRecords(sql, place, range, spans, filter).then((records) => ({ records })),
  ]);
  return aggregateYears(place.id, years, devices, range, spans, filter, edges);
}

/** The sums of a range summed from its records, each kind of record read side by side. */
async function aggregateRecords(
  sql: SqlPool,
  place: ScopedPlace,
  range: { from: Date; to: Date; timezone: string; days: string[] },
  filter: repo.DeviceFilter,
  perDeviceDays: boolean,
): Promise<AnswerSums> {
  const kinds: repo.RecordKind[] = ['objects', 'actions', 'observations'];
  const answer = new AnswerSums(range.days.length);
  for (const rows of await Promise.all(kinds.map((kind) => repo.aggregate(sql, place, kind, range, filter, perDeviceDays)))) {
    answer.addAggregates(place.id, rows);
  }
  return answer;
}

/**
 * Requests the Excel workbook of a place's statistics: 422 `reports/no-data` for a range without
 * records; the report row (XLSX) and its job are written together and the workers write the file.
 */
export async function exportXlsx(
  db: DbClient,
  sql: SqlPool,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  placeKey: string,
  input: StatisticsXlsxInput,
  context: { timezone: string; lang: string; async: boolean },
): Promise<{ status: 201 | 202; body: ReportJobResponse }> {
  const place = await scopedPlace(db, scope, placeKey);
  const bounds = await rangeOf(sql, input.from, input.to, context.timezone, { path: 'to', in: 'body' });
  if (!allowedIntervals(bounds.days.length).includes(input.interval)) {
    throw fieldError('interval', 'interval_not_allowed_for_range', { allowed: allowedIntervals(bounds.days.length) });
  }
  if (!(await repo.hasRecords(sql, place, bounds, input.deviceTypeId ?? null))) throw new AppError('reports/no-data');
  const chosen = { interval: input.interval, deviceTypeId: input.deviceTypeId ?? null };
  return startReport({ db, storage, renders }, scope, context, {
    definition: statisticsExport,
    kind: 'XLSX',
    filePrefix: 'statistics',
    place,
    period: bounds,
    note: input.note ?? null,
    choices: [input.interval, input.deviceTypeId ?? ''],
    parameters: chosen,
    payload: (queued) => ({ ...queued, ...chosen }),
  });
}
