import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import {
  ZLoraGatewayCreateRequest,
  ZLoraGatewayListQuery,
  ZLoraGatewayListResponse,
  ZLoraGatewayResponse,
  ZLoraGatewayUpdateRequest,
} from '@trapline/contracts/lora';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as gateways from './gateways.ts';

const ZGatewayKey = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the gateway') });

/** LoRa gateways (spec 3, section 2.1); create, one and change are ours (docs/decisions.md). */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors);

  route.get(
    '/api/lora/gateways',
    {
      summary: 'Gateways within reach, newest first (filters name or DevEUI, company)',
      querystring: ZLoraGatewayListQuery,
      response: { 200: ZLoraGatewayListResponse },
    },
    (request) => gateways.listGateways(db, scopeOf(request), request.query),
  );
  route.post(
    '/api/lora/gateways',
    {
      summary: 'Register a gateway (super admin, company admin); 409 lora/gateway_dev_eui_already_exists',
      body: ZLoraGatewayCreateRequest,
      response: { 201: ZLoraGatewayResponse },
    },
    (request) => gateways.createGateway(db, scopeOf(request), request.body),
  );
  route.get('/api/lora/gateways/:uuid', { summary: 'One gateway', params: ZGatewayKey, response: { 200: ZLoraGatewayResponse } }, (request) =>
    gateways.getGateway(db, scopeOf(request), request.params.uuid),
  );
  route.patch(
    '/api/lora/gateways/:uuid',
    {
      summary: 'Change a gateway: DevEUI, name, description, company, place',
      params: ZGatewayKey,
      body: ZLoraGatewayUpdateRequest,
      response: { 200: ZLoraGatewayResponse },
    },
    (request) => gateways.updateGateway(db, scopeOf(request), request.params.uuid, request.body),
  );
  route.delete(
    '/api/lora/gateways/:uuid',
    { summary: 'Delete a gateway (the bridge registers it again when it relays an uplink)', params: ZGatewayKey, response: { 204: z.null() } },
    (request) => gateways.deleteGateway(db, scopeOf(request), request.params.uuid),
  );
};

export default gatewayRoutes;
