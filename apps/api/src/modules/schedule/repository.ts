import { Prisma, type DbClient } from '@trapline/db/client';
import { STORED_TIMING_SELECT } from '@trapline/schedule/stored-event';
import type { ScopedPlace } from '../../access/place.ts';
import { inScope } from '../../access/scoped.ts';

export const EVENT_SELECT = {
  id: true,
  uuid: true,
  placeId: true,
  name: true,
  type: true,
  description: true,
  ...STORED_TIMING_SELECT,
  createdAt: true,
  place: { select: { uuid: true, name: true } },
  users: { select: { user: { select: { id: true, uuid: true, name: true, surname: true } } }, orderBy: { userId: 'asc' } },
  exceptions: {
    select: { occurrenceDate: true, cancelled: true, name: true, type: true, description: true, dateFrom: true, dateTo: true, timeFrom: true, timeTo: true },
  },
} satisfies Prisma.ScheduleEventSelect;

export type EventRow = Prisma.ScheduleEventGetPayload<{ select: typeof EVENT_SELECT }>;

const DAY_MS = 86_400_000;

/**
 * The events that may have an occurrence in [from, to): a rough cut in SQL on local dates (zones
 * are within a day of UTC, a series' occurrence no longer than its period, moved occurrences
 * found by their own dates); the expansion decides exactly.
 */
export function findEventsAround(db: DbClient, placesWhere: Prisma.PlaceWhereInput, from: Date, to: Date, filters: Prisma.ScheduleEventWhereInput[] = []) {
  const fromDay = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS - 2 * DAY_MS);
  const toDay = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS + 2 * DAY_MS);
  const longestPeriod = new Date(fromDay.getTime() - 370 * DAY_MS);
  return db.scheduleEvent.findMany({
    where: inScope<Prisma.ScheduleEventWhereInput>({ place: placesWhere }, ...filters, {
      OR: [
        { periodical: false, dateFrom: { lte: toDay }, dateTo: { gte: fromDay } },
        { periodical: true, dateFrom: { lte: toDay }, OR: [{ periodicityEndDate: null }, { periodicityEndDate: { gte: longestPeriod } }] },
        { exceptions: { some: { cancelled: false, dateFrom: { lte: toDay }, dateTo: { gte: fromDay } } } },
      ],
    }),
    select: EVENT_SELECT,
    orderBy: { id: 'asc' },
  });
}

/** An event of a scoped place, by numeric id or uuid. */
export function findEventOfPlace(db: DbClient, place: ScopedPlace, key: { id: number } | { uuid: string }) {
  return db.scheduleEvent.findFirst({ where: inScope<Prisma.ScheduleEventWhereInput>({ placeId: place.id }, key), select: EVENT_SELECT });
}

export interface EventData {
  placeId: number;
  name: string;
  type: EventRow['type'];
  description: string | null;
  dateFrom: Date;
  dateTo: Date;
  timeFrom: string;
  timeTo: string;
  periodical: boolean;
  periodicityUnit: EventRow['periodicityUnit'];
  periodicityCount: number | null;
  periodicityWithoutWeekends: boolean;
  periodicityEndDate: Date | null;
}

export function createEvent(db: DbClient, data: EventData & { timeZone: string; createdById: number; userIds: number[] }) {
  const { userIds, ...event } = data;
  return db.scheduleEvent.create({ data: { ...event, users: { create: userIds.map((userId) => ({ userId })) } }, select: EVENT_SELECT });
}

/** The series changed; `resetExceptions` drops the occurrences changed alone (their dates no longer fit), `userIds` replaces the assignees. */
export function updateEvent(db: DbClient, eventId: number, data: EventData, options: { resetExceptions: boolean; userIds: number[] | null }) {
  return db.$transaction(async (tx) => {
    if (options.resetExceptions) await tx.scheduleEventException.deleteMany({ where: { scheduleEventId: eventId } });
    if (options.userIds) {
      await tx.scheduleEventUser.deleteMany({ where: { scheduleEventId: eventId } });
      await tx.scheduleEventUser.createMany({ data: options.userIds.map((userId) => ({ scheduleEventId: eventId, userId })) });
    }
    return tx.scheduleEvent.update({ where: { id: eventId }, data, select: EVENT_SELECT });
  });
}

export interface ExceptionData {
  cancelled: boolean;
  name: string | null;
  type: EventRow['type'] | null;
  description: string | null;
  dateFrom: Date | null;
  dateTo: Date | null;
  timeFrom: string | null;
  timeTo: string | null;
}

export async function saveException(db: DbClient, eventId: number, occurrenceDate: Date, data: ExceptionData) {
  await db.scheduleEventException.upsert({
    where: { scheduleEventId_occurrenceDate: { scheduleEventId: eventId, occurrenceDate } },
    create: { scheduleEventId: eventId, occurrenceDate, ...data },
    update: data,
  });
  return db.scheduleEvent.findUniqueOrThrow({ where: { id: eventId }, select: EVENT_SELECT });
}

export async function deleteEvent(db: DbClient, eventId: number) {
  await db.scheduleEvent.delete({ where: { id: eventId } });
}

