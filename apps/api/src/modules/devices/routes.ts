import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
import { scopeOf } from '../../access/scope.ts';
import * as devices from './service.ts';
import * as radio from './radio-settings.ts';
import { ZRadioSetting, ZRadioSettingRequest } from '@trapline/contracts/radio-settings';

const id = ZKey;
const ZDeviceParams = ZPlaceIdParams.extend({ deviceUuid: id });

/** JSON without validating each row against the response schema, for lists of thousands. */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The one devices route that `moduleRoutes` cannot carry: it brings its own serializer. */
const deviceRoute = routeSchemaFor(['devices'], conflictErrors);

const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const device = moduleRoutes(app, ['devices'], conflictErrors);
  const radioSetting = moduleRoutes(app, ['radio settings'], conflictErrors);

  app.get('/places/:placeId/devices', {
    schema: deviceRoute({
      summary: "A place's devices: alert first, then prefix letters, then number",
      description: 'status: alert (detect set), online or no_signal (radio devices, by the place radio error interval, 15 minutes by default).',
      params: ZPlaceIdParams,
      querystring: ZDeviceListQuery,
      response: { 200: ZDeviceListResponse },
    }),
    // Thousands of rows: serialized as they are built (the contract test checks their shape).
    serializerCompiler: plainJson,
    handler: (request) => devices.listDevices(db, app.sql, scopeOf(request), request.params.placeId, request.query, request.lang),
  });

  device.get(
    '/places/:placeId/devices/all-data',
    'Every device of a place with all its fields (plans, exports)',
    { params: ZPlaceIdParams, response: { 200: z.object({ rows: z.array(ZDevice), count: z.number().int() }) } },
    ({ params }, scope) => devices.allData(db, scope, params.placeId),
  );

  device.post(
    '/api/places/:placeId/devices',
    'Create devices: ONE, MULTIPLE (prefix + numbers, at most 300) or SPECIFIC unique ids, in one transaction',
    {
      description:
        'Answers one device for ONE, a list otherwise. 409 devices/uniqueid_already_exists (details.uniqueIds), 409 devices/company_devices_limit_reached (active subscription of the company tree), ' +
        '409 devices/lora_dev_eui_already_exists. Not for technicians and client users.',
      params: ZPlaceIdParams,
      body: ZCreateDevicesRequest,
      response: { 201: ZCreateDevicesResponse },
    },
    ({ params, body }, scope) => devices.createDevices(db, scope, params.placeId, body),
  );

  device.get('/api/places/:placeId/devices/:deviceUuid', 'One device', { params: ZDeviceParams, response: { 200: ZDevice } }, (request, scope) =>
    devices.getDevice(db, scope, request.params.placeId, request.params.deviceUuid, request.lang),
  );

  device.patch(
    '/api/places/:placeId/devices/:deviceUuid',
    'Change a device (its type never changes)',
    {
      description:
        'qrCode assigns a QR code (as printed or scanned: case, dashes and spaces ignored) of a batch of a company the caller sees (else 400 qr_code_not_found); ' +
        'a code another device has answers 409 qrcodes/code_used. null or an empty text takes the code away; a code taken away or replaced is free again. ' +
        'nfcId stores the serial number of the NFC tag written for the device (hex bytes separated by colons, else 400 nfc_id_invalid); a tag another device of the caller\u2019s companies has answers 409 devices/nfc_in_use; null or empty takes it away.',
      params: ZDeviceParams,
      body: ZUpdateDeviceRequest,
      response: { 200: ZDevice },
    },
    ({ params, body }, scope) => devices.updateDevice(db, scope, params.placeId, params.deviceUuid, body),
  );

  device.post(
    '/api/places/:placeId/devices/bulk-delete',
    'Delete devices with all their actions, objects and observations (all or nothing)',
    { params: ZPlaceIdParams, body: ZBulkDeleteDevicesRequest, response: { 200: ZBulkResult } },
    ({ params, body }, scope) => devices.bulkDelete(db, scope, params.placeId, body.deviceUuids),
  );

  device.post(
    '/api/places/:placeId/devices/bulk-zone-assign',
    'Put devices in a zone of the place (zoneId null: no zone)',
    { params: ZPlaceIdParams, body: ZBulkZoneAssignRequest, response: { 200: ZBulkResult } },
    ({ params, body }, scope) => devices.bulkZoneAssign(db, scope, params.placeId, body.deviceUuids, body.zoneId),
  );

  const radioDescription =
    'Ports: interval 1, power 4 (1-14), algorithms 6 (0-3), algorithm 1 signal length 7, algorithm 2 signal count 8 (2-5), minimal time 9, maximum time 10. data: two hex digits.';

  radioSetting.get(
    '/places/:placeId/radio-settings',
    'Radio settings sent to a place and its devices, newest first (pending until received, then set)',
    { params: ZPlaceIdParams, response: { 200: z.array(ZRadioSetting) } },
    ({ params }, scope) => radio.placeHistory(db, scope, params.placeId),
  );

  radioSetting.post(
    '/places/:placeId/radio-settings',
    "Send a radio setting to a place's sensors (admins)",
    { description: radioDescription, params: ZPlaceIdParams, body: ZRadioSettingRequest, response: { 201: ZRadioSetting } },
    ({ params, body }, scope) => radio.sendToPlace(db, scope, params.placeId, body),
  );

  const ZDeviceKey = z.object({ deviceId: id });

  radioSetting.get(
    '/devices/:deviceId/radio-settings',
    'Radio settings sent to one device',
    { params: ZDeviceKey, response: { 200: z.array(ZRadioSetting) } },
    ({ params }, scope) => radio.deviceHistory(db, scope, params.deviceId),
  );

  radioSetting.post(
    '/devices/:deviceId/radio-setting',
    'Send a radio setting to one device (admins)',
    { description: radioDescription, params: ZDeviceKey, body: ZRadioSettingRequest, response: { 201: ZRadioSetting } },
    ({ params, body }, scope) => radio.sendToDevice(db, scope, params.deviceId, body),
  );
};

export default deviceRoutes;
