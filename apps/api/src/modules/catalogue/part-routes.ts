import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZIdParams } from '../../lib/route-schema.ts';
import { z } from 'zod';
import {
  ZActionListResponse,
  ZCreateActionRequest,
  ZCreateObjectRequest,
  ZCreateObservationRequest,
  ZDeviceTypeAction,
  ZDeviceTypeObject,
  ZDeviceTypeObservation,
  ZObjectListResponse,
  ZObservationListResponse,
  ZPartListQuery,
  ZUpdateActionRequest,
  ZUpdateObjectRequest,
  ZUpdateObservationRequest,
} from '@trapline/contracts/catalogue';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as parts from './parts.ts';

const rights =
  'Global items (parentCompanyId null) are read by everyone and changed by the super admin only; a company\u2019s own items are read in its company tree and changed by the super admin or a company admin of the tree. ' +
  'Another tree\u2019s item answers 404; a reader without the right to change answers 403. ' +
  'Create: parentCompanyId is the owner (omitted: the caller\u2019s company, or global for the super admin; null: global); deviceTypeId also associates the new item with that type.';
const inUse = 'Refused with 409 device_types/part_in_use while device records or limits use it.';

const actionRoute = routeSchemaFor(['device type actions'], conflictErrors);
const objectRoute = routeSchemaFor(['device type objects'], conflictErrors);
const observationRoute = routeSchemaFor(['device type observations'], conflictErrors);

/** Actions, objects (pests) and observations of the device catalogue (spec 2, section 7; spec 3, section 7). */
const partRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // ── actions ──
  app.get('/device-type-actions', {
    schema: actionRoute({
      summary: 'Actions: global and the caller\u2019s companies\u2019 own (ROOT: global only; ONLY_COMPANY: own only)',
      querystring: ZPartListQuery,
      response: { 200: ZActionListResponse },
    }),
    handler: (request) => parts.listActions(db, scopeOf(request), request.query.parentCompanyId),
  });
  app.get('/device-type-actions/:id', {
    schema: actionRoute({ summary: 'One action', params: ZIdParams, response: { 200: ZDeviceTypeAction } }),
    handler: (request) => parts.getAction(db, scopeOf(request), request.params.id),
  });
  app.post('/device-type-actions', {
    schema: actionRoute({ summary: 'Create an action', description: rights, body: ZCreateActionRequest, response: { 201: ZDeviceTypeAction } }),
    handler: async (request, reply) => reply.status(201).send(await parts.createAction(db, scopeOf(request), request.body)),
  });
  app.patch('/device-type-actions/:id', {
    schema: actionRoute({
      summary: 'Change an action; translations merge with the stored ones',
      description: rights,
      params: ZIdParams,
      body: ZUpdateActionRequest,
      response: { 200: ZDeviceTypeAction },
    }),
    handler: (request) => parts.updateAction(db, scopeOf(request), request.params.id, request.body),
  });
  app.delete('/device-type-actions/:id', {
    schema: actionRoute({
      summary: 'Delete an action and its associations',
      description: `${rights} ${inUse}`,
      params: ZIdParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await parts.deleteAction(db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  // ── objects (pests) ──
  app.get('/device-type-objects', {
    schema: objectRoute({
      summary: 'Objects (pests): global and the caller\u2019s companies\u2019 own (ROOT: global only; ONLY_COMPANY: own only)',
      querystring: ZPartListQuery,
      response: { 200: ZObjectListResponse },
    }),
    handler: (request) => parts.listObjects(db, scopeOf(request), request.query.parentCompanyId),
  });
  app.get('/device-type-objects/:id', {
    schema: objectRoute({ summary: 'One object (pest)', params: ZIdParams, response: { 200: ZDeviceTypeObject } }),
    handler: (request) => parts.getObject(db, scopeOf(request), request.params.id),
  });
  app.post('/device-type-objects', {
    schema: objectRoute({
      summary: 'Create an object (pest), NORMAL or DANGEROUS',
      description: rights,
      body: ZCreateObjectRequest,
      response: { 201: ZDeviceTypeObject },
    }),
    handler: async (request, reply) => reply.status(201).send(await parts.createObject(db, scopeOf(request), request.body)),
  });
  app.patch('/device-type-objects/:id', {
    schema: objectRoute({
      summary: 'Change an object (pest); translations merge with the stored ones',
      description: rights,
      params: ZIdParams,
      body: ZUpdateObjectRequest,
      response: { 200: ZDeviceTypeObject },
    }),
    handler: (request) => parts.updateObject(db, scopeOf(request), request.params.id, request.body),
  });
  app.delete('/device-type-objects/:id', {
    schema: objectRoute({
      summary: 'Delete an object (pest) and its associations',
      description: `${rights} ${inUse}`,
      params: ZIdParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await parts.deleteObject(db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  // ── observations ──
  const single = 'Only one BAIT_COLLECT and one REFILL observation per device type: 409 device_types/observation_type_taken otherwise.';
  app.get('/api/v3/device-type-observations', {
    schema: observationRoute({
      summary: 'Observations: global and the caller\u2019s companies\u2019 own (ROOT: global only; ONLY_COMPANY: own only)',
      querystring: ZPartListQuery,
      response: { 200: ZObservationListResponse },
    }),
    handler: async (request) => ({ observations: await parts.listObservations(db, scopeOf(request), request.query.parentCompanyId) }),
  });
  app.get('/api/v3/device-type-observations/:id', {
    schema: observationRoute({ summary: 'One observation', params: ZIdParams, response: { 200: ZDeviceTypeObservation } }),
    handler: (request) => parts.getObservation(db, scopeOf(request), request.params.id),
  });
  app.post('/api/v3/device-type-observations', {
    schema: observationRoute({
      summary: 'Create an observation: NEUTRAL, BAIT_COLLECT or REFILL',
      description: `${rights} ${single}`,
      body: ZCreateObservationRequest,
      response: { 201: ZDeviceTypeObservation },
    }),
    handler: async (request, reply) => reply.status(201).send(await parts.createObservation(db, scopeOf(request), request.body)),
  });
  app.patch('/api/v3/device-type-observations/:id', {
    schema: observationRoute({
      summary: 'Change an observation; translations merge with the stored ones',
      description: `${rights} ${single}`,
      params: ZIdParams,
      body: ZUpdateObservationRequest,
      response: { 200: ZDeviceTypeObservation },
    }),
    handler: (request) => parts.updateObservation(db, scopeOf(request), request.params.id, request.body),
  });
  app.delete('/api/v3/device-type-observations/:id', {
    schema: observationRoute({
      summary: 'Delete an observation and its associations',
      description: `${rights} ${inUse}`,
      params: ZIdParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await parts.deleteObservation(db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};

export default partRoutes;