/** Users by uuid among the companies the caller sees (others are not confirmed). */
export function findUsers(db: DbClient, companyWhere: Prisma.CompanyWhereInput, uuids: string[]) {
  return db.user.findMany({
    where: inScope<Prisma.UserWhereInput>({ company: companyWhere }, { uuid: { in: uuids } }),
    select: { id: true, uuid: true, role: true, companyId: true, company: { select: { uuid: true } } },
  });
}

export async function userTimeZone(db: DbClient, userId: number): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { timezone: true } }))?.timezone ?? null;
}

/** A series as the occurrence lists read it: local dates as YYYY-MM-DD, the place, assignees and exceptions in the same row. */
export interface SeriesRow {
  id: number;
  uuid: string;
  name: string;
  type: EventRow['type'];
  description: string | null;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  timeZone: string;
  periodical: boolean;
  periodicityUnit: EventRow['periodicityUnit'];
  periodicityCount: number | null;
  periodicityWithoutWeekends: boolean;
  periodicityEndDate: string | null;
  createdAt: string;
  placeUuid: string;
  placeName: string;
  users: Array<{ uuid: string; name: string; surname: string }>;
  exceptions: Array<{
    occurrenceDate: string;
    cancelled: boolean;
    name: string | null;
    type: EventRow['type'] | null;
    description: string | null;
    dateFrom: string | null;
    dateTo: string | null;
    timeFrom: string | null;
    timeTo: string | null;
  }> | null;
}

/**
 * findEventsAround's events of some places (optionally only those assigned to `assignee`) in one
 * SQL statement: the series with their place, assignees (by user id) and exceptions, dates already
 * written as the API writes them. The month view of a company reads hundreds of series per request.
 */
export function findSeriesAround(db: DbClient, placeIds: number[], from: Date, to: Date, assignee: number | null): Promise<SeriesRow[]> {
  if (placeIds.length === 0) return Promise.resolve([]);
  const fromDay = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS - 2 * DAY_MS).toISOString();
  const toDay = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS + 2 * DAY_MS).toISOString();
  const longestPeriod = new Date(Date.parse(fromDay) - 370 * DAY_MS).toISOString();
  const mine =
    assignee === null
      ? Prisma.empty
      : Prisma.sql`AND EXISTS (SELECT FROM schedule_event_users m WHERE m."scheduleEventId" = e.id AND m."userId" = ${assignee})`;
  return db.$queryRaw<SeriesRow[]>`
    SELECT e.id, e.uuid::text AS uuid, e.name, e.type::text AS type, e.description,
      to_char(e."dateFrom", 'YYYY-MM-DD') AS "dateFrom", to_char(e."dateTo", 'YYYY-MM-DD') AS "dateTo", e."timeFrom", e."timeTo", e."timeZone",
      e.periodical, e."periodicityUnit"::text AS "periodicityUnit", e."periodicityCount", e."periodicityWithoutWeekends",
      to_char(e."periodicityEndDate", 'YYYY-MM-DD') AS "periodicityEndDate",
      to_char(e."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      p.uuid::text AS "placeUuid", p.name AS "placeName",
      coalesce((SELECT json_agg(json_build_object('uuid', u.uuid, 'name', u.name, 'surname', u.surname) ORDER BY su."userId")
        FROM schedule_event_users su JOIN users u ON u.id = su."userId" WHERE su."scheduleEventId" = e.id), '[]'::json) AS users,
      (SELECT json_agg(json_build_object('occurrenceDate', to_char(x."occurrenceDate", 'YYYY-MM-DD'), 'cancelled', x.cancelled, 'name', x.name, 'type', x.type,
          'description', x.description, 'dateFrom', to_char(x."dateFrom", 'YYYY-MM-DD'), 'dateTo', to_char(x."dateTo", 'YYYY-MM-DD'), 'timeFrom', x."timeFrom", 'timeTo', x."timeTo"))
        FROM schedule_event_exceptions x WHERE x."scheduleEventId" = e.id) AS exceptions
    FROM schedule_events e JOIN places p ON p.id = e."placeId"
    WHERE e."placeId" = ANY(${placeIds}::int[]) ${mine}
      AND ((NOT e.periodical AND e."dateFrom" <= ${toDay}::timestamp AND e."dateTo" >= ${fromDay}::timestamp)
        OR (e.periodical AND e."dateFrom" <= ${toDay}::timestamp AND (e."periodicityEndDate" IS NULL OR e."periodicityEndDate" >= ${longestPeriod}::timestamp))
        OR EXISTS (SELECT FROM schedule_event_exceptions c WHERE c."scheduleEventId" = e.id AND NOT c.cancelled AND c."dateFrom" <= ${toDay}::timestamp AND c."dateTo" >= ${fromDay}::timestamp))
    ORDER BY e.id`;
}

/** The ids of the places of a `where` (already met with the caller's scope). */
export async function placeIdsOf(db: DbClient, placesWhere: Prisma.PlaceWhereInput): Promise<number[]> {
  return (await db.place.findMany({ where: placesWhere, select: { id: true } })).map((place) => place.id);
}
