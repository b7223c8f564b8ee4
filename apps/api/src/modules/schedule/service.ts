import {
  timingIssues,
  ZScheduleEventRequest,
  type ScheduleEvent,
  type ScheduleEventRequest,
  type ScheduleOccurrence,
  type UpdateScheduleEventRequest,
} from '@trapline/contracts/schedule';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { isOccurrenceDate, expandEvent, visitOccurrences, type EventTiming, type OccurrenceException } from '@trapline/schedule/recurrence';
import { exceptionsOfStored, localDate, timingOfStored } from '@trapline/schedule/stored-event';
import { addDays, daysBetween, isValidTimeZone } from '@trapline/schedule/zoned-time';
import { findScopedPlace, scopedPlace, type ScopedPlace } from '../../access/place.ts';
import { AccessScope } from '../../access/scope.ts';
import { type AnswerCache, placesDataVersion } from '../../lib/answer-cache.ts';
import { fieldError, fieldErrors, forbidden, notFound, zodFieldProblems } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import * as repo from './repository.ts';
import type { EventRow } from './repository.ts';

const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

/**
 * Planning visits is the provider's staff's work: a client company's own user reads its schedule
 * but does not change it (docs/decisions.md).
 */
function assertCanPlan(scope: AccessScope): void {
  if (scope.principal.role === 'CLIENT') throw forbidden();
}

const dateValue = (date: string) => new Date(`${date}T00:00:00.000Z`);

const timingOf = (row: EventRow): EventTiming => timingOfStored(row);

type OverrideData = { name: string; type: EventRow['type']; description: string | null };

function exceptionsOf(row: EventRow): Array<OccurrenceException<OverrideData>> {
  return exceptionsOfStored(row.exceptions, (exception) => ({
    name: exception.name ?? row.name,
    type: exception.type ?? row.type,
    description: exception.description,
  }));
}

export function toEvent(row: EventRow): ScheduleEvent {
  const timing = timingOf(row);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    description: row.description,
    dateFrom: timing.dateFrom,
    dateTo: timing.dateTo,
    timeFrom: row.timeFrom,
    timeTo: row.timeTo,
    timeZone: row.timeZone,
    periodical: timing.periodicity !== null,
    periodicity: timing.periodicity,
    placeUuid: row.place.uuid,
    place: { uuid: row.place.uuid, name: row.place.name },
    userUuids: row.users.map((u) => u.user.uuid),
    users: row.users.map(({ user }) => ({ uuid: user.uuid, name: user.name, surname: user.surname })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The occurrences of events in [from, to), ordered by start (then uuid). A month of a company
 * holds thousands of them: each is written as one literal with the schema's fields in its order
 * (the route writes it as it is), and the order is sorted on numbers instead of strings.
 */
export function occurrencesOf(rows: EventRow[], from: Date, to: Date): ScheduleOccurrence[] {
  const occurrences: ScheduleOccurrence[] = [];
  const starts: number[] = [];
  for (const row of rows) {
    const event = toEvent(row);
    for (const occurrence of expandEvent(timingOf(row), exceptionsOf(row), from, to)) {
      const override = occurrence.override;
      occurrences.push({
        id: event.id,
        uuid: event.uuid,
        name: override ? override.name : event.name,
        type: override ? override.type : event.type,
        description: override ? override.description : event.description,
        dateFrom: occurrence.dateFrom,
        dateTo: occurrence.dateTo,
        timeFrom: occurrence.timeFrom,
        timeTo: occurrence.timeTo,
        timeZone: event.timeZone,
        periodical: event.periodical,
        periodicity: event.periodicity,
        placeUuid: event.placeUuid,
        place: event.place,
        userUuids: event.userUuids,
        users: event.users,
        occurrenceDate: occurrence.occurrenceDate,
        start: occurrence.start.toISOString(),
        end: occurrence.end.toISOString(),
        modified: override !== null,
        event,
      });
      starts.push(occurrence.start.getTime());
    }
  }
  const order = occurrences.map((_, index) => index);
  order.sort((a, b) => starts[a]! - starts[b]! || (occurrences[a]!.uuid < occurrences[b]!.uuid ? -1 : occurrences[a]!.uuid > occurrences[b]!.uuid ? 1 : 0));
  return order.map((index) => occurrences[index]!);
}

/** Occurrences in the places of a `where` (already met with the caller's scope). */
export async function occurrencesIn(db: DbClient, placesWhere: Prisma.PlaceWhereInput, from: Date, to: Date, filters: Prisma.ScheduleEventWhereInput[] = []) {
  return occurrencesOf(await repo.findEventsAround(db, placesWhere, from, to, filters), from, to);
}

const json = JSON.stringify;
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const OPEN = utf8('{"scheduleEvents":[');
const CLOSE = utf8(']}');
const COMMA = 0x2c;

/**
 * An occurrence's own parts, `"dateFrom":"…","dateTo":"…",` and `…","start":"…","end":"…`, as
 * UTF-8: the occurrences of a range share few dates and instants, so each is written once
 * (remembered, bounded, like the instants of @trapline/schedule/zoned-time).
 */
const datesParts = new Map<string, Map<string, Buffer>>();
const instantsParts = new Map<number, Map<number, Map<string, Buffer>>>();
let rememberedParts = 0;
function remembered<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (++rememberedParts > 100_000) {
      datesParts.clear();
      instantsParts.clear();
      rememberedParts = 0;
    }
    value = make();
    map.set(key, value);
  }
  return value;
}
const datesPart = (dateFrom: string, dateTo: string) =>
  remembered(
    remembered(datesParts, dateFrom, () => new Map<string, Buffer>()),
    dateTo,
    () => utf8(`"dateFrom":"${dateFrom}","dateTo":"${dateTo}",`),
  );
