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
  /** Also names the path below the device's (`actions`) and the record's key in it (`actionId`). */
  kind: records.RecordKind;
  contracts: { record: z.ZodType<DeviceRecord>; update: z.ZodType<Update> };
  service: {
    list(db: DbClient, scope: AccessScope, deviceKey: string, language?: string): Promise<DeviceRecord[]>;
    get(db: DbClient, scope: AccessScope, path: records.DeviceRecordPath): Promise<DeviceRecord>;
    update(db: DbClient, scope: AccessScope, path: records.DeviceRecordPath, input: Update): Promise<DeviceRecord>;
  };
}

const actions: RecordKindRoutes<ActionRecord, z.infer<typeof ZUpdateActionRecordRequest>> = {
  kind: 'action',
  contracts: { record: ZActionRecord, update: ZUpdateActionRecordRequest },
  service: { list: records.listActions, get: records.getAction, update: records.updateAction },
};

const objects: RecordKindRoutes<ObjectRecord, z.infer<typeof ZUpdateObjectRecordRequest>> = {
  kind: 'object',
  contracts: { record: ZObjectRecord, update: ZUpdateObjectRecordRequest },
  service: { list: records.listObjects, get: records.getObject, update: records.updateObject },
};

const observations: RecordKindRoutes<ObservationRecord, z.infer<typeof ZUpdateObservationRecordRequest>> = {
  kind: 'observation',
  contracts: { record: ZObservationRecord, update: ZUpdateObservationRecordRequest },
  service: { list: records.listObservations, get: records.getObservation, update: records.updateObservation },
};

const recordKinds: RecordKindRoutes[] = [actions, objects, observations];

const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['device records'], errors, docs);
  const db = app.db;
  const base = '/api/v3/devices/:id';

  for (const { kind, contracts, service } of recordKinds) {
    routes.get(`${base}/${kind}s`, { params: ZIdParams, response: { 200: z.array(contracts.record) } }, (request, scope) =>
      service.list(db, scope, request.params.id, request.lang),
    );
  }
  routes.get(`${base}/images`, { params: ZIdParams, response: { 200: z.array(ZDeviceImage) } }, ({ params }, scope) =>
    records.listImages(db, app.storage, scope, params.id),
  );

  for (const { kind, contracts, service } of recordKinds) {
    const param = `${kind}Id`;
    const ZRecordParams = ZIdParams.extend({ [param]: key });
    // The record's key is named after its kind (actionId, …): the schema requires it.
    const pathOf = (params: { [name: string]: string }) => ({ id: params.id!, recordId: params[param]! });
    const one = `${base}/${kind}s/:${param}`;
    routes.get(one, { params: ZRecordParams, response: { 200: contracts.record } }, ({ params }, scope) => service.get(db, scope, pathOf(params)));
    routes.patch(one, { params: ZRecordParams, body: contracts.update, response: { 200: contracts.record } }, ({ params, body }, scope) =>
      service.update(db, scope, pathOf(params), body),
    );
    routes.delete(one, { params: ZRecordParams, response: { 204: z.null() } }, ({ params }, scope) => records.deleteRecord(db, scope, kind, pathOf(params)));
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
