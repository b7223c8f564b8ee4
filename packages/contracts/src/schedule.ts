import { z } from 'zod';
import { ZInt, ZText } from './common.ts';

/** Spec 2, sections 3 and 5: the schedule of visits. */
export const SCHEDULE_EVENT_TYPES = ['INTERVENTION', 'INSPECTION', 'NEUTRAL', 'MAINTENANCE', 'OTHER'] as const;
export const ZScheduleEventType = z.enum(SCHEDULE_EVENT_TYPES);
export type ScheduleEventType = z.infer<typeof ZScheduleEventType>;

export const PERIODICITY_UNITS = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'YEARLY'] as const;
export const ZPeriodicityUnit = z.enum(PERIODICITY_UNITS);
export type PeriodicityUnit = z.infer<typeof ZPeriodicityUnit>;

export const SCHEDULE_LIMITS = {
  nameMaxLength: 200,
  descriptionMaxLength: 2000,
  /** Every N units of a custom periodicity. */
  countMax: 365,
  assigneesMax: 50,
  /** The longest range one events call expands (a year and a bit, for the list of a year). */
  rangeMaxDays: 400,
  firstYear: 2000,
  lastYear: 2100,
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
/** The shortest period of a unit in days (a month may have 28). */
const periodDays = (unit: PeriodicityUnit, count: number) => ({ DAILY: 1, WEEKLY: 7, BIWEEKLY: 14, MONTHLY: 28, YEARLY: 365 })[unit] * count;

/** A local date, 'YYYY-MM-DD', within the years the schedule plans. */
export const ZLocalDate = z.iso.date({ message: 'invalid_date' }).refine((date) => {
  const year = Number(date.slice(0, 4));
  return year >= SCHEDULE_LIMITS.firstYear && year <= SCHEDULE_LIMITS.lastYear;
}, 'date_out_of_range');
/** A wall-clock time, 'HH:mm'. */
export const ZLocalTime = ZText.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time');

export const ZPeriodicity = z.object({
  unit: ZPeriodicityUnit,
  /** Every N units; 1 for the plain choices (custom periodicity: at least 1). */
  count: ZInt.min(1, 'count_min').max(SCHEDULE_LIMITS.countMax).default(1),
  withoutWeekends: z.boolean().default(false),
  /** The last day an occurrence may start on (the whole day counts); null: no end. */
  endDate: ZLocalDate.nullable().default(null),
});
export type Periodicity = z.infer<typeof ZPeriodicity>;

const eventFields = {
  name: ZText.trim().min(1, 'required').max(SCHEDULE_LIMITS.nameMaxLength),
  type: ZScheduleEventType,
  description: ZText.trim()
    .max(SCHEDULE_LIMITS.descriptionMaxLength)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null)),
  dateFrom: ZLocalDate,
  dateTo: ZLocalDate,
  timeFrom: ZLocalTime,
  timeTo: ZLocalTime,
};
const seriesFields = {
  periodical: z.boolean().default(false),
  periodicity: ZPeriodicity.nullable().optional(),
  /** The event's place; default the place of the path. A place the caller does not see is a field error. */
  placeUuid: z.uuid().optional(),
  /** Assigned users; each must see the place. */
  userUuids: z.array(z.uuid()).max(SCHEDULE_LIMITS.assigneesMax).default([]),
};

type Issue = { path: string[]; message: string };

/** The end after the start (spec 2, section 5). */
export function timingIssues(event: { dateFrom: string; dateTo: string; timeFrom: string; timeTo: string }): Issue[] {
  if (event.dateTo < event.dateFrom) return [{ path: ['dateTo'], message: 'end_before_start' }];
  if (event.dateTo === event.dateFrom && event.timeTo <= event.timeFrom) return [{ path: ['timeTo'], message: 'end_before_start' }];
  return [];
}

/**
 * Every rule of an event of spec 2, section 5: the end after the start; a periodical event needs
 * its cyclicity; the periodicity's end date at least a day after the event's end; a series
 * without weekends starts on a weekday; an occurrence ends before the next one starts.
 */
export function eventIssues(event: {
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  periodical: boolean;
  periodicity?: Periodicity | null | undefined;
}): Issue[] {
  const issues = timingIssues(event);
  if (!event.periodical) return issues;
  const periodicity = event.periodicity;
  if (!periodicity) return [...issues, { path: ['periodicity', 'unit'], message: 'periodicity_required' }];
  if (periodicity.endDate !== null && dayNumber(periodicity.endDate) < dayNumber(event.dateTo) + 1)
    issues.push({ path: ['periodicity', 'endDate'], message: 'end_date_too_early' });
  if (periodicity.withoutWeekends && isWeekend(event.dateFrom)) issues.push({ path: ['dateFrom'], message: 'weekend_start' });
  if (dayNumber(event.dateTo) - dayNumber(event.dateFrom) >= periodDays(periodicity.unit, periodicity.count))
    issues.push({ path: ['dateTo'], message: 'longer_than_period' });
  return issues;
}

const addIssues = (issues: Issue[], ctx: z.RefinementCtx) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

/** POST /api/places/{placeId}/schedule/events. periodicity is ignored (stored as none) unless periodical. */
export const ZScheduleEventRequest = z
  .object({ ...eventFields, ...seriesFields })
  .superRefine((event, ctx) => addIssues(eventIssues(event), ctx))
  .transform((event) => ({ ...event, periodicity: event.periodical ? (event.periodicity ?? null) : null }));
