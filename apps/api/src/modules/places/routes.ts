import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, security, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
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

const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/places', {
    schema: {
      tags: ['places'],
      summary: 'Places the caller can see, by company, company zone and name',
      security,
      querystring: ZPlaceListQuery,
      response: { 200: ZPlaceListResponse, ...conflictErrors },
    },
    handler: (request) => places.listPlaces(db, scopeOf(request), request.query),
  });

  app.get('/places/:id', {
    schema: { tags: ['places'], summary: 'One place', security, params: ZIdParams, response: { 200: ZPlace, ...conflictErrors } },
    handler: (request) => places.getPlace(db, scopeOf(request), request.params.id),
  });

  app.post('/places', {
    schema: {
      tags: ['places'],
      summary: 'Create a place (not for technicians and client users)',
      security,
      body: ZCreatePlaceRequest,
      response: { 201: ZPlace, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await places.createPlace(db, scopeOf(request), request.body)),
  });

  app.patch('/places/:id', {
    schema: {
      tags: ['places'],
      summary: 'Change a place (not for technicians and client users)',
      security,
      params: ZIdParams,
      body: ZUpdatePlaceRequest,
      response: { 200: ZPlace, ...conflictErrors },
    },
    handler: (request) => places.updatePlace(db, scopeOf(request), request.params.id, request.body),
  });

  app.delete('/places/:id', {
    schema: {
      tags: ['places'],
      summary: 'Delete a place with everything in it (any admin)',
      security,
      params: ZIdParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await places.deletePlace(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted place was not removed'),
      );
      return reply.status(204).send(null);
    },
  });

  app.get('/places/:placeId/users', {
    schema: {
      tags: ['places'],
      summary: 'Users assigned to a place with their place roles',
      security,
      params: ZPlaceIdParams,
      response: { 200: z.array(ZPlaceUser), ...conflictErrors },
    },
    handler: (request) => places.listPlaceUsers(db, scopeOf(request), request.params.placeId),
  });

  app.get('/api/places/:placeId/users/:userId/roles', {
    schema: {
      tags: ['places'],
      summary: "A member's roles in a place",
      security,
      params: ZMemberParams,
      response: { 200: ZPlaceUserRoles, ...conflictErrors },
    },
    handler: (request) => places.getRoles(db, scopeOf(request), request.params.placeId, request.params.userId),
  });

  app.put('/api/places/:placeId/users/:userId/roles', {
    schema: {
      tags: ['places'],
      summary: "Replace a member's roles in a place (managers)",
      security,
      params: ZMemberParams,
      body: ZPlaceUserRolesRequest,
      response: { 200: ZPlaceUserRoles, ...conflictErrors },
    },
    handler: (request) => places.setRoles(db, scopeOf(request), request.params.placeId, request.params.userId, request.body.roles),
  });

  app.get('/api/places/:placeId/zones', {
    schema: { tags: ['place zones'], summary: "A place's zones", security, params: ZPlaceIdParams, response: { 200: z.array(ZPlaceZone), ...conflictErrors } },
    handler: (request) => zones.listZones(db, scopeOf(request), request.params.placeId),
  });

  app.post('/api/places/:placeId/zones', {
    schema: {
      tags: ['place zones'],
      summary: 'Add a zone (not for technicians and client users)',
      security,
      params: ZPlaceIdParams,
      body: ZPlaceZoneRequest,
      response: { 201: ZPlaceZone, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await zones.createZone(db, scopeOf(request), request.params.placeId, request.body)),
  });

  app.get('/api/places/:placeId/zones/:zoneId', {
    schema: { tags: ['place zones'], summary: 'One zone', security, params: ZZoneParams, response: { 200: ZPlaceZone, ...conflictErrors } },
    handler: (request) => zones.getZone(db, scopeOf(request), request.params.placeId, request.params.zoneId),
  });

  app.patch('/api/places/:placeId/zones/:zoneId', {
    schema: {
      tags: ['place zones'],
      summary: 'Change a zone',
      security,
      params: ZZoneParams,
      body: ZUpdatePlaceZoneRequest,
      response: { 200: ZPlaceZone, ...conflictErrors },
    },
    handler: (request) => zones.updateZone(db, scopeOf(request), request.params.placeId, request.params.zoneId, request.body),
  });

  app.delete('/api/places/:placeId/zones/:zoneId', {
    schema: {
      tags: ['place zones'],
      summary: 'Delete a zone; its devices stay, without a zone',
      security,
      params: ZZoneParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await zones.deleteZone(db, scopeOf(request), request.params.placeId, request.params.zoneId);
      return reply.status(204).send(null);
    },
  });
};

export default placeRoutes;
