import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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

const ZMemberParams = ZPlaceIdParams.extend({ userId: ZKey });
const ZZoneParams = ZPlaceIdParams.extend({ zoneId: ZKey });

const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const place = moduleRoutes(app, ['places'], conflictErrors);
  const zone = moduleRoutes(app, ['place zones'], conflictErrors);

  place.get(
    '/places',
    { summary: 'Places the caller can see, by company, company zone and name', querystring: ZPlaceListQuery, response: { 200: ZPlaceListResponse } },
    (request) => places.listPlaces(db, scopeOf(request), request.query),
  );
  place.get('/places/:id', { summary: 'One place', params: ZIdParams, response: { 200: ZPlace } }, (request) =>
    places.getPlace(db, scopeOf(request), request.params.id),
  );
  place.post('/places', { summary: 'Create a place (not for technicians and client users)', body: ZCreatePlaceRequest, response: { 201: ZPlace } }, (request) =>
    places.createPlace(db, scopeOf(request), request.body),
  );
  place.patch(
    '/places/:id',
    { summary: 'Change a place (not for technicians and client users)', params: ZIdParams, body: ZUpdatePlaceRequest, response: { 200: ZPlace } },
    (request) => places.updatePlace(db, scopeOf(request), request.params.id, request.body),
  );
  place.delete('/places/:id', { summary: 'Delete a place with everything in it (any admin)', params: ZIdParams, response: { 204: z.null() } }, (request) =>
    places.deletePlace(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
      request.log.warn({ err: error, path }, 'a stored file of the deleted place was not removed'),
    ),
  );
  place.get(
    '/places/:placeId/users',
    { summary: 'Users assigned to a place with their place roles', params: ZPlaceIdParams, response: { 200: z.array(ZPlaceUser) } },
    (request) => places.listPlaceUsers(db, scopeOf(request), request.params.placeId),
  );
  place.get(
    '/api/places/:placeId/users/:userId/roles',
    { summary: "A member's roles in a place", params: ZMemberParams, response: { 200: ZPlaceUserRoles } },
    (request) => places.getRoles(db, scopeOf(request), request.params.placeId, request.params.userId),
  );
  place.put(
    '/api/places/:placeId/users/:userId/roles',
    { summary: "Replace a member's roles in a place (managers)", params: ZMemberParams, body: ZPlaceUserRolesRequest, response: { 200: ZPlaceUserRoles } },
    (request) => places.setRoles(db, scopeOf(request), request.params.placeId, request.params.userId, request.body.roles),
  );

  zone.get('/api/places/:placeId/zones', { summary: "A place's zones", params: ZPlaceIdParams, response: { 200: z.array(ZPlaceZone) } }, (request) =>
    zones.listZones(db, scopeOf(request), request.params.placeId),
  );
  zone.post(
    '/api/places/:placeId/zones',
    { summary: 'Add a zone (not for technicians and client users)', params: ZPlaceIdParams, body: ZPlaceZoneRequest, response: { 201: ZPlaceZone } },
    (request) => zones.createZone(db, scopeOf(request), request.params.placeId, request.body),
  );
  zone.get('/api/places/:placeId/zones/:zoneId', { summary: 'One zone', params: ZZoneParams, response: { 200: ZPlaceZone } }, (request) =>
    zones.getZone(db, scopeOf(request), request.params.placeId, request.params.zoneId),
  );
  zone.patch(
    '/api/places/:placeId/zones/:zoneId',
    { summary: 'Change a zone', params: ZZoneParams, body: ZUpdatePlaceZoneRequest, response: { 200: ZPlaceZone } },
    (request) => zones.updateZone(db, scopeOf(request), request.params.placeId, request.params.zoneId, request.body),
  );
  zone.delete(
    '/api/places/:placeId/zones/:zoneId',
    { summary: 'Delete a zone; its devices stay, without a zone', params: ZZoneParams, response: { 204: z.null() } },
    (request) => zones.deleteZone(db, scopeOf(request), request.params.placeId, request.params.zoneId),
  );
};

export default placeRoutes;
