import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZBulkDeleteDevicesRequest,
  ZBulkResult,
  ZBulkZoneAssignRequest,
  ZCreateDevicesRequest,
  ZCreateDevicesResponse,
  ZDevice,
  ZDeviceListQuery,
  ZDeviceListResponse,
  ZUpdateDeviceRequest,
} from '@trapline/contracts/devices';
import * as devices from './service.ts';
import * as radio from './radio-settings.ts';
import { ZRadioSetting, ZRadioSettingRequest } from '@trapline/contracts/radio-settings';

const id = ZKey;
const ZDeviceParams = ZPlaceIdParams.extend({ deviceUuid: id });

const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const device = moduleRoutes(app, ['devices'], conflictErrors, docs);
  const radioSetting = moduleRoutes(app, ['radio settings'], conflictErrors, docs);

  // Thousands of rows: written as they are built (the contract test checks their shape).
  device.get(
    '/places/:placeId/devices',
    { params: ZPlaceIdParams, querystring: ZDeviceListQuery, response: { 200: ZDeviceListResponse }, plainJson: true },
    (request, scope) => devices.listDevices(db, app.sql, scope, request.params.placeId, request.query, request.lang),
  );

  device.get(
    '/places/:placeId/devices/all-data',
    { params: ZPlaceIdParams, response: { 200: z.object({ rows: z.array(ZDevice), count: z.number().int() }) } },
    ({ params }, scope) => devices.allData(db, scope, params.placeId),
  );

  device.post(
    '/api/places/:placeId/devices',
    { params: ZPlaceIdParams, body: ZCreateDevicesRequest, response: { 201: ZCreateDevicesResponse } },
    ({ params, body }, scope) => devices.createDevices(db, scope, params.placeId, body),
  );

  device.get('/api/places/:placeId/devices/:deviceUuid', { params: ZDeviceParams, response: { 200: ZDevice } }, (request, scope) =>
    devices.getDevice(db, scope, request.params, request.lang),
  );

  device.patch(
    '/api/places/:placeId/devices/:deviceUuid',
    { params: ZDeviceParams, body: ZUpdateDeviceRequest, response: { 200: ZDevice } },
    ({ params, body }, scope) => devices.updateDevice(db, scope, params, body),
  );

  device.post(
    '/api/places/:placeId/devices/bulk-delete',
    { params: ZPlaceIdParams, body: ZBulkDeleteDevicesRequest, response: { 200: ZBulkResult } },
    ({ params, body }, scope) => devices.bulkDelete(db, scope, params.placeId, body.deviceUuids),
  );

  device.post(
    '/api/places/:placeId/devices/bulk-zone-assign',
    { params: ZPlaceIdParams, body: ZBulkZoneAssignRequest, response: { 200: ZBulkResult } },
    ({ params, body }, scope) => devices.bulkZoneAssign(db, scope, params.placeId, body.deviceUuids, body.zoneId),
  );

  radioSetting.get('/places/:placeId/radio-settings', { params: ZPlaceIdParams, response: { 200: z.array(ZRadioSetting) } }, ({ params }, scope) =>
    radio.placeHistory(db, scope, params.placeId),
  );

  radioSetting.post(
    '/places/:placeId/radio-settings',
    { params: ZPlaceIdParams, body: ZRadioSettingRequest, response: { 201: ZRadioSetting } },
    ({ params, body }, scope) => radio.sendToPlace(db, scope, params.placeId, body),
  );

  const ZDeviceKey = z.object({ deviceId: id });

  radioSetting.get('/devices/:deviceId/radio-settings', { params: ZDeviceKey, response: { 200: z.array(ZRadioSetting) } }, ({ params }, scope) =>
    radio.deviceHistory(db, scope, params.deviceId),
  );

  radioSetting.post(
    '/devices/:deviceId/radio-setting',
    { params: ZDeviceKey, body: ZRadioSettingRequest, response: { 201: ZRadioSetting } },
    ({ params, body }, scope) => radio.sendToDevice(db, scope, params.deviceId, body),
  );
};

export default deviceRoutes;
