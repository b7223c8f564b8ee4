import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import {
  ZActionListResponse,
  ZCreateActionRequest,
  ZCreateObjectRequest,
  ZCreateObservationRequest,
  ZDeviceTypeAction,
  ZDeviceTypeObject,
  ZDeviceTypeObservation,
  ZObjectListResponse,
  ZObservationListResponse,
  ZPartListQuery,
  ZUpdateActionRequest,
  ZUpdateObjectRequest,
  ZUpdateObservationRequest,
  type CreateActionRequest,
  type CreateObjectRequest,
  type CreateObservationRequest,
  type DeviceTypeAction,
  type DeviceTypeObject,
  type DeviceTypeObservation,
  type UpdateActionRequest,
  type UpdateObjectRequest,
  type UpdateObservationRequest,
} from '@trapline/contracts/catalogue';
import type { DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import * as parts from './parts.ts';

/**
 * One kind of part of the catalogue and its five routes. Its type arguments tie the contracts to
 * what the service answers and takes; the routes see them as `unknown`, the schemas checking them
 * at run time.
 */
interface PartKindRoutes<List = unknown, Part = unknown, Create = unknown, Update = unknown> {
  tag: string;
  path: string;
  contracts: { list: z.ZodType<List>; part: z.ZodType<Part>; create: z.ZodType<Create>; update: z.ZodType<Update> };
  service: {
    list(db: DbClient, scope: AccessScope, filter: parts.PartFilter): Promise<List>;
    get(db: DbClient, scope: AccessScope, key: string): Promise<Part>;
    create(db: DbClient, scope: AccessScope, input: Create): Promise<Part>;
    update(db: DbClient, scope: AccessScope, key: string, input: Update): Promise<Part>;
    remove(db: DbClient, scope: AccessScope, key: string): Promise<void>;
  };
}

const actions: PartKindRoutes<DeviceTypeAction[], DeviceTypeAction, CreateActionRequest, UpdateActionRequest> = {
  tag: 'device type actions',
  path: '/device-type-actions',
  contracts: { list: ZActionListResponse, part: ZDeviceTypeAction, create: ZCreateActionRequest, update: ZUpdateActionRequest },
  service: { list: parts.listActions, get: parts.getAction, create: parts.createAction, update: parts.updateAction, remove: parts.deleteAction },
};

const objects: PartKindRoutes<DeviceTypeObject[], DeviceTypeObject, CreateObjectRequest, UpdateObjectRequest> = {
  tag: 'device type objects',
  path: '/device-type-objects',
  contracts: { list: ZObjectListResponse, part: ZDeviceTypeObject, create: ZCreateObjectRequest, update: ZUpdateObjectRequest },
  service: { list: parts.listObjects, get: parts.getObject, create: parts.createObject, update: parts.updateObject, remove: parts.deleteObject },
};

const observations: PartKindRoutes<{ observations: DeviceTypeObservation[] }, DeviceTypeObservation, CreateObservationRequest, UpdateObservationRequest> = {
  tag: 'device type observations',
  path: '/api/v3/device-type-observations',
  contracts: { list: ZObservationListResponse, part: ZDeviceTypeObservation, create: ZCreateObservationRequest, update: ZUpdateObservationRequest },
  service: {
    list: async (db, scope, filter) => ({ observations: await parts.listObservations(db, scope, filter) }),
    get: parts.getObservation,
    create: parts.createObservation,
    update: parts.updateObservation,
    remove: parts.deleteObservation,
  },
};

const partKinds: PartKindRoutes[] = [actions, objects, observations];

/** Actions, objects (pests) and observations of the device catalogue (spec 2, section 7; spec 3, section 7). */
const partRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const docs = routeDocs(import.meta.url);
  for (const { tag, path, contracts, service } of partKinds) {
    const part = moduleRoutes(app, [tag], conflictErrors, docs);
    part.get(path, { querystring: ZPartListQuery, response: { 200: contracts.list } }, ({ query }, scope) => service.list(db, scope, query.parentCompanyId));
    part.get(`${path}/:id`, { params: ZIdParams, response: { 200: contracts.part } }, ({ params }, scope) => service.get(db, scope, params.id));
    part.post(path, { body: contracts.create, response: { 201: contracts.part } }, ({ body }, scope) => service.create(db, scope, body));
    part.patch(`${path}/:id`, { params: ZIdParams, body: contracts.update, response: { 200: contracts.part } }, ({ params, body }, scope) =>
      service.update(db, scope, params.id, body),
    );
    part.delete(`${path}/:id`, { params: ZIdParams, response: { 204: z.null() } }, ({ params }, scope) => service.remove(db, scope, params.id));
  }
};

export default partRoutes;
