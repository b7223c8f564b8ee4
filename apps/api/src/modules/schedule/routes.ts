import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
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
import { plainJsonSerializer, sendJsonAnswer } from '../../lib/json-answer.ts';
import { scopeOf } from '../../access/scope.ts';
import * as schedule from './service.ts';

/**
 * The occurrence lists are written by the service as JSON text (schedule.occurrencesBody) and sent
 * as they are: a month of a company holds thousands of occurrences, each repeating its series, and
 * building and serialising an object per occurrence cost more than everything else in the request.
 * The text has exactly the schema's fields, in its order; test/schedule checks that the body is what
 * the schema would write. The schema still documents the answer (OpenAPI); nothing serialises with it.
 */
const route = routeSchemaFor(['schedule'], errors);
const ZEventParams = ZPlaceIdParams.extend({ uuid: ZKey });

const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['schedule'], errors, docs);
  const db = app.db;
  /** Occurrence lists as written, kept under their places' data version (at most 64 MB per API process). */
  const reads = { db, sql: app.sql, cache: new AnswerCache(64 * 1024 * 1024) };

  app.get('/api/places/:placeId/schedule/events', {
    schema: route({
      ...docs.text('GET /api/places/:placeId/schedule/events'),
      params: ZPlaceIdParams,
      querystring: ZPlaceScheduleEventsQuery,
      response: { 200: ZScheduleEventsResponse },
    }),
    // Its own reply: the occurrence list as JSON text already written (see plainJsonSerializer).
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) =>
      sendJsonAnswer(request, reply, await schedule.listPlaceEvents(reads, scopeOf(request), request.params.placeId, request.query)),
  });

  routes.post(
    '/api/places/:placeId/schedule/events',
    { params: ZPlaceIdParams, body: ZScheduleEventRequest, response: { 201: ZScheduleEventResponse } },
    ({ params, body }, scope) => schedule.createEvent(db, scope, params.placeId, body),
  );

  routes.patch(
    '/api/places/:placeId/schedule/events/:uuid',
    { params: ZEventParams, body: ZUpdateScheduleEventRequest, response: { 200: ZScheduleEventResponse } },
    ({ params, body }, scope) => schedule.updateEvent(db, scope, params, body),
  );

  routes.delete(
    '/api/places/:placeId/schedule/events/:uuid',
    { params: ZEventParams, querystring: ZDeleteScheduleEventQuery, response: { 204: z.null() } },
    ({ params, query }, scope) => schedule.deleteEvent(db, scope, params, query),
  );

  app.get('/api/schedule/events', {
    schema: route({
      ...docs.text('GET /api/schedule/events'),
      querystring: ZScheduleEventsQuery,
      response: { 200: ZScheduleEventsResponse },
    }),
    // Its own reply: the occurrence list as JSON text already written (see plainJsonSerializer).
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => sendJsonAnswer(request, reply, await schedule.listEvents(reads, scopeOf(request), request.query)),
  });
};

export default scheduleRoutes;