export type ScheduleEventRequest = z.output<typeof ZScheduleEventRequest>;
export type ScheduleEventRequestInput = z.input<typeof ZScheduleEventRequest>;

export const CHANGE_SCOPES = ['SERIES', 'OCCURRENCE'] as const;
export const ZChangeScope = z.enum(CHANGE_SCOPES);
export type ChangeScope = z.infer<typeof ZChangeScope>;

/**
 * PATCH .../events/{uuid}: the fields to change. scope SERIES (default) changes the event and
 * every occurrence (the result must keep every rule of creation); OCCURRENCE changes the one that
 * starts on occurrenceDate in the series: its name, type, description, dates and times only.
 */
export const ZUpdateScheduleEventRequest = z
  .object({
    name: eventFields.name.optional(),
    type: eventFields.type.optional(),
    description: eventFields.description.optional(),
    dateFrom: eventFields.dateFrom.optional(),
    dateTo: eventFields.dateTo.optional(),
    timeFrom: eventFields.timeFrom.optional(),
    timeTo: eventFields.timeTo.optional(),
    periodical: z.boolean().optional(),
    periodicity: ZPeriodicity.nullable().optional(),
    placeUuid: z.uuid().optional(),
    userUuids: z.array(z.uuid()).max(SCHEDULE_LIMITS.assigneesMax).optional(),
    scope: ZChangeScope.default('SERIES'),
    occurrenceDate: ZLocalDate.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.scope !== 'OCCURRENCE') return;
    if (!change.occurrenceDate) ctx.addIssue({ code: 'custom', path: ['occurrenceDate'], message: 'required' });
    for (const key of ['periodical', 'periodicity', 'placeUuid', 'userUuids'] as const) {
      if (change[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'series_only' });
    }
  });
export type UpdateScheduleEventRequest = z.output<typeof ZUpdateScheduleEventRequest>;

/** DELETE .../events/{uuid}: the whole series (default) or the occurrence starting on occurrenceDate. */
export const ZDeleteScheduleEventQuery = z
  .object({ scope: ZChangeScope.default('SERIES'), occurrenceDate: ZLocalDate.optional() })
  .superRefine((query, ctx) => {
    if (query.scope === 'OCCURRENCE' && !query.occurrenceDate) ctx.addIssue({ code: 'custom', path: ['occurrenceDate'], message: 'required' });
  });

const ZRange = {
  from: z.iso.datetime({ offset: true, message: 'invalid_datetime' }).describe('Start of the range (ISO 8601 instant, e.g. 2026-11-01T00:00:00+01:00)'),
  to: z.iso.datetime({ offset: true, message: 'invalid_datetime' }).describe('End of the range, excluded'),
};
const rangeRule = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
  if (!(days >= 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
  else if (days > SCHEDULE_LIMITS.rangeMaxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
};

/** GET /api/places/{placeId}/schedule/events: the occurrences overlapping [from, to). */
export const ZPlaceScheduleEventsQuery = z.object(ZRange).superRefine(rangeRule);
/** GET /api/schedule/events: every visible place, or the one of the place filter. */
export const ZScheduleEventsQuery = z
  .object({
    ...ZRange,
    placeUuid: z.uuid().optional().describe('Place filter'),
    mine: z.enum(['true', 'false']).optional().describe('true: only the events assigned to the caller'),
  })
  .superRefine(rangeRule);

const ZPerson = z.object({ uuid: z.uuid(), name: ZText, surname: ZText });

/** An event (the series when periodical), as defined. */
export const ZScheduleEvent = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  type: ZScheduleEventType,
  description: ZText.nullable(),
  dateFrom: z.iso.date(),
  dateTo: z.iso.date(),
  timeFrom: ZText,
  timeTo: ZText,
  /** The IANA zone of the dates and times (the creator's). */
  timeZone: ZText,
  periodical: z.boolean(),
  periodicity: z.object({ unit: ZPeriodicityUnit, count: z.number().int(), withoutWeekends: z.boolean(), endDate: z.iso.date().nullable() }).nullable(),
  placeUuid: z.uuid(),
  place: z.object({ uuid: z.uuid(), name: ZText }),
  userUuids: z.array(z.uuid()),
  users: z.array(ZPerson),
  createdAt: z.iso.datetime(),
});
export type ScheduleEvent = z.infer<typeof ZScheduleEvent>;

/**
 * One occurrence in a range: the event's fields as they are for this occurrence (an occurrence
 * edited alone has its own name, type, description, dates and times), its instants, and the
 * event as defined (`event`, for editing the whole series).
 */
export const ZScheduleOccurrence = ZScheduleEvent.omit({ createdAt: true }).extend({
  /** The local start date the occurrence has in the series: the key for changing or deleting it alone. */
  occurrenceDate: z.iso.date(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Edited alone (differs from the series). */
  modified: z.boolean(),
  event: ZScheduleEvent,
});
export type ScheduleOccurrence = z.infer<typeof ZScheduleOccurrence>;

export const ZScheduleEventsResponse = z.object({ scheduleEvents: z.array(ZScheduleOccurrence) });
export type ScheduleEventsResponse = z.infer<typeof ZScheduleEventsResponse>;
export const ZScheduleEventResponse = z.object({ scheduleEvent: ZScheduleEvent });
