import {
  timingIssues,
  ZScheduleEventRequest,
  type ScheduleEvent,
  type ScheduleEventRequest,
  type ScheduleOccurrence,
  type UpdateScheduleEventRequest,
} from '@trapline/contracts/schedule';
import type { DbClient, Prisma } from '@trapline/db/client';
import { expandEvent, isOccurrenceDate, type EventTiming, type OccurrenceException } from '@trapline/schedule/recurrence';
import { exceptionsOfStored, localDate, timingOfStored } from '@trapline/schedule/stored-event';
import { addDays, daysBetween, isValidTimeZone } from '@trapline/schedule/zoned-time';
import { findScopedPlace, scopedPlace, type ScopedPlace } from '../../access/place.ts';
import { AccessScope } from '../../access/scope.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import * as repo from './repository.ts';
import type { EventRow } from './repository.ts';

const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

type Issue = { path: Array<string | number | symbol>; message: string; code?: string };
const validationFailed = (issues: Issue[]) =>
  new AppError('common/validation_failed', { details: { fields: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message, code: issue.code ?? 'custom' })) } });
const fieldError = (path: string, message: string) => validationFailed([{ path: [path], message, code: 'invalid' }]);

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
  return exceptionsOfStored(row.exceptions, (exception) => ({ name: exception.name ?? row.name, type: exception.type ?? row.type, description: exception.description }));
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

export async function listPlaceEvents(db: DbClient, scope: AccessScope, placeKey: string, query: { from: string; to: string }) {
  const place = await scopedPlace(db, scope, placeKey);
  return { scheduleEvents: await occurrencesIn(db, { id: place.id }, new Date(query.from), new Date(query.to)) };
}

export async function listEvents(db: DbClient, scope: AccessScope, query: { from: string; to: string; placeUuid?: string | undefined; mine?: 'true' | 'false' | undefined }) {
  let placesWhere: Prisma.PlaceWhereInput = await scope.placeWhere();
  if (query.placeUuid) {
    const place = await findScopedPlace(db, scope, { uuid: query.placeUuid });
    if (!place) throw notFound();
    placesWhere = { id: place.id };
  }
  const filters: Prisma.ScheduleEventWhereInput[] = query.mine === 'true' ? [{ users: { some: { userId: scope.principal.userId } } }] : [];
  return { scheduleEvents: await occurrencesIn(db, placesWhere, new Date(query.from), new Date(query.to), filters) };
}

async function findEvent(db: DbClient, place: ScopedPlace, eventKey: string) {
  const key = idOrUuidWhere(eventKey);
  if (!key) throw notFound();
  const event = await repo.findEventOfPlace(db, place, key);
  if (!event) throw notFound();
  return event;
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
    const theirs = new AccessScope({ userId: user.id, userUuid: user.uuid, role: user.role, companyId: user.companyId, companyUuid: user.company.uuid, enterpriseRootCompanyId: null }, db);
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

export async function updateEvent(db: DbClient, scope: AccessScope, placeKey: string, eventKey: string, change: UpdateScheduleEventRequest) {
  const pathPlace = await scopedPlace(db, scope, placeKey);
  const row = await findEvent(db, pathPlace, eventKey);
  assertCanPlan(scope);
  const timing = timingOf(row);
  if (change.scope === 'OCCURRENCE' && timing.periodicity !== null) return { scheduleEvent: toEvent(await updateOccurrence(db, row, timing, change.occurrenceDate!, change)) };

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
  if (!merged.success) throw validationFailed(merged.error.issues);
  const request = merged.data;
  const place = await targetPlace(db, scope, pathPlace, change.placeUuid);
  // Assignees are checked again when they change or the event moves to another place.
  const userIds = change.userUuids !== undefined || place.id !== row.placeId ? await assigneeIds(db, scope, place, request.userUuids) : null;
  const data = eventData(place, request);
  // Occurrences changed alone keep their changes unless the series' dates, times or repetition change.
  const p = request.periodicity;
  const nextTiming: EventTiming = { ...request, timeZone: row.timeZone, periodicity: p && { unit: p.unit, count: p.count, withoutWeekends: p.withoutWeekends, endDate: p.endDate } };
  const sameTiming = (t: EventTiming) => JSON.stringify([t.dateFrom, t.dateTo, t.timeFrom, t.timeTo, t.periodicity && [t.periodicity.unit, t.periodicity.count, t.periodicity.withoutWeekends, t.periodicity.endDate]]);
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
  if (issues.length > 0) throw validationFailed(issues);
  return repo.saveException(db, row.id, dateValue(occurrenceDate), {
    cancelled: false,
    ...next,
    dateFrom: dateValue(next.dateFrom),
    dateTo: dateValue(next.dateTo),
  });
}

export async function deleteEvent(db: DbClient, scope: AccessScope, placeKey: string, eventKey: string, query: { scope: 'SERIES' | 'OCCURRENCE'; occurrenceDate?: string | undefined }) {
  const place = await scopedPlace(db, scope, placeKey);
  const row = await findEvent(db, place, eventKey);
  assertCanPlan(scope);
  const timing = timingOf(row);
  if (query.scope === 'SERIES' || timing.periodicity === null) {
    await repo.deleteEvent(db, row.id);
    return;
  }
  const occurrenceDate = query.occurrenceDate!;
  const existing = row.exceptions.find((exception) => localDate(exception.occurrenceDate) === occurrenceDate);
  if (!isOccurrenceDate(timing, occurrenceDate) || existing?.cancelled) throw notFound();
  await repo.saveException(db, row.id, dateValue(occurrenceDate), { cancelled: true, name: null, type: null, description: null, dateFrom: null, dateTo: null, timeFrom: null, timeTo: null });
}