const instantsPart = (occurrenceDate: string, start: number, end: number) =>
  remembered(
    remembered(
      remembered(instantsParts, start, () => new Map<number, Map<string, Buffer>>()),
      end,
      () => new Map<string, Buffer>(),
    ),
    occurrenceDate,
    () => utf8(`${occurrenceDate}","start":"${new Date(start).toISOString()}","end":"${new Date(end).toISOString()}`),
  );

/** The parts of an occurrence's JSON it shares with its series (or with its exception), as UTF-8. */
interface SeriesParts {
  /** From `{` up to and including the description. */
  head: Buffer;
  /** timeFrom and timeTo, then every field from timeZone up to `"occurrenceDate":"`. */
  times: Buffer;
  /** From the end of `end` to the closing `}`, with modified and the event. */
  tail: Buffer;
}

/**
 * The body of an occurrence list, { scheduleEvents: [...] }, written as JSON directly: what
 * occurrencesOf's list gives through JSON.stringify, byte for byte (the fields in the schema's
 * order), without an object or a string per occurrence. A month of a company holds thousands of
 * occurrences, each repeating its series: the parts an occurrence shares with its series (the
 * series itself, its place, assignees, periodicity) are encoded once per series, and each
 * occurrence's own dates and instants (ASCII) are written between them into one buffer.
 * Ordered by start, then uuid (as occurrencesOf).
 */
