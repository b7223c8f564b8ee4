import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZActionRecord,
  ZDeviceImage,
  ZObjectRecord,
  ZObservationRecord,
  ZUpdateActionRecordRequest,
  ZUpdateObjectRecordRequest,
  ZUpdateObservationRecordRequest,
  type ActionRecord,
  type ObjectRecord,
  type ObservationRecord,
} from '@trapline/contracts/device-records';
import type { DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import * as records from './records.ts';

const key = ZKey;

/**
 * One kind of record of a device (its actions, pests or observations) and its routes. Its type
 * arguments tie the contracts to what the service answers and takes; the routes see them as
 * `unknown`, the schemas checking them at run time.
 */
interface RecordKindRoutes<DeviceRecord = unknown, Update = unknown> {
  kind: records.RecordKind;
  /** Below the device's path: `actions`, `objects` or `observations`. */
  path: string;
  /** The record's key in the path below `path`. */
  param: string;
  contracts: { record: z.ZodType<DeviceRecord>; update: z.ZodType<Update> };
  service: {
    list(db: DbClient, scope: AccessScope, deviceKey: string, language?: string): Promise<DeviceRecord[]>;
    get(db: DbClient, scope: AccessScope, deviceKey: string, key: string): Promise<DeviceRecord>;
    update(db: DbClient, scope: AccessScope, deviceKey: string, key: string, input: Update): Promise<DeviceRecord>;
  };
}

const actions: RecordKindRoutes<ActionRecord, z.infer<typeof ZUpdateActionRecordRequest>> = {
  kind: 'action',
  path: 'actions',
  param: 'actionId',
  contracts: { record: ZActionRecord, update: ZUpdateActionRecordRequest },
  service: { list: records.listActions, get: records.getAction, update: records.updateAction },
};

const objects: RecordKindRoutes<ObjectRecord, z.infer<typeof ZUpdateObjectRecordRequest>> = {
  kind: 'object',
  path: 'objects',
  param: 'objectId',
  contracts: { record: ZObjectRecord, update: ZUpdateObjectRecordRequest },
  service: { list: records.listObjects, get: records.getObject, update: records.updateObject },
};

const observations: RecordKindRoutes<ObservationRecord, z.infer<typeof ZUpdateObservationRecordRequest>> = {
  kind: 'observation',
  path: 'observations',
  param: 'observationId',
  contracts: { record: ZObservationRecord, update: ZUpdateObservationRecordRequest },
  service: { list: records.listObservations, get: records.getObservation, update: records.updateObservation },
};

const recordKinds: RecordKindRoutes[] = [actions, objects, observations];

const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['device records'], errors, docs);
  const db = app.db;
  const base = '/api/v3/devices/:id';

  for (const { path, contracts, service } of recordKinds) {
    routes.get(`${base}/${path}`, { params: ZIdParams, response: { 200: z.array(contracts.record) } }, (request, scope) =>
      service.list(db, scope, request.params.id, request.lang),
    );
  }
  routes.get(`${base}/images`, { params: ZIdParams, response: { 200: z.array(ZDeviceImage) } }, ({ params }, scope) =>
    records.listImages(db, app.storage, scope, params.id),
  );

  for (const { kind, path, param, contracts, service } of recordKinds) {
    const ZRecordParams = ZIdParams.extend({ [param]: key });
    // The device's key and the record's, named after its kind: the schema requires both.
    const keysOf = (params: { [name: string]: string }) => [params.id!, params[param]!] as const;
    const one = `${base}/${path}/:${param}`;
    routes.get(one, { params: ZRecordParams, response: { 200: contracts.record } }, ({ params }, scope) => service.get(db, scope, ...keysOf(params)));
    routes.patch(one, { params: ZRecordParams, body: contracts.update, response: { 200: contracts.record } }, ({ params, body }, scope) =>
      service.update(db, scope, ...keysOf(params), body),
    );
    routes.delete(one, { params: ZRecordParams, response: { 204: z.null() } }, ({ params }, scope) => records.deleteRecord(db, scope, kind, ...keysOf(params)));
  }

  const ZImage = ZIdParams.extend({ imageId: key });
  routes.get(`${base}/images/:imageId`, { params: ZImage, response: { 200: ZDeviceImage } }, ({ params }, scope) =>
    records.getImage(db, app.storage, scope, params),
  );
  routes.delete(`${base}/images/:imageId`, { params: ZImage, response: { 204: z.null() } }, ({ params }, scope) =>
    records.deleteImage(db, app.storage, scope, params),
  );
};

export default recordRoutes;
