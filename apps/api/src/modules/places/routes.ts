import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZCreatePlaceRequest,
  ZPlace,
  ZPlaceListQuery,
  ZPlaceListResponse,
  ZPlaceUser,
  ZPlaceUserRoles,
  ZPlaceUserRolesRequest,
  ZPlaceZone,
  ZPlaceZoneRequest,
  ZUpdatePlaceRequest,
  ZUpdatePlaceZoneRequest,
} from '@trapline/contracts/places';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as places from './service.ts';
import * as zones from './zones.ts';

const id = ZKey;
const ZMemberParams = ZPlaceIdParams.extend({ userId: id });
const ZZoneParams = ZPlaceIdParams.extend({ zoneId: id });

const placeRoute = routeSchemaFor(['places'], conflictErrors);
const zoneRoute = routeSchemaFor(['place zones'], conflictErrors);

const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/places', {
    schema: placeRoute({
      summary: 'Places the caller can see, by company, company zone and name',
      querystring: ZPlaceListQuery,
      response: { 200: ZPlaceListResponse },
    }),
    handler: (request) => places.listPlaces(db, scopeOf(request), request.query),
  });

  app.get('/places/:id', {
    schema: placeRoute({ summary: 'One place', params: ZIdParams, response: { 200: ZPlace } }),
    handler: (request) => places.getPlace(db, scopeOf(request), request.params.id),
  });

  app.post('/places', {
    schema: placeRoute({ summary: 'Create a place (not for technicians and client users)', body: ZCreatePlaceRequest, response: { 201: ZPlace } }),
    handler: async (request, reply) => reply.status(201).send(await places.createPlace(db, scopeOf(request), request.body)),
  });

  app.patch('/places/:id', {
    schema: placeRoute({
      summary: 'Change a place (not for technicians and client users)',
      params: ZIdParams,
      body: ZUpdatePlaceRequest,
      response: { 200: ZPlace },
    }),
    handler: (request) => places.updatePlace(db, scopeOf(request), request.params.id, request.body),
  });

  app.delete('/places/:id', {
    schema: placeRoute({ summary: 'Delete a place with everything in it (any admin)', params: ZIdParams, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await places.deletePlace(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted place was not removed'),
      );
      return reply.status(204).send(null);
    },
  });

  app.get('/places/:placeId/users', {
    schema: placeRoute({ summary: 'Users assigned to a place with their place roles', params: ZPlaceIdParams, response: { 200: z.array(ZPlaceUser) } }),
    handler: (request) => places.listPlaceUsers(db, scopeOf(request), request.params.placeId),
  });

  app.get('/api/places/:placeId/users/:userId/roles', {
    schema: placeRoute({ summary: "A member's roles in a place", params: ZMemberParams, response: { 200: ZPlaceUserRoles } }),
    handler: (request) => places.getRoles(db, scopeOf(request), request.params.placeId, request.params.userId),
  });

  app.put('/api/places/:placeId/users/:userId/roles', {
    schema: placeRoute({
      summary: "Replace a member's roles in a place (managers)",
      params: ZMemberParams,
      body: ZPlaceUserRolesRequest,
      response: { 200: ZPlaceUserRoles },
    }),
    handler: (request) => places.setRoles(db, scopeOf(request), request.params.placeId, request.params.userId, request.body.roles),
  });

  app.get('/api/places/:placeId/zones', {
    schema: zoneRoute({ summary: "A place's zones", params: ZPlaceIdParams, response: { 200: z.array(ZPlaceZone) } }),
    handler: (request) => zones.listZones(db, scopeOf(request), request.params.placeId),
  });

  app.post('/api/places/:placeId/zones', {
    schema: zoneRoute({
      summary: 'Add a zone (not for technicians and client users)',
      params: ZPlaceIdParams,
      body: ZPlaceZoneRequest,
      response: { 201: ZPlaceZone },
    }),
    handler: async (request, reply) => reply.status(201).send(await zones.createZone(db, scopeOf(request), request.params.placeId, request.body)),
  });

  app.get('/api/places/:placeId/zones/:zoneId', {
    schema: zoneRoute({ summary: 'One zone', params: ZZoneParams, response: { 200: ZPlaceZone } }),
    handler: (request) => zones.getZone(db, scopeOf(request), request.params.placeId, request.params.zoneId),
  });

  app.patch('/api/places/:placeId/zones/:zoneId', {
    schema: zoneRoute({ summary: 'Change a zone', params: ZZoneParams, body: ZUpdatePlaceZoneRequest, response: { 200: ZPlaceZone } }),
    handler: (request) => zones.updateZone(db, scopeOf(request), request.params.placeId, request.params.zoneId, request.body),
  });

  app.delete('/api/places/:placeId/zones/:zoneId', {
    schema: zoneRoute({ summary: 'Delete a zone; its devices stay, without a zone', params: ZZoneParams, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await zones.deleteZone(db, scopeOf(request), request.params.placeId, request.params.zoneId);
      return reply.status(204).send(null);
    },
  });
};

export default placeRoutes;