export function occurrencesBody(rows: repo.SeriesRow[], from: Date, to: Date): Buffer {
  const series: SeriesParts[] = [];
  const edited: SeriesParts[] = [];
  // Per occurrence: its parts (an index of series, or of edited when negative), dates and instants.
  const partsOf: number[] = [];
  const starts: number[] = [];
  const ranks: number[] = [];
  const dates: string[] = [];
  const ownDates: Buffer[] = [];
  const ownInstants: Buffer[] = [];
  let size = OPEN.length + CLOSE.length;
  // The uuid order as a number per series, so the sort compares numbers.
  const byUuid = rows.map((_, index) => index).sort((a, b) => (rows[a]!.uuid < rows[b]!.uuid ? -1 : rows[a]!.uuid > rows[b]!.uuid ? 1 : 0));
  const rankOf = new Array<number>(rows.length);
  byUuid.forEach((index, rank) => (rankOf[index] = rank));
  rows.forEach((row, index) => {
    const rank = rankOf[index]!;
    const periodicity =
      row.periodical && row.periodicityUnit
        ? { unit: row.periodicityUnit, count: row.periodicityCount ?? 1, withoutWeekends: row.periodicityWithoutWeekends, endDate: row.periodicityEndDate }
        : null;
    const timing: EventTiming = { dateFrom: row.dateFrom, dateTo: row.dateTo, timeFrom: row.timeFrom, timeTo: row.timeTo, timeZone: row.timeZone, periodicity };
    const place = { uuid: row.placeUuid, name: row.placeName };
    const userUuids = row.users.map((user) => user.uuid);
    const event: ScheduleEvent = {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      type: row.type,
      description: row.description,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      timeFrom: row.timeFrom,
      timeTo: row.timeTo,
      timeZone: row.timeZone,
      periodical: periodicity !== null,
      periodicity,
      placeUuid: row.placeUuid,
      place,
      userUuids,
      users: row.users,
      createdAt: row.createdAt,
    };
    const id = `{"id":${json(row.id)},"uuid":${json(row.uuid)},`;
    const shared = `"timeZone":${json(row.timeZone)},"periodical":${json(event.periodical)},"periodicity":${json(periodicity)},"placeUuid":${json(row.placeUuid)},"place":${json(place)},"userUuids":${json(userUuids)},"users":${json(row.users)},"occurrenceDate":"`;
    const eventJson = json(event);
    const own: SeriesParts = {
      head: utf8(`${id}"name":${json(row.name)},"type":${json(row.type)},"description":${json(row.description)},`),
      times: utf8(`"timeFrom":${json(row.timeFrom)},"timeTo":${json(row.timeTo)},${shared}`),
      tail: utf8(`","modified":false,"event":${eventJson}}`),
    };
    series.push(own);
    const ownSize = own.head.length + own.times.length + own.tail.length;
    // An edited occurrence: its own name, type, description and times; shared parts of the series.
    const exceptions: Array<OccurrenceException<number>> = (row.exceptions ?? []).map((exception) => {
      if (exception.cancelled || !exception.dateFrom || !exception.dateTo || !exception.timeFrom || !exception.timeTo) {
        return { occurrenceDate: exception.occurrenceDate, cancelled: exception.cancelled, override: null };
      }
      edited.push({
        head: utf8(`${id}"name":${json(exception.name ?? row.name)},"type":${json(exception.type ?? row.type)},"description":${json(exception.description)},`),
        times: utf8(`"timeFrom":${json(exception.timeFrom)},"timeTo":${json(exception.timeTo)},${shared}`),
        tail: utf8(`","modified":true,"event":${eventJson}}`),
      });
      const override = { dateFrom: exception.dateFrom, dateTo: exception.dateTo, timeFrom: exception.timeFrom, timeTo: exception.timeTo, data: -edited.length };
      return { occurrenceDate: exception.occurrenceDate, cancelled: false, override };
    });
    visitOccurrences(timing, exceptions, from, to, (occurrenceDate, dateFrom, dateTo, _timeFrom, _timeTo, start, end, override) => {
      if (override === null) {
        partsOf.push(index);
        size += ownSize;
      } else {
        partsOf.push(override);
        const parts = edited[-override - 1]!;
        size += parts.head.length + parts.times.length + parts.tail.length;
      }
      const datesBytes = datesPart(dateFrom, dateTo);
      const instantsBytes = instantsPart(occurrenceDate, start, end);
      size += datesBytes.length + instantsBytes.length;
      ownDates.push(datesBytes);
      ownInstants.push(instantsBytes);
      starts.push(start);
      ranks.push(rank);
      dates.push(occurrenceDate);
    });
  });
  const order = partsOf.map((_, index) => index);
  order.sort((a, b) => starts[a]! - starts[b]! || ranks[a]! - ranks[b]! || (dates[a]! < dates[b]! ? -1 : dates[a]! > dates[b]! ? 1 : 0));
  const out = Buffer.allocUnsafe(size + order.length);
  out.set(OPEN, 0);
  let at = OPEN.length;
  for (let i = 0; i < order.length; i++) {
    const o = order[i]!;
    const which = partsOf[o]!;
    const parts = which < 0 ? edited[-which - 1]! : series[which]!;
    if (i > 0) out[at++] = COMMA;
    out.set(parts.head, at);
    at += parts.head.length;
    const datesBytes = ownDates[o]!;
    out.set(datesBytes, at);
    at += datesBytes.length;
    out.set(parts.times, at);
    at += parts.times.length;
    const instantsBytes = ownInstants[o]!;
    out.set(instantsBytes, at);
    at += instantsBytes.length;
    out.set(parts.tail, at);
    at += parts.tail.length;
  }
  out.set(CLOSE, at);
  return out.subarray(0, at + CLOSE.length);
}

