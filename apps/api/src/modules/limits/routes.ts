import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
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

const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const route = moduleRoutes(app, ['pest limits'], errors, docs);

  route.get('/api/places/:placeId/limits', { params: ZPlaceIdParams, response: { 200: ZPestLimitListResponse } }, ({ params }, scope) =>
    limits.listLimits(db, scope, params.placeId),
  );

  route.get(
    '/api/places/:placeId/limit-breaches',
    { params: ZPlaceIdParams, querystring: ZLimitBreachListQuery, response: { 200: ZLimitBreachListResponse } },
    (request, scope) => limits.listBreaches(db, scope, request.params.placeId, request.query, request.lang),
  );

  route.post(
    '/api/places/:placeId/limits',
    { params: ZPlaceIdParams, body: ZCreatePestLimitRequest, response: { 201: ZPestLimitResponse } },
    ({ params, body }, scope) => limits.createLimit(db, scope, params.placeId, body),
  );

  route.get('/api/places/:placeId/limits/:id', { params: ZLimitParams, response: { 200: ZPestLimitResponse } }, ({ params }, scope) =>
    limits.getLimit(db, scope, params),
  );

  route.put(
    '/api/places/:placeId/limits/:id',
    { params: ZLimitParams, body: ZUpdatePestLimitRequest, response: { 200: ZPestLimitResponse } },
    ({ params, body }, scope) => limits.updateLimit(db, scope, params, body),
  );

  route.delete('/api/places/:placeId/limits/:id', { params: ZLimitParams, response: { 204: z.null() } }, ({ params }, scope) =>
    limits.deleteLimit(db, scope, params),
  );

  route.get('/api/places/:placeId/device-types/:typeId/limits', { params: ZTypeParams, response: { 200: ZCriticalLimits } }, ({ params }, scope) =>
    limits.getCriticalLimits(db, scope, params),
  );

  route.put(
    '/api/places/:placeId/device-types/:typeId/limits',
    { params: ZTypeParams, body: ZCriticalLimitsRequest, response: { 200: ZCriticalLimits } },
    ({ params, body }, scope) => limits.putCriticalLimits(db, scope, params, body),
  );
};

export default limitRoutes;
