import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZCreatePestLimitRequest,
  ZCriticalLimits,
  ZCriticalLimitsRequest,
  ZLimitBreachListQuery,
  ZLimitBreachListResponse,
  ZPestLimitListResponse,
  ZPestLimitResponse,
  ZUpdatePestLimitRequest,
} from '@trapline/contracts/limits';
import * as limits from './service.ts';

const ZLimitParams = ZPlaceIdParams.extend({ id: ZKey });
const ZTypeParams = ZPlaceIdParams.extend({ typeId: ZKey });
const editNote =
  'Not for the restricted user type (technician, client user): 403. Devices, zones, device types, pests and observations must be the place\u2019s own (400 common/validation_failed with the field).';
const evaluationNote =
  'Limits are evaluated whenever pests or observations are recorded in the place; a breach is stored and alerts the place\u2019s users once (PEST_LIMIT_EXCEEDED).';

const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const route = moduleRoutes(app, ['pest limits'], errors);

  route.get(
    '/api/places/:placeId/limits',
    "A place's pest limits",
    { description: `canEdit tells whether the caller may change them. ${evaluationNote}`, params: ZPlaceIdParams, response: { 200: ZPestLimitListResponse } },
    ({ params }, scope) => limits.listLimits(db, scope, params.placeId),
  );

  route.get(
    '/api/places/:placeId/limit-breaches',
    "A place's recent limit breaches, newest first",
    {
      description:
        'Breaches of pest limits and critical limits stored within the last `days` days (default 30), at most `limit` (default 20); with deviceUuid only those of that device of the place ' +
        '(404 for a device not of the place). A breach is judged again, and removed or updated, when a record it counted is changed or deleted. Every role that sees the place reads them.',
      params: ZPlaceIdParams,
      querystring: ZLimitBreachListQuery,
      response: { 200: ZLimitBreachListResponse },
    },
    (request, scope) => limits.listBreaches(db, scope, request.params.placeId, request.query, request.lang),
  );

  route.post(
    '/api/places/:placeId/limits',
    'Add a pest limit',
    {
      description: `DEVICES needs deviceUuids; DEVICE_TYPE and DEVICE_TYPE_ALL_DEVICES need deviceTypeIds (zoneIds empty: all zones). Pest rows need an object; observation rows a bait-collect observation and a percentage 1-99. A sum or a value of 0 is not applied. ${editNote}`,
      params: ZPlaceIdParams,
      body: ZCreatePestLimitRequest,
      response: { 201: ZPestLimitResponse },
    },
    ({ params, body }, scope) => limits.createLimit(db, scope, params.placeId, body),
  );

  route.get(
    '/api/places/:placeId/limits/:id',
    'One pest limit (by id or uuid)',
    { params: ZLimitParams, response: { 200: ZPestLimitResponse } },
    ({ params }, scope) => limits.getLimit(db, scope, params.placeId, params.id),
  );

  route.put(
    '/api/places/:placeId/limits/:id',
    'Change a pest limit (its type stays)',
    {
      description: `The body of POST without type; a type other than the stored one answers 400 (type_cannot_change). ${editNote}`,
      params: ZLimitParams,
      body: ZUpdatePestLimitRequest,
      response: { 200: ZPestLimitResponse },
    },
    ({ params, body }, scope) => limits.updateLimit(db, scope, params.placeId, params.id, body),
  );

  route.delete(
    '/api/places/:placeId/limits/:id',
    'Delete a pest limit (its stored breaches stay)',
    { description: editNote, params: ZLimitParams, response: { 204: z.null() } },
    ({ params }, scope) => limits.deleteLimit(db, scope, params.placeId, params.id),
  );

  route.get(
    '/api/places/:placeId/device-types/:typeId/limits',
    'Critical limits of a device type in a place',
    {
      description:
        'The device limit (pests per device), object limits and observation limits (percent); 0 is inactive. Nothing stored yet answers zeros. canEdit is false for users who may not change them.',
      params: ZTypeParams,
      response: { 200: ZCriticalLimits },
    },
    ({ params }, scope) => limits.getCriticalLimits(db, scope, params.placeId, params.typeId),
  );

  route.put(
    '/api/places/:placeId/device-types/:typeId/limits',
    'Replace the critical limits of a device type in a place',
    {
      description:
        'limit min 0, object limits min 0, observation limits 0-100; the objects and observations must be offered by the type in the place. Not for the restricted user type: 403.',
      params: ZTypeParams,
      body: ZCriticalLimitsRequest,
      response: { 200: ZCriticalLimits },
    },
    ({ params, body }, scope) => limits.putCriticalLimits(db, scope, params.placeId, params.typeId, body),
  );
};

export default limitRoutes;
