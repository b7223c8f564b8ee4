import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import {
  ZLoraGatewayCreateRequest,
  ZLoraGatewayListQuery,
  ZLoraGatewayListResponse,
  ZLoraGatewayResponse,
  ZLoraGatewayUpdateRequest,
} from '@trapline/contracts/lora';
import * as gateways from './gateways.ts';

const ZGatewayKey = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the gateway') });

/** LoRa gateways (spec 3, section 2.1); create, one and change are ours (docs/decisions.md). */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors, docs);

  route.get('/api/lora/gateways', { querystring: ZLoraGatewayListQuery, response: { 200: ZLoraGatewayListResponse } }, ({ query }, scope) =>
    gateways.listGateways(db, scope, query),
  );
  route.post('/api/lora/gateways', { body: ZLoraGatewayCreateRequest, response: { 201: ZLoraGatewayResponse } }, ({ body }, scope) =>
    gateways.createGateway(db, scope, body),
  );
  route.get('/api/lora/gateways/:uuid', { params: ZGatewayKey, response: { 200: ZLoraGatewayResponse } }, ({ params }, scope) =>
    gateways.getGateway(db, scope, params.uuid),
  );
  route.patch(
    '/api/lora/gateways/:uuid',
    { params: ZGatewayKey, body: ZLoraGatewayUpdateRequest, response: { 200: ZLoraGatewayResponse } },
    ({ params, body }, scope) => gateways.updateGateway(db, scope, params.uuid, body),
  );
  route.delete('/api/lora/gateways/:uuid', { params: ZGatewayKey, response: { 204: z.null() } }, ({ params }, scope) =>
    gateways.deleteGateway(db, scope, params.uuid),
  );
};

export default gatewayRoutes;
