import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors);

  route.get(
    '/api/lora/devices',
    'LoRa sensors within reach: filters name (or DevEUI), version, company, place; sort createdAt or lastUplinkAt (newest first) or name',
    {
      description: 'version old: appEui of sixteen zeros; new: any other. Pages from 1.',
      querystring: ZLoraDeviceListQuery,
      response: { 200: ZLoraDeviceListResponse },
    },
    ({ query }, scope) => sensors.listSensors(db, scope, query),
  );
  route.post(
    '/api/lora/devices',
    'Register a sensor (super admin, company admin)',
    {
      description:
        'Only devEui is required; appEui defaults to 0101010101010101, the name to the DevEUI. A device brings its place and a place its company. ' +
        "409 devices/lora_dev_eui_already_exists. A DevEUI's unclaimed uplinks are claimed (the LoRa bridge imports them as the sensor's history).",
      body: ZLoraDeviceCreateRequest,
      response: { 201: ZLoraDeviceResponse },
    },
    ({ body }, scope) => sensors.createSensor(db, scope, body),
  );
  route.get(
    '/api/lora/devices/:uuid',
    'One sensor with its newest uplinks and configuration',
    {
      description:
        'awsData: whether the ChirpStack network server knows the DevEUI (error not_found or unreachable); null when no ChirpStack API is configured.',
      params: ZSensorKey,
      response: { 200: ZLoraDeviceDetailsResponse },
    },
    (request, scope) => sensors.getSensor(db, scope, request.params.uuid, chirpstack, request.log),
  );
  route.patch(
    '/api/lora/devices/:uuid',
    'Change a sensor (super admin): name, description, appEui, company, place, device (null detaches)',
    { params: ZSensorKey, body: ZLoraDeviceUpdateRequest, response: { 200: ZLoraDeviceResponse } },
    ({ params, body }, scope) => sensors.updateSensor(db, scope, params.uuid, body),
  );
  route.delete(
    '/api/lora/devices/:uuid',
    'Delete a sensor with its uplinks and history (super admin)',
    { params: ZSensorKey, response: { 204: z.null() } },
    ({ params }, scope) => sensors.deleteSensor(db, scope, params.uuid),
  );
  route.post(
    '/api/lora/devices/:uuid/manual-set-detection',
    "Send a manual alert (super admin): sets the admin detect state and tells the place's users",
    { params: ZSensorKey, response: { 200: ZLoraDeviceResponse } },
    ({ params }, scope) => sensors.manualAlert(db, scope, params.uuid),
  );
};

export default sensorRoutes;
