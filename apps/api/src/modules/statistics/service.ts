import { STATISTICS_LIMITS, type StatisticsDay, type StatisticsResponse, type StatisticsSeries } from '@trapline/contracts/statistics';
import type { DbClient, SqlPool } from '@trapline/db/client';
import { scopedPlace, type ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

/** Above this many devices in the filter, per-device series carry totals, not days (docs/decisions.md). */
export const PER_DEVICE_DAYS_LIMIT = 200;

const invalid = (path: string, message: string) => new AppError('common/validation_failed', { details: { in: 'querystring', fields: [{ path, message, code: 'invalid' }] } });

/** The range of a request in the caller's time zone; 400 when it is upside down or too long. */
export async function rangeOf(sql: SqlPool, from: string, to: string, timezone: string): Promise<repo.Bounds> {
  const bounds = await repo.resolveBounds(sql, from, to, timezone);
  if (bounds.to < bounds.from) throw invalid('to', 'before_from');
  if (bounds.days.length > STATISTICS_LIMITS.maxDays) throw invalid('to', 'range_too_long');
  return bounds;
}

export async function statistics(
  db: DbClient,
  sql: SqlPool,
  scope: AccessScope,
  placeKey: string,
  query: { from: string; to: string; zoneId?: number | undefined; deviceTypeId?: number | undefined; deviceId?: number | undefined },
  context: { timezone: string; lang: string },
): Promise<StatisticsResponse> {
  const place = await scopedPlace(db, scope, placeKey);
  const bounds = await rangeOf(sql, query.from, query.to, context.timezone);
  return compute(sql, place, bounds, query, context);
}

async function compute(sql: SqlPool, place: ScopedPlace, bounds: repo.Bounds, filter: repo.DeviceFilter, context: { timezone: string; lang: string }): Promise<StatisticsResponse> {
  const range = { from: bounds.from, to: bounds.to, timezone: context.timezone };
  const perDeviceDays = filter.deviceId !== undefined || (await repo.countDevices(sql, place, filter)) <= PER_DEVICE_DAYS_LIMIT;
  const [objects, actions, observations] = await Promise.all([
    repo.aggregate(sql, place, 'objects', range, filter, perDeviceDays),
    repo.aggregate(sql, place, 'actions', range, filter, perDeviceDays),
    repo.aggregate(sql, place, 'observations', range, filter, perDeviceDays),
  ]);
  const ids = (rows: repo.AggregateRow[]) => [...new Set(rows.map((r) => r.itemId))];
  const all = [...objects, ...actions, ...observations];
  const names = await repo.names(sql, place, {
    objects: ids(objects),
    actions: ids(actions),
    observations: ids(observations),
    types: [...new Set(all.flatMap((r) => (r.level === 'type' && r.deviceTypeId !== null ? [r.deviceTypeId] : [])))],
    devices: [...new Set(all.flatMap((r) => (r.level === 'device' && r.deviceId !== null ? [r.deviceId] : [])))],
  }, context.lang);

  const series = new Map<string, Builder>();
  const builder = (level: repo.AggregateRow['level'], id: number | null): Builder => {
    const key = `${level}:${id}`;
    let found = series.get(key);
    if (!found) series.set(key, (found = new Builder(level, id)));
    return found;
  };
  const idOf = (row: repo.AggregateRow) => (row.level === 'place' ? place.id : row.level === 'zone' ? row.zoneId : row.level === 'type' ? row.deviceTypeId : row.deviceId);
  for (const row of objects) {
    const object = names.objects.get(row.itemId) ?? { name: '', dangerous: false };
    builder(row.level, idOf(row)).object(row, object);
  }
  for (const row of actions) builder(row.level, idOf(row)).action(row, names.actions.get(row.itemId) ?? '');
  for (const row of observations) builder(row.level, idOf(row)).observation(row, names.observations.get(row.itemId) ?? '');

  const of = (level: repo.AggregateRow['level']) => [...series.values()].filter((s) => s.level === level);
  const byName = <T extends { name: string | null }>(a: T, b: T) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', context.lang);
  return {
    from: bounds.from.toISOString(),
    to: bounds.to.toISOString(),
    timezone: context.timezone,
    days: bounds.days,
    byPlace: (series.get(`place:${place.id}`) ?? new Builder('place', place.id)).build(place.name),
    byZone: of('zone').map((s) => s.build(s.id === null ? null : (names.zones.get(s.id) ?? null))).sort(byName),
    byDeviceType: of('type').map((s) => s.build(names.types.get(s.id!) ?? null)).sort(byName),
    byDevice: of('device')
      .map((s) => {
        const device = names.devices.get(s.id!);
        return { ...s.build(device?.name ?? null), uniqueId: device?.uniqueId ?? '', deviceTypeId: device?.deviceTypeId ?? 0, zoneId: device?.zoneId ?? null, deleted: device?.deleted ?? false };
      })
      .sort((a, b) => a.uniqueId.localeCompare(b.uniqueId, undefined, { numeric: true })),
  };
}

/** Collects the aggregates of one series into days and totals. */
class Builder {
  private readonly days = new Map<string, StatisticsDay>();
  private readonly totals = { objects: 0, dangerousObjects: 0, actions: 0, observations: 0 };

  constructor(
    readonly level: repo.AggregateRow['level'],
    readonly id: number | null,
  ) {}

  private day(date: string | null): StatisticsDay | null {
    if (date === null) return null;
    let found = this.days.get(date);
    if (!found) this.days.set(date, (found = { date, objects: [], actions: [], observations: [] }));
    return found;
  }

  object(row: repo.AggregateRow, object: { name: string; dangerous: boolean }) {
    this.totals.objects += row.amount;
    if (object.dangerous) this.totals.dangerousObjects += row.amount;
    this.day(row.day)?.objects.push({ deviceTypeObjectId: row.itemId, amount: row.amount, dateId: row.day!, isDangerous: object.dangerous, deviceTypeObject: { name: object.name } });
  }

  action(row: repo.AggregateRow, name: string) {
    this.totals.actions += row.amount;
    this.day(row.day)?.actions.push({ deviceTypeActionId: row.itemId, amount: row.amount, deviceTypeAction: { name } });
  }

  observation(row: repo.AggregateRow, name: string) {
    this.totals.observations += row.amount;
    this.day(row.day)?.observations.push({ deviceTypeObservationId: row.itemId, amount: row.amount, deviceTypeObservation: { name } });
  }

  build(name: string | null): StatisticsSeries {
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      id: this.id,
      name,
      dates: [...this.days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
      data: { objects: round(this.totals.objects), dangerousObjects: round(this.totals.dangerousObjects), actions: round(this.totals.actions), observations: round(this.totals.observations) },
    };
  }
}
