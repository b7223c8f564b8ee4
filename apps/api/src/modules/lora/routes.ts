import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZAssignLoraDeviceRequest, ZCreateLoraDeviceRequest, ZLoraDevice, ZLoraHistoryPage, ZLoraPageQuery, ZLoraUplinkPage } from '@trapline/contracts/lora';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import commandRoutes from './command-routes.ts';
import gatewayRoutes from './gateway-routes.ts';
import sensorRoutes from './sensor-routes.ts';
import * as lora from './service.ts';
import unclaimedRoutes from './unclaimed-routes.ts';

const ZDeviceParams = ZPlaceIdParams.extend({ deviceUuid: ZKey });
const ZSensorParams = z.object({ uuid: ZKey });
const ZSensorOfDevice = z.object({ loraDevice: ZLoraDevice.nullable() });

/** The LoRa API: a device's sensor in a place (here), the LoRa section's sensors, gateways and unclaimed uplinks. */
const loraRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const chirpstack = config.CHIRPSTACK_API_URL && config.CHIRPSTACK_API_KEY ? { url: config.CHIRPSTACK_API_URL, key: config.CHIRPSTACK_API_KEY } : null;
  // Sensors and gateways are radio diagnostics, the provider's staff's: a client's user gets 403
  // on every LoRa call (docs/decisions.md). Added first, so the sub-plugins inherit it.
  app.addHook('preHandler', requireRole('ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER'));
  await app.register(sensorRoutes, { chirpstack });
  await app.register(commandRoutes);
  await app.register(gatewayRoutes);
  await app.register(unclaimedRoutes);
  const route = moduleRoutes(app, ['lora'], conflictErrors, docs);

  route.get(
    '/api/places/:placeId/lora-devices',
    { params: ZPlaceIdParams, response: { 200: z.object({ loraDevices: z.array(ZLoraDevice) }) } },
    ({ params }, scope) => lora.placeSensors(db, scope, params.placeId),
  );
  route.get('/api/places/:placeId/devices/:deviceUuid/lora-device', { params: ZDeviceParams, response: { 200: ZSensorOfDevice } }, ({ params }, scope) =>
    lora.deviceSensor(db, scope, params),
  );
  route.post(
    '/api/places/:placeId/devices/:deviceUuid/lora-device/assign',
    { params: ZDeviceParams, body: ZAssignLoraDeviceRequest, response: { 200: ZSensorOfDevice } },
    ({ params, body }, scope) => lora.assignSensor(db, scope, params, body.loraDeviceUuid),
  );
  route.post(
    '/api/places/:placeId/devices/:deviceUuid/lora-device',
    { params: ZDeviceParams, body: ZCreateLoraDeviceRequest, response: { 201: ZSensorOfDevice } },
    ({ params, body }, scope) => lora.createSensor(db, scope, params, body),
  );
  route.delete('/api/places/:placeId/devices/:deviceUuid/lora-device', { params: ZDeviceParams, response: { 204: z.null() } }, ({ params }, scope) =>
    lora.unassignSensor(db, scope, params),
  );
  route.get(
    '/api/places/:placeId/devices/:deviceUuid/lora-device/uplinks',
    { params: ZDeviceParams, querystring: ZLoraPageQuery, response: { 200: ZLoraUplinkPage } },
    ({ params, query }, scope) => lora.deviceUplinks(db, scope, params, query),
  );
  route.get(
    '/api/lora/devices/:uuid/history',
    { params: ZSensorParams, querystring: ZLoraPageQuery, response: { 200: ZLoraHistoryPage } },
    ({ params, query }, scope) => lora.historyPage(db, scope, params.uuid, query),
  );
  route.get(
    '/api/lora/devices/:uuid/uplinks/paginated',
    { params: ZSensorParams, querystring: ZLoraPageQuery, response: { 200: ZLoraUplinkPage } },
    ({ params, query }, scope) => lora.sensorUplinks(db, scope, params.uuid, query),
  );
};

export default loraRoutes;
