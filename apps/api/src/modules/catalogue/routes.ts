import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import {
  ZAssignActionRequest,
  ZAssignDeviceTypesRequest,
  ZAssignObjectRequest,
  ZAssignObservationRequest,
  ZCreateDeviceTypeRequest,
  ZDeviceType,
  ZDeviceTypeListQuery,
  ZDeviceTypeListResponse,
  ZDeviceTypeQuery,
  ZLinkedAction,
  ZLinkedObject,
  ZLinkedObservation,
  ZPlaceDeviceTypesQuery,
  ZPlaceDeviceTypesResponse,
  ZTypePartsQuery,
  ZUpdateDeviceTypeRequest,
} from '@trapline/contracts/catalogue';
import * as types from './device-types.ts';
import * as links from './links.ts';
import partRoutes from './part-routes.ts';
import * as placeTypes from './place-types.ts';

const key = ZKey;

/** The device catalogue: types, their associations with parts, a company's chosen global types, and a place's types. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const deviceType = moduleRoutes(app, ['device types'], conflictErrors, docs);

  deviceType.get('/device-types', { querystring: ZDeviceTypeListQuery, response: { 200: ZDeviceTypeListResponse } }, ({ query }, scope) =>
    types.listDeviceTypes(db, scope, query),
  );

  deviceType.get('/device-types/:id', { params: ZIdParams, querystring: ZDeviceTypeQuery, response: { 200: ZDeviceType } }, ({ params, query }, scope) =>
    types.getDeviceType(db, scope, params.id, query.parentCompanyId),
  );

  deviceType.post('/device-types', { body: ZCreateDeviceTypeRequest, response: { 201: ZDeviceType } }, ({ body }, scope) =>
    types.createDeviceType(db, scope, body),
  );

  deviceType.patch('/device-types/:id', { params: ZIdParams, body: ZUpdateDeviceTypeRequest, response: { 200: ZDeviceType } }, ({ params, body }, scope) =>
    types.updateDeviceType(db, scope, params.id, body),
  );

  deviceType.delete('/device-types/:id', { params: ZIdParams, response: { 204: z.null() } }, ({ params }, scope) =>
    types.deleteDeviceType(db, scope, params.id),
  );

  deviceType.put(
    '/companies/:id/device-types/assign',
    { params: z.object({ id: key.describe('Company id or uuid') }), body: ZAssignDeviceTypesRequest, response: { 200: ZDeviceTypeListResponse } },
    ({ params, body }, scope) => types.assignDeviceTypes(db, scope, params.id, body),
  );
  const ZAssocParams = ZIdParams.extend({ assocUuid: ZText.max(64).describe('Uuid of the association (link.uuid)') });

  /** The part an assign request names: each kind's body holds its own id field. */
  const partIdOf = (body: { actionId: number } | { objectId: number } | { observationId: number }) =>
    'actionId' in body ? body.actionId : 'objectId' in body ? body.objectId : body.observationId;

  for (const { kind, path, body, answer } of [
    { kind: 'action', path: 'actions', body: ZAssignActionRequest, answer: ZLinkedAction },
    { kind: 'object', path: 'objects', body: ZAssignObjectRequest, answer: ZLinkedObject },
    { kind: 'observation', path: 'observations', body: ZAssignObservationRequest, answer: ZLinkedObservation },
  ] as const) {
    deviceType.post(`/device-types/:id/${path}/assign`, { params: ZIdParams, body, response: { 201: answer } }, ({ params, body }, scope) =>
      links.assignPart(db, scope, kind, params.id, partIdOf(body), body),
    );
  }

  for (const [kind, path] of [
    ['action', 'actions'],
    ['object', 'objects'],
    ['observation', 'observations'],
  ] as const) {
    deviceType.delete(`/device-types/:id/${path}/:assocUuid`, { params: ZAssocParams, response: { 204: z.null() } }, ({ params }, scope) =>
      links.unassignPart(db, scope, kind, params),
    );
  }

  // ── a place's device types ──

  deviceType.get(
    '/api/places/:placeId/device-types',
    { params: ZPlaceIdParams, querystring: ZPlaceDeviceTypesQuery, response: { 200: ZPlaceDeviceTypesResponse } },
    ({ params, query }, scope) => placeTypes.listPlaceTypes(db, scope, params.placeId, query.withObjects),
  );

  deviceType.get(
    '/api/places/:placeId/device-types/:typeId',
    { params: ZPlaceIdParams.extend({ typeId: key }), response: { 200: ZDeviceType } },
    ({ params }, scope) => placeTypes.getPlaceType(db, scope, params),
  );

  deviceType.get(
    '/api/v3/device-types/:id/actions',
    { params: ZIdParams, querystring: ZTypePartsQuery, response: { 200: z.array(ZLinkedAction) } },
    ({ params, query }, scope) => placeTypes.typeParts(db, scope, params.id, 'actions', query),
  );

  deviceType.get(
    '/api/v3/device-types/:id/observations',
    { params: ZIdParams, querystring: ZTypePartsQuery, response: { 200: z.array(ZLinkedObservation) } },
    ({ params, query }, scope) => placeTypes.typeParts(db, scope, params.id, 'observations', query),
  );

  await app.register(partRoutes);
};

export default catalogueRoutes;
