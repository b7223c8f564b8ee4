import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZDeleteScheduleEventQuery,
  ZPlaceScheduleEventsQuery,
  ZScheduleEventRequest,
  ZScheduleEventResponse,
  ZScheduleEventsQuery,
  ZScheduleEventsResponse,
  ZUpdateScheduleEventRequest,
} from '@trapline/contracts/schedule';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { sendJsonAnswer } from '../../lib/json-answer.ts';
import { scopeOf } from '../../access/scope.ts';
import * as schedule from './service.ts';

/**
 * The occurrence lists are written by the service as JSON text (schedule.occurrencesBody) and sent
 * as they are: a month of a company holds thousands of occurrences, each repeating its series, and
 * building and serialising an object per occurrence cost more than everything else in the request.
 * The text has exactly the schema's fields, in its order; test/schedule checks that the body is what
 * the schema would write. The schema still documents the answer (OpenAPI); nothing serialises with it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);
const route = routeSchemaFor(['schedule'], errors);
const ZEventParams = ZPlaceIdParams.extend({ uuid: ZKey });

const rangeNote =
  'Recurring events are expanded on the server: one entry per occurrence that overlaps [from, to) (at most 400 days), with start and end as instants. ' +
  "An event's dates and times are the wall clock of its timeZone (its creator's), so a weekly 09:00 stays 09:00 across changes of the clocks. " +
  'Occurrences changed alone carry their own values (modified); cancelled ones are left out; `event` is the series as defined.';
const rulesNote =
  'Rules (spec 2, section 5): name, type, dates and times required; the end after the start; periodical needs periodicity.unit ' +
  '(DAILY, WEEKLY, BIWEEKLY = every 2 weeks, MONTHLY, YEARLY; count = every N units, default 1); withoutWeekends leaves Saturdays and Sundays out ' +
  '(a series without weekends starts on a weekday); periodicity.endDate (the last day an occurrence may start, whole day) at least one day after dateTo; ' +
  'an occurrence shorter than its period. placeUuid moves the event to another visible place; every userUuids user must see the place. ' +
  'Field errors answer 400 common/validation_failed. A client user reads the schedule but may not change it (403).';

const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = moduleRoutes(app, ['schedule'], errors);
  const db = app.db;
  /** Occurrence lists as written, kept under their places' data version (at most 64 MB per API process). */
  const reads = { db, sql: app.sql, cache: new AnswerCache(64 * 1024 * 1024) };

  app.get('/api/places/:placeId/schedule/events', {
    schema: route({
      summary: "A place's schedule: the occurrences of its events in a range",
      description: rangeNote,
      params: ZPlaceIdParams,
      querystring: ZPlaceScheduleEventsQuery,
      response: { 200: ZScheduleEventsResponse },
    }),
    // Its own reply: the occurrence list as JSON text already written (see plainJson).
    serializerCompiler: plainJson,
    handler: async (request, reply) =>
      sendJsonAnswer(request, reply, await schedule.listPlaceEvents(reads, scopeOf(request), request.params.placeId, request.query)),
  });

  routes.post(
    '/api/places/:placeId/schedule/events',
    'Add an event (once or recurring) to a place',
    { description: rulesNote, params: ZPlaceIdParams, body: ZScheduleEventRequest, response: { 201: ZScheduleEventResponse } },
    ({ params, body }, scope) => schedule.createEvent(db, scope, params.placeId, body),
  );

  routes.patch(
    '/api/places/:placeId/schedule/events/:uuid',
    'Change an event: the whole series, or one occurrence',
    {
      description:
        "scope SERIES (default): the fields given replace the event's, and the result keeps every rule of creation; a change of dates, times or repetition drops the occurrences changed alone. " +
        "scope OCCURRENCE with occurrenceDate (the occurrence's date in the series): name, type, description, dates and times of that occurrence only (moving it); " +
        'a date that is not an occurrence of the series, or a cancelled one, answers 404. ' +
        rulesNote,
      params: ZEventParams,
      body: ZUpdateScheduleEventRequest,
      response: { 200: ZScheduleEventResponse },
    },
    ({ params, body }, scope) => schedule.updateEvent(db, scope, params.placeId, params.uuid, body),
  );

  routes.delete(
    '/api/places/:placeId/schedule/events/:uuid',
    'Delete an event with all its occurrences, or cancel one occurrence',
    {
      description:
        'scope SERIES (default) deletes the event; scope OCCURRENCE with occurrenceDate cancels that occurrence only (404 when it is not one). A client user may not (403).',
      params: ZEventParams,
      querystring: ZDeleteScheduleEventQuery,
      response: { 204: z.null() },
    },
    ({ params, query }, scope) => schedule.deleteEvent(db, scope, params.placeId, params.uuid, query),
  );

  app.get('/api/schedule/events', {
    schema: route({
      summary: 'The schedule of every place the caller sees (optionally one place, or only the events assigned to the caller)',
      description: `${rangeNote} A placeUuid the caller does not see answers 404.`,
      querystring: ZScheduleEventsQuery,
      response: { 200: ZScheduleEventsResponse },
    }),
    // Its own reply: the occurrence list as JSON text already written (see plainJson).
    serializerCompiler: plainJson,
    handler: async (request, reply) => sendJsonAnswer(request, reply, await schedule.listEvents(reads, scopeOf(request), request.query)),
  });
};

export default scheduleRoutes;
