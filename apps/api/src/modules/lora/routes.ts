import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZAssignLoraDeviceRequest, ZCreateLoraDeviceRequest, ZLoraDevice, ZLoraHistoryPage, ZLoraPageQuery, ZLoraUplinkPage } from '@trapline/contracts/lora';
import type { ApiConfig } from '../../env.ts';
import { requireRole, scopeOf } from '../../plugins/app/auth.ts';
import commandRoutes from './command-routes.ts';
import gatewayRoutes from './gateway-routes.ts';
import sensorRoutes from './sensor-routes.ts';
import * as lora from './service.ts';
import unclaimedRoutes from './unclaimed-routes.ts';

const key = ZKey;
const route = routeSchemaFor(['lora'], conflictErrors);
const ZDeviceParams = ZPlaceIdParams.extend({ deviceUuid: key });
const ZSensorOfDevice = z.object({ loraDevice: ZLoraDevice.nullable() });

/** The LoRa API: a device's sensor in a place (here), the LoRa section's sensors, gateways and unclaimed uplinks. */
const loraRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const db = app.db;
  const chirpstack = config.CHIRPSTACK_API_URL && config.CHIRPSTACK_API_KEY ? { url: config.CHIRPSTACK_API_URL, key: config.CHIRPSTACK_API_KEY } : null;
  // Sensors and gateways are radio diagnostics, the provider's staff's: a client's user gets 403
  // on every LoRa call (docs/decisions.md). Added first, so the sub-plugins inherit it.
  app.addHook('preHandler', requireRole('ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER'));
  await app.register(sensorRoutes, { chirpstack });
  await app.register(commandRoutes);
  await app.register(gatewayRoutes);
  await app.register(unclaimedRoutes);

  app.get('/api/places/:placeId/lora-devices', {
    schema: route({
      summary: "Sensors a place can use: its own and its company's unplaced ones",
      params: ZPlaceIdParams,
      response: { 200: z.object({ loraDevices: z.array(ZLoraDevice) }) },
    }),
    handler: (request) => lora.placeSensors(db, scopeOf(request), request.params.placeId),
  });

  app.get('/api/places/:placeId/devices/:deviceUuid/lora-device', {
    schema: route({ summary: 'The sensor attached to a device (null when none)', params: ZDeviceParams, response: { 200: ZSensorOfDevice } }),
    handler: (request) => lora.deviceSensor(db, scopeOf(request), request.params.placeId, request.params.deviceUuid),
  });

  app.post('/api/places/:placeId/devices/:deviceUuid/lora-device/assign', {
    schema: route({
      summary: 'Attach an existing sensor to a radio device (one sensor per device)',
      params: ZDeviceParams,
      body: ZAssignLoraDeviceRequest,
      response: { 200: ZSensorOfDevice },
    }),
    handler: (request) => lora.assignSensor(db, scopeOf(request), request.params.placeId, request.params.deviceUuid, request.body.loraDeviceUuid),
  });

  app.post('/api/places/:placeId/devices/:deviceUuid/lora-device', {
    schema: route({
      summary: 'Create a sensor by DevEUI and attach it (409 devices/lora_dev_eui_already_exists)',
      params: ZDeviceParams,
      body: ZCreateLoraDeviceRequest,
      response: { 201: ZSensorOfDevice },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await lora.createSensor(db, scopeOf(request), request.params.placeId, request.params.deviceUuid, request.body)),
  });

  app.delete('/api/places/:placeId/devices/:deviceUuid/lora-device', {
    schema: route({ summary: 'Detach the sensor from the device (it stays in the place)', params: ZDeviceParams, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await lora.unassignSensor(db, scopeOf(request), request.params.placeId, request.params.deviceUuid);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/places/:placeId/devices/:deviceUuid/lora-device/uplinks', {
    schema: route({
      summary: "The device's sensor uplinks, newest first (pages of 100, from 0)",
      params: ZDeviceParams,
      querystring: ZLoraPageQuery,
      response: { 200: ZLoraUplinkPage },
    }),
    handler: (request) => lora.deviceUplinks(db, scopeOf(request), request.params.placeId, request.params.deviceUuid, request.query),
  });

  app.get('/api/lora/devices/:uuid/history', {
    schema: route({
      summary: "A sensor's history (alerts, clears, configuration, no signal), newest first",
      params: z.object({ uuid: key }),
      querystring: ZLoraPageQuery,
      response: { 200: ZLoraHistoryPage },
    }),
    handler: (request) => lora.historyPage(db, scopeOf(request), request.params.uuid, request.query),
  });

  app.get('/api/lora/devices/:uuid/uplinks/paginated', {
    schema: route({
      summary: "A sensor's uplinks, newest first (pages of 100, from 0), with its battery per day (batteryUplinks, last 90 days)",
      params: z.object({ uuid: key }),
      querystring: ZLoraPageQuery,
      response: { 200: ZLoraUplinkPage },
    }),
    handler: (request) => lora.sensorUplinks(db, scopeOf(request), request.params.uuid, request.query),
  });
};

export default loraRoutes;
