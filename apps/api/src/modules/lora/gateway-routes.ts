import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, security } from '../../lib/route-schema.ts';
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

const tags = ['lora'];
const ZGatewayKey = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the gateway') });

/** LoRa gateways (spec 3, section 2.1); create, one and change are ours (docs/decisions.md). */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/lora/gateways', {
    schema: {
      tags,
      summary: 'Gateways within reach, newest first (filters name or DevEUI, company)',
      security,
      querystring: ZLoraGatewayListQuery,
      response: { 200: ZLoraGatewayListResponse, ...conflictErrors },
    },
    handler: (request) => gateways.listGateways(db, scopeOf(request), request.query),
  });

  app.post('/api/lora/gateways', {
    schema: {
      tags,
      summary: 'Register a gateway (super admin, company admin); 409 lora/gateway_dev_eui_already_exists',
      security,
      body: ZLoraGatewayCreateRequest,
      response: { 201: ZLoraGatewayResponse, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await gateways.createGateway(db, scopeOf(request), request.body)),
  });

  app.get('/api/lora/gateways/:uuid', {
    schema: { tags, summary: 'One gateway', security, params: ZGatewayKey, response: { 200: ZLoraGatewayResponse, ...conflictErrors } },
    handler: (request) => gateways.getGateway(db, scopeOf(request), request.params.uuid),
  });

  app.patch('/api/lora/gateways/:uuid', {
    schema: {
      tags,
      summary: 'Change a gateway: DevEUI, name, description, company, place',
      security,
      params: ZGatewayKey,
      body: ZLoraGatewayUpdateRequest,
      response: { 200: ZLoraGatewayResponse, ...conflictErrors },
    },
    handler: (request) => gateways.updateGateway(db, scopeOf(request), request.params.uuid, request.body),
  });

  app.delete('/api/lora/gateways/:uuid', {
    schema: {
      tags,
      summary: 'Delete a gateway (the bridge registers it again when it relays an uplink)',
      security,
      params: ZGatewayKey,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await gateways.deleteGateway(db, scopeOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};

export default gatewayRoutes;