/** Where the occurrence lists are read from and kept (the answers of this API process). */
export interface ScheduleReads {
  db: DbClient;
  sql: SqlPool;
  cache: AnswerCache;
}

/**
 * The occurrence list of the places of a `where` (already met with the caller's scope), as JSON
 * (occurrencesBody). Kept while the data version of those places stands: database triggers bump
 * it with every write of their events, assignees, exceptions and names, and of users' names.
 */
async function occurrencesBodyIn(reads: ScheduleReads, placesWhere: Prisma.PlaceWhereInput, from: Date, to: Date, assignee: number | null): Promise<Buffer> {
  const placeIds = (await repo.placeIdsOf(reads.db, placesWhere)).sort((a, b) => a - b);
  const version = await placesDataVersion(reads.sql, placeIds);
  const key = JSON.stringify(['schedule', version, from.toISOString(), to.toISOString(), assignee, placeIds]);
  return reads.cache.get(key, async () => occurrencesBody(await repo.findSeriesAround(reads.db, placeIds, from, to, assignee), from, to));
}

/** A place's occurrences as the JSON body of ZScheduleEventsResponse. */
export async function listPlaceEvents(reads: ScheduleReads, scope: AccessScope, placeKey: string, query: { from: string; to: string }): Promise<Buffer> {
  const place = await scopedPlace(reads.db, scope, placeKey);
  return occurrencesBodyIn(reads, { id: place.id }, new Date(query.from), new Date(query.to), null);
}

/** The occurrences of the places the caller sees as the JSON body of ZScheduleEventsResponse. */
export async function listEvents(
  reads: ScheduleReads,
  scope: AccessScope,
  query: { from: string; to: string; placeUuid?: string | undefined; mine?: 'true' | 'false' | undefined },
): Promise<Buffer> {
  let placesWhere: Prisma.PlaceWhereInput = await scope.placeWhere();
  if (query.placeUuid) {
    const place = await findScopedPlace(reads.db, scope, { uuid: query.placeUuid });
    if (!place) throw notFound();
    placesWhere = { id: place.id };
  }
  return occurrencesBodyIn(reads, placesWhere, new Date(query.from), new Date(query.to), query.mine === 'true' ? scope.principal.userId : null);
}

/** An event as its path names it: the place's numeric id or uuid and the event's. */
export interface ScheduleEventPath {
  placeId: string;
  uuid: string;
}

/** The place the caller sees and its event the path names, or 404. */
async function eventAt(db: DbClient, scope: AccessScope, path: ScheduleEventPath) {
  const place = await scopedPlace(db, scope, path.placeId);
  const key = idOrUuidWhere(path.uuid);
  const event = key && (await repo.findEventOfPlace(db, place, key));
  if (!event) throw notFound();
  return { place, event };
}

/** The event's place: the one of the body when given (a field error unless the caller sees it), else the path's. */
async function targetPlace(db: DbClient, scope: AccessScope, pathPlace: ScopedPlace, placeUuid: string | undefined): Promise<ScopedPlace> {
  if (!placeUuid || placeUuid.toLowerCase() === pathPlace.uuid) return pathPlace;
  const place = await findScopedPlace(db, scope, { uuid: placeUuid.toLowerCase() });
  if (!place) throw fieldError('placeUuid', 'place_not_found');
  return place;
}

