import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import {
  ZLoraDeviceCreateRequest,
  ZLoraDeviceDetailsResponse,
  ZLoraDeviceListQuery,
  ZLoraDeviceListResponse,
  ZLoraDeviceResponse,
  ZLoraDeviceUpdateRequest,
} from '@trapline/contracts/lora';
import type { ChirpStackApi } from './chirpstack.ts';
import * as sensors from './sensors.ts';

const ZSensorKey = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the sensor') });

/** The LoRa devices section (spec 3, sections 2.1 and 7). */
const sensorRoutes: FastifyPluginAsyncZod<{ chirpstack: ChirpStackApi | null }> = async (app, { chirpstack }) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors, docs);

  route.get('/api/lora/devices', { querystring: ZLoraDeviceListQuery, response: { 200: ZLoraDeviceListResponse } }, ({ query }, scope) =>
    sensors.listSensors(db, scope, query),
  );
  route.post('/api/lora/devices', { body: ZLoraDeviceCreateRequest, response: { 201: ZLoraDeviceResponse } }, ({ body }, scope) =>
    sensors.createSensor(db, scope, body),
  );
  route.get('/api/lora/devices/:uuid', { params: ZSensorKey, response: { 200: ZLoraDeviceDetailsResponse } }, (request, scope) =>
    sensors.getSensor(db, scope, request.params.uuid, chirpstack, request.log),
  );
  route.patch(
    '/api/lora/devices/:uuid',
    { params: ZSensorKey, body: ZLoraDeviceUpdateRequest, response: { 200: ZLoraDeviceResponse } },
    ({ params, body }, scope) => sensors.updateSensor(db, scope, params.uuid, body),
  );
  route.delete('/api/lora/devices/:uuid', { params: ZSensorKey, response: { 204: z.null() } }, ({ params }, scope) =>
    sensors.deleteSensor(db, scope, params.uuid),
  );
  route.post('/api/lora/devices/:uuid/manual-set-detection', { params: ZSensorKey, response: { 200: ZLoraDeviceResponse } }, ({ params }, scope) =>
    sensors.manualAlert(db, scope, params.uuid),
  );
};

export default sensorRoutes;
