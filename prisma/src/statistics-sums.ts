/**
 * The conventions of the statistics sums kept per day and per device and month (statistics_daily,
 * statistics_device_monthly; written by the triggers of migration statistics_rollups), shared by
 * the statistics answer of the API and the Excel export of the workers.
 */

/** The time zone the triggers date records in: the daily sums are days of this zone. */
export const STATISTICS_ROLLUP_TIMEZONE = 'Europe/Warsaw';

/** Each kind of record: its number in the sums' `kind` column, its table and its item column. */
export const STATISTICS_KINDS = {
  objects: { number: 1, table: 'device_object_records', item: '"deviceTypeObjectId"' },
  actions: { number: 2, table: 'device_action_records', item: '"deviceTypeActionId"' },
  observations: { number: 3, table: 'device_observation_records', item: '"deviceTypeObservationId"' },
} as const;
export type StatisticsKind = keyof typeof STATISTICS_KINDS;

/**
 * SQL that is true when every day from `first` to `last` (SQL date expressions) starts at the same
 * instant in `zone` as in the rollup zone (SQL text expressions): then the daily sums are those
 * days' sums. Include the day after a range to check its end as well.
 */
export function sameDayStartsSql(first: string, last: string, zone: string, rollupZone: string): string {
  return `(SELECT bool_and((d::timestamp AT TIME ZONE ${zone}) = (d::timestamp AT TIME ZONE ${rollupZone})) FROM generate_series(${first}, ${last}, interval '1 day') d)`;
}