/**
 * Assignees by uuid: users the caller sees, each of whom sees the place by their own scope
 * (a technician only the places assigned to them), so nobody is sent to a visit they cannot open.
 */
async function assigneeIds(db: DbClient, scope: AccessScope, place: ScopedPlace, userUuids: string[]): Promise<number[]> {
  const uuids = [...new Set(userUuids.map((uuid) => uuid.toLowerCase()))];
  if (uuids.length === 0) return [];
  const users = await repo.findUsers(db, await scope.companyWhere(), uuids);
  if (users.length !== uuids.length) throw fieldError('userUuids', 'user_not_found');
  for (const user of users) {
    const theirs = new AccessScope(
      { userId: user.id, userUuid: user.uuid, role: user.role, companyId: user.companyId, companyUuid: user.company.uuid, enterpriseRootCompanyId: null },
      db,
    );
    if (!(await findScopedPlace(db, theirs, { id: place.id }))) throw fieldError('userUuids', 'user_cannot_see_place');
  }
  return users.map((user) => user.id);
}

function eventData(place: ScopedPlace, request: ScheduleEventRequest): repo.EventData {
  const periodicity = request.periodicity;
  return {
    placeId: place.id,
    name: request.name,
    type: request.type,
    description: request.description ?? null,
    dateFrom: dateValue(request.dateFrom),
    dateTo: dateValue(request.dateTo),
    timeFrom: request.timeFrom,
    timeTo: request.timeTo,
    periodical: periodicity !== null,
    periodicityUnit: periodicity?.unit ?? null,
    periodicityCount: periodicity?.count ?? null,
    periodicityWithoutWeekends: periodicity?.withoutWeekends ?? false,
    periodicityEndDate: periodicity?.endDate ? dateValue(periodicity.endDate) : null,
  };
}

export async function createEvent(db: DbClient, scope: AccessScope, placeKey: string, request: ScheduleEventRequest) {
  const pathPlace = await scopedPlace(db, scope, placeKey);
  assertCanPlan(scope);
  const place = await targetPlace(db, scope, pathPlace, request.placeUuid);
  const userIds = await assigneeIds(db, scope, place, request.userUuids);
  // The dates and times are the creator's wall clock.
  const zone = await repo.userTimeZone(db, scope.principal.userId);
  const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const row = await repo.createEvent(db, { ...eventData(place, request), timeZone, createdById: scope.principal.userId, userIds });
  return { scheduleEvent: toEvent(row) };
}

export async function updateEvent(db: DbClient, scope: AccessScope, path: ScheduleEventPath, change: UpdateScheduleEventRequest) {
  const { place: pathPlace, event: row } = await eventAt(db, scope, path);
  assertCanPlan(scope);
  const timing = timingOf(row);
  if (change.scope === 'OCCURRENCE' && timing.periodicity !== null)
    return { scheduleEvent: toEvent(await updateOccurrence(db, row, timing, change.occurrenceDate!, change)) };

  const current = toEvent(row);
  const merged = ZScheduleEventRequest.safeParse({
    name: change.name ?? current.name,
    type: change.type ?? current.type,
    description: change.description !== undefined ? change.description : current.description,
    dateFrom: change.dateFrom ?? current.dateFrom,
    dateTo: change.dateTo ?? current.dateTo,
    timeFrom: change.timeFrom ?? current.timeFrom,
    timeTo: change.timeTo ?? current.timeTo,
    periodical: change.periodical ?? current.periodical,
    periodicity: change.periodicity !== undefined ? change.periodicity : current.periodicity,
    userUuids: change.userUuids ?? current.userUuids,
  });
  if (!merged.success) throw fieldErrors(zodFieldProblems(merged.error.issues));
  const request = merged.data;
  const place = await targetPlace(db, scope, pathPlace, change.placeUuid);
  // Assignees are checked again when they change or the event moves to another place.
  const userIds = change.userUuids !== undefined || place.id !== row.placeId ? await assigneeIds(db, scope, place, request.userUuids) : null;
  const data = eventData(place, request);
  // Occurrences changed alone keep their changes unless the series' dates, times or repetition change.
  const p = request.periodicity;
  const nextTiming: EventTiming = {
    ...request,
    timeZone: row.timeZone,
    periodicity: p && { unit: p.unit, count: p.count, withoutWeekends: p.withoutWeekends, endDate: p.endDate },
  };
  const sameTiming = (t: EventTiming) =>
    JSON.stringify([
      t.dateFrom,
      t.dateTo,
      t.timeFrom,
      t.timeTo,
      t.periodicity && [t.periodicity.unit, t.periodicity.count, t.periodicity.withoutWeekends, t.periodicity.endDate],
    ]);
  const updated = await repo.updateEvent(db, row.id, data, { resetExceptions: sameTiming(timing) !== sameTiming(nextTiming), userIds });
  return { scheduleEvent: toEvent(updated) };
}

