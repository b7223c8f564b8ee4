import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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

const rights =
  'Global types are read by everyone and changed by the super admin only; a company\u2019s own types are read in its company tree and changed by the super admin or a company admin of the tree. ' +
  'Another tree\u2019s type answers 404; a reader without the right to change answers 403.';

/** The device catalogue: types, their associations with parts, a company's chosen global types, and a place's types. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const deviceType = moduleRoutes(app, ['device types'], conflictErrors);

  deviceType.get(
    '/device-types',
    'Device types: the caller\u2019s catalogue, every global type, companies\u2019 own types, a company\u2019s or a place\u2019s',
    {
      description:
        'Without a filter: the global types the caller\u2019s companies chose plus their own types (the super admin: every type). `assigned` tells whether the company in view uses the type.',
      querystring: ZDeviceTypeListQuery,
      response: { 200: ZDeviceTypeListResponse },
    },
    ({ query }, scope) => types.listDeviceTypes(db, scope, query),
  );

  deviceType.get(
    '/device-types/:id',
    'One device type with its actions, objects and observations as the company in view sees them',
    { description: rights, params: ZIdParams, querystring: ZDeviceTypeQuery, response: { 200: ZDeviceType } },
    ({ params, query }, scope) => types.getDeviceType(db, scope, params.id, query.parentCompanyId),
  );

  deviceType.post(
    '/device-types',
    'Create a device type (company admins: their company\u2019s own; the super admin: global by default)',
    {
      description: `${rights} parentCompanyId: the owner (omitted: the caller\u2019s company, or global for the super admin; null: global). Prefix: one or two uppercase letters. isRadio: super admin only.`,
      body: ZCreateDeviceTypeRequest,
      response: { 201: ZDeviceType },
    },
    ({ body }, scope) => types.createDeviceType(db, scope, body),
  );

  deviceType.patch(
    '/device-types/:id',
    'Change a device type; translations and settings merge with the stored ones',
    { description: rights, params: ZIdParams, body: ZUpdateDeviceTypeRequest, response: { 200: ZDeviceType } },
    ({ params, body }, scope) => types.updateDeviceType(db, scope, params.id, body),
  );

  deviceType.delete(
    '/device-types/:id',
    'Delete a device type no device uses (also deleted ones): else 409 device_types/in_use',
    { description: rights, params: ZIdParams, response: { 204: z.null() } },
    ({ params }, scope) => types.deleteDeviceType(db, scope, params.id),
  );

  deviceType.put(
    '/companies/:id/device-types/assign',
    'Choose the global types a company uses (the list replaces the current choice); its clients use them too',
    {
      description:
        'Super admin or a company admin of the company\u2019s tree. Types its devices already use stay listed for their places. Answers the company\u2019s catalogue.',
      params: z.object({ id: key.describe('Company id or uuid') }),
      body: ZAssignDeviceTypesRequest,
      response: { 200: ZDeviceTypeListResponse },
    },
    ({ params, body }, scope) => types.assignDeviceTypes(db, scope, params.id, body),
  );

  const assignDescription =
    'type GLOBAL (super admin; global type and part): part of the type\u2019s global definition. type CUSTOM: an association of one company (parentCompanyId; default the type\u2019s owner, else the part\u2019s, else the caller\u2019s company), ' +
    'seen by that company and its clients. Without type, the super admin linking a global part to a global type makes a GLOBAL association. 409 common/conflict when already associated.';
  const ZAssocParams = ZIdParams.extend({ assocUuid: ZText.max(64).describe('Uuid of the association (link.uuid)') });

  /** The part an assign request names: each kind's body holds its own id field. */
  const partIdOf = (body: { actionId: number } | { objectId: number } | { observationId: number }) =>
    'actionId' in body ? body.actionId : 'objectId' in body ? body.objectId : body.observationId;

  for (const { kind, path, part, note, body, answer } of [
    { kind: 'action', path: 'actions', part: 'an action', note: '', body: ZAssignActionRequest, answer: ZLinkedAction },
    { kind: 'object', path: 'objects', part: 'an object (pest)', note: '', body: ZAssignObjectRequest, answer: ZLinkedObject },
    {
      kind: 'observation',
      path: 'observations',
      part: 'an observation',
      note: ' Only one BAIT_COLLECT and one REFILL observation per type: else 409 device_types/observation_type_taken (details name the observation holding it).',
      body: ZAssignObservationRequest,
      answer: ZLinkedObservation,
    },
  ] as const) {
    deviceType.post(
      `/device-types/:id/${path}/assign`,
      `Associate ${part} with a device type`,
      { description: `${assignDescription}${note}`, params: ZIdParams, body, response: { 201: answer } },
      ({ params, body }, scope) => links.assignPart(db, scope, kind, params.id, partIdOf(body), body),
    );
  }

  for (const [kind, path] of [
    ['action', 'actions'],
    ['object', 'objects'],
    ['observation', 'observations'],
  ] as const) {
    deviceType.delete(
      `/device-types/:id/${path}/:assocUuid`,
      `Remove an association of ${path} with a device type (global ones: super admin only)`,
      { params: ZAssocParams, response: { 204: z.null() } },
      ({ params }, scope) => links.unassignPart(db, scope, kind, params.id, params.assocUuid),
    );
  }

  // ── a place's device types ──

  deviceType.get(
    '/api/places/:placeId/device-types',
    'The device types of a place: its company\u2019s catalogue plus any type its devices use',
    { params: ZPlaceIdParams, querystring: ZPlaceDeviceTypesQuery, response: { 200: ZPlaceDeviceTypesResponse } },
    ({ params, query }, scope) => placeTypes.listPlaceTypes(db, scope, params.placeId, query.withObjects),
  );

  deviceType.get(
    '/api/places/:placeId/device-types/:typeId',
    'One device type of a place with the parts offered there',
    { params: ZPlaceIdParams.extend({ typeId: key }), response: { 200: ZDeviceType } },
    ({ params }, scope) => placeTypes.getPlaceType(db, scope, params.placeId, params.typeId),
  );

  deviceType.get(
    '/api/v3/device-types/:id/actions',
    'The actions a device type offers (in a place\u2019s company when placeId is given)',
    { params: ZIdParams, querystring: ZTypePartsQuery, response: { 200: z.array(ZLinkedAction) } },
    ({ params, query }, scope) => placeTypes.typeParts(db, scope, params.id, 'actions', query),
  );

  deviceType.get(
    '/api/v3/device-types/:id/observations',
    'The observations a device type offers (in a place\u2019s company when placeId is given)',
    { params: ZIdParams, querystring: ZTypePartsQuery, response: { 200: z.array(ZLinkedObservation) } },
    ({ params, query }, scope) => placeTypes.typeParts(db, scope, params.id, 'observations', query),
  );

  await app.register(partRoutes);
};

export default catalogueRoutes;
