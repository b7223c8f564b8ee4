import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor } from '../../lib/route-schema.ts';
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

const route = routeSchemaFor(['lora'], conflictErrors);
const ZGatewayKey = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the gateway') });

/** LoRa gateways (spec 3, section 2.1); create, one and change are ours (docs/decisions.md). */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/lora/gateways', {
    schema: route({
      summary: 'Gateways within reach, newest first (filters name or DevEUI, company)',
      querystring: ZLoraGatewayListQuery,
      response: { 200: ZLoraGatewayListResponse },
    }),
    handler: (request) => gateways.listGateways(db, scopeOf(request), request.query),
  });

  app.post('/api/lora/gateways', {
    schema: route({
      summary: 'Register a gateway (super admin, company admin); 409 lora/gateway_dev_eui_already_exists',
      body: ZLoraGatewayCreateRequest,
      response: { 201: ZLoraGatewayResponse },
    }),
    handler: async (request, reply) => reply.status(201).send(await gateways.createGateway(db, scopeOf(request), request.body)),
  });

  app.get('/api/lora/gateways/:uuid', {
    schema: route({ summary: 'One gateway', params: ZGatewayKey, response: { 200: ZLoraGatewayResponse } }),
    handler: (request) => gateways.getGateway(db, scopeOf(request), request.params.uuid),
  });

  app.patch('/api/lora/gateways/:uuid', {
    schema: route({
      summary: 'Change a gateway: DevEUI, name, description, company, place',
      params: ZGatewayKey,
      body: ZLoraGatewayUpdateRequest,
      response: { 200: ZLoraGatewayResponse },
    }),
    handler: (request) => gateways.updateGateway(db, scopeOf(request), request.params.uuid, request.body),
  });

  app.delete('/api/lora/gateways/:uuid', {
    schema: route({ summary: 'Delete a gateway (the bridge registers it again when it relays an uplink)', params: ZGatewayKey, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await gateways.deleteGateway(db, scopeOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};

export default gatewayRoutes;