/** One occurrence edited alone: an exception with its own values, checked like an event's. */
async function updateOccurrence(db: DbClient, row: EventRow, timing: EventTiming, occurrenceDate: string, change: UpdateScheduleEventRequest) {
  const existing = row.exceptions.find((exception) => localDate(exception.occurrenceDate) === occurrenceDate);
  if (!isOccurrenceDate(timing, occurrenceDate) || existing?.cancelled) throw notFound();
  const length = daysBetween(timing.dateFrom, timing.dateTo);
  const base = {
    name: existing?.name ?? row.name,
    type: existing?.type ?? row.type,
    description: existing ? existing.description : row.description,
    dateFrom: existing?.dateFrom ? localDate(existing.dateFrom) : occurrenceDate,
    dateTo: existing?.dateTo ? localDate(existing.dateTo) : addDays(occurrenceDate, length),
    timeFrom: existing?.timeFrom ?? row.timeFrom,
    timeTo: existing?.timeTo ?? row.timeTo,
  };
  const next = {
    name: change.name ?? base.name,
    type: change.type ?? base.type,
    description: change.description !== undefined ? change.description : base.description,
    dateFrom: change.dateFrom ?? base.dateFrom,
    dateTo: change.dateTo ?? (change.dateFrom ? addDays(change.dateFrom, daysBetween(base.dateFrom, base.dateTo)) : base.dateTo),
    timeFrom: change.timeFrom ?? base.timeFrom,
    timeTo: change.timeTo ?? base.timeTo,
  };
  const issues = timingIssues(next);
  if (issues.length > 0) throw fieldErrors(zodFieldProblems(issues));
  return repo.saveException(db, row.id, dateValue(occurrenceDate), {
    cancelled: false,
    ...next,
    dateFrom: dateValue(next.dateFrom),
    dateTo: dateValue(next.dateTo),
  });
}

export async function deleteEvent(
  db: DbClient,
  scope: AccessScope,
  path: ScheduleEventPath,
  query: { scope: 'SERIES' | 'OCCURRENCE'; occurrenceDate?: string | undefined },
) {
  const { event: row } = await eventAt(db, scope, path);
  assertCanPlan(scope);
  const timing = timingOf(row);
  if (query.scope === 'SERIES' || timing.periodicity === null) {
    await repo.deleteEvent(db, row.id);
    return;
  }
  const occurrenceDate = query.occurrenceDate!;
  const existing = row.exceptions.find((exception) => localDate(exception.occurrenceDate) === occurrenceDate);
  if (!isOccurrenceDate(timing, occurrenceDate) || existing?.cancelled) throw notFound();
  await repo.saveException(db, row.id, dateValue(occurrenceDate), {
    cancelled: true,
    name: null,
    type: null,
    description: null,
    dateFrom: null,
    dateTo: null,
    timeFrom: null,
    timeTo: null,
  });
}
