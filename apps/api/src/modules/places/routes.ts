import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
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
import * as places from './service.ts';
import * as zones from './zones.ts';

const ZMemberParams = ZPlaceIdParams.extend({ userId: ZKey });
const ZZoneParams = ZPlaceIdParams.extend({ zoneId: ZKey });

const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const place = moduleRoutes(app, ['places'], conflictErrors, docs);
  const zone = moduleRoutes(app, ['place zones'], conflictErrors, docs);

  place.get('/places', { querystring: ZPlaceListQuery, response: { 200: ZPlaceListResponse } }, ({ query }, scope) => places.listPlaces(db, scope, query));
  place.get('/places/:id', { params: ZIdParams, response: { 200: ZPlace } }, ({ params }, scope) => places.getPlace(db, scope, params.id));
  place.post('/places', { body: ZCreatePlaceRequest, response: { 201: ZPlace } }, ({ body }, scope) => places.createPlace(db, scope, body));
  place.patch('/places/:id', { params: ZIdParams, body: ZUpdatePlaceRequest, response: { 200: ZPlace } }, ({ params, body }, scope) =>
    places.updatePlace(db, scope, params.id, body),
  );
  place.delete('/places/:id', { params: ZIdParams, response: { 204: z.null() } }, (request, scope) =>
    places.deletePlace(db, app.storage, scope, request.params.id, (path, error) =>
      request.log.warn({ err: error, path }, 'a stored file of the deleted place was not removed'),
    ),
  );
  place.get('/places/:placeId/users', { params: ZPlaceIdParams, response: { 200: z.array(ZPlaceUser) } }, ({ params }, scope) =>
    places.listPlaceUsers(db, scope, params.placeId),
  );
  place.get('/api/places/:placeId/users/:userId/roles', { params: ZMemberParams, response: { 200: ZPlaceUserRoles } }, ({ params }, scope) =>
    places.getRoles(db, scope, params),
  );
  place.put(
    '/api/places/:placeId/users/:userId/roles',
    { params: ZMemberParams, body: ZPlaceUserRolesRequest, response: { 200: ZPlaceUserRoles } },
    ({ params, body }, scope) => places.setRoles(db, scope, params, body.roles),
  );

  zone.get('/api/places/:placeId/zones', { params: ZPlaceIdParams, response: { 200: z.array(ZPlaceZone) } }, ({ params }, scope) =>
    zones.listZones(db, scope, params.placeId),
  );
  zone.post('/api/places/:placeId/zones', { params: ZPlaceIdParams, body: ZPlaceZoneRequest, response: { 201: ZPlaceZone } }, ({ params, body }, scope) =>
    zones.createZone(db, scope, params.placeId, body),
  );
  zone.get('/api/places/:placeId/zones/:zoneId', { params: ZZoneParams, response: { 200: ZPlaceZone } }, ({ params }, scope) =>
    zones.getZone(db, scope, params),
  );
  zone.patch(
    '/api/places/:placeId/zones/:zoneId',
    { params: ZZoneParams, body: ZUpdatePlaceZoneRequest, response: { 200: ZPlaceZone } },
    ({ params, body }, scope) => zones.updateZone(db, scope, params, body),
  );
  zone.delete('/api/places/:placeId/zones/:zoneId', { params: ZZoneParams, response: { 204: z.null() } }, ({ params }, scope) =>
    zones.deleteZone(db, scope, params),
  );
};

export default placeRoutes;
