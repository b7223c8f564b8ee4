import { z } from 'zod';
import { ZCoercedInt, ZId, ZText } from './common.ts';

/** Spec 3, sections 5 and 9. */
export const STATISTICS_LIMITS = {
  /** The longest range one call covers, in days (inclusive). */
  maxDays: 1100,
  /** Over this many days (inclusive) the Excel export offers only MONTH and YEAR. */
  shortRangeDays: 35,
} as const;

export const STATISTICS_INTERVALS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export const ZStatisticsInterval = z.enum(STATISTICS_INTERVALS);
export type StatisticsInterval = z.infer<typeof ZStatisticsInterval>;

/**
 * A day (`2026-11-01`, read in the caller's time zone: from its start, to its end) or an
 * instant with an offset (the panel sends the start of the first and the end of the last day).
 */
export const ZStatisticsBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The most ids one filter of the statistics takes. */
export const STATISTICS_FILTER_MAX = 500;

/**
 * Ids to filter by: repeated (`zoneId=1&zoneId=2`), comma-separated (`zoneId=1,2`) or one; the
 * devices counted are those in any of them.
 */
export const ZStatisticsIdFilter = z
  .union([ZText.max(6000), z.array(ZText.max(20)).max(STATISTICS_FILTER_MAX)])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(
    z
      .array(
        ZText.regex(/^[0-9]{1,10}$/)
          .transform(Number)
          .pipe(ZId),
      )
      .min(1)
      .max(STATISTICS_FILTER_MAX),
  );

export const ZStatisticsQuery = z.object({
  from: ZStatisticsBound,
  to: ZStatisticsBound,
  // The panel repeats the place in the query (spec 3, section 7): it is not read, the path decides.
  zoneId: ZStatisticsIdFilter.optional(),
  deviceTypeId: ZStatisticsIdFilter.optional(),
  deviceId: ZStatisticsIdFilter.optional(),
});
export type StatisticsQuery = z.input<typeof ZStatisticsQuery>;

export const ZStatisticsObject = z.object({
  deviceTypeObjectId: z.number().int(),
  amount: z.number(),
  /** The day this amount belongs to (`YYYY-MM-DD`, the caller's time zone). */
  dateId: ZText,
  isDangerous: z.boolean(),
  deviceTypeObject: z.object({ name: ZText }),
});
export const ZStatisticsAction = z.object({ deviceTypeActionId: z.number().int(), amount: z.number(), deviceTypeAction: z.object({ name: ZText }) });
export const ZStatisticsObservation = z.object({
  deviceTypeObservationId: z.number().int(),
  amount: z.number(),
  deviceTypeObservation: z.object({ name: ZText }),
});
export type StatisticsObject = z.infer<typeof ZStatisticsObject>;
export type StatisticsAction = z.infer<typeof ZStatisticsAction>;
export type StatisticsObservation = z.infer<typeof ZStatisticsObservation>;

/** One day of a series: only days with records appear. */
export const ZStatisticsDay = z.object({
  date: ZText,
  objects: z.array(ZStatisticsObject),
  actions: z.array(ZStatisticsAction),
  observations: z.array(ZStatisticsObservation),
});
export type StatisticsDay = z.infer<typeof ZStatisticsDay>;

/** Totals of a series over the whole range. */
export const ZStatisticsTotals = z.object({
  objects: z.number(),
  dangerousObjects: z.number(),
  actions: z.number(),
  observations: z.number(),
});

export const ZStatisticsSeries = z.object({
  /** The place, zone, device type or device id; null for the devices without a zone. */
  id: z.number().int().nullable(),
  name: ZText.nullable(),
  dates: z.array(ZStatisticsDay),
  data: ZStatisticsTotals,
});
export type StatisticsSeries = z.infer<typeof ZStatisticsSeries>;

export const ZStatisticsResponse = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  timezone: ZText,
  /** Every day of the range (`YYYY-MM-DD`), for the charts' x axis. */
  days: z.array(ZText),
  byPlace: ZStatisticsSeries,
  byZone: z.array(ZStatisticsSeries),
  byDeviceType: z.array(ZStatisticsSeries),
  /** Deleted devices keep their records: they appear with `deleted` set. */
  byDevice: z.array(ZStatisticsSeries.extend({ uniqueId: ZText, deviceTypeId: z.number().int(), zoneId: z.number().int().nullable(), deleted: z.boolean() })),
});
export type StatisticsResponse = z.infer<typeof ZStatisticsResponse>;

/** POST /api/place/{placeUuid}/statistics/xlsx (spec 3, section 3.10). */
export const ZStatisticsXlsxRequest = z.object({
  from: ZStatisticsBound,
  to: ZStatisticsBound,
  interval: ZStatisticsInterval,
  type: z.literal('XLSX'),
  note: ZText.trim().max(2000).nullish(),
  deviceTypeId: ZCoercedInt.positive().nullish(),
});
export type StatisticsXlsxRequest = z.input<typeof ZStatisticsXlsxRequest>;

/** Days from `from` to `to`, both counted (spec 3, section 5: "day count is inclusive"). */
export function inclusiveDays(from: string, to: string): number {
  const day = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000) + 1;
}

/** The intervals the export allows for a range: over 35 days only MONTH and YEAR. */
export function allowedIntervals(days: number): StatisticsInterval[] {
  return days > STATISTICS_LIMITS.shortRangeDays ? ['MONTH', 'YEAR'] : [...STATISTICS_INTERVALS];
}
