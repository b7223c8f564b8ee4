import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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

const rights =
  'Global items (parentCompanyId null) are read by everyone and changed by the super admin only; a company\u2019s own items are read in its company tree and changed by the super admin or a company admin of the tree. ' +
  'Another tree\u2019s item answers 404; a reader without the right to change answers 403. ' +
  'Create: parentCompanyId is the owner (omitted: the caller\u2019s company, or global for the super admin; null: global); deviceTypeId also associates the new item with that type.';
const inUse = 'Refused with 409 device_types/part_in_use while device records or limits use it.';
const single = 'Only one BAIT_COLLECT and one REFILL observation per device type: 409 device_types/observation_type_taken otherwise.';

/**
 * One kind of part of the catalogue and its five routes. Its type arguments tie the contracts to
 * what the service answers and takes; the routes see them as `unknown`, the schemas checking them
 * at run time.
 */
interface PartKindRoutes<List = unknown, Part = unknown, Create = unknown, Update = unknown> {
  tag: string;
  path: string;
  /** As the list's summary names the kind. */
  plural: string;
  /** As the other summaries name one part, after "an". */
  name: string;
  /** Added to the create summary: the types a new part may have. */
  types: string;
  /** Who may create and change the kind's parts. */
  changeRules: string;
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
  plural: 'Actions',
  name: 'action',
  types: '',
  changeRules: rights,
  contracts: { list: ZActionListResponse, part: ZDeviceTypeAction, create: ZCreateActionRequest, update: ZUpdateActionRequest },
  service: { list: parts.listActions, get: parts.getAction, create: parts.createAction, update: parts.updateAction, remove: parts.deleteAction },
};

const objects: PartKindRoutes<DeviceTypeObject[], DeviceTypeObject, CreateObjectRequest, UpdateObjectRequest> = {
  tag: 'device type objects',
  path: '/device-type-objects',
  plural: 'Objects (pests)',
  name: 'object (pest)',
  types: ', NORMAL or DANGEROUS',
  changeRules: rights,
  contracts: { list: ZObjectListResponse, part: ZDeviceTypeObject, create: ZCreateObjectRequest, update: ZUpdateObjectRequest },
  service: { list: parts.listObjects, get: parts.getObject, create: parts.createObject, update: parts.updateObject, remove: parts.deleteObject },
};

const observations: PartKindRoutes<{ observations: DeviceTypeObservation[] }, DeviceTypeObservation, CreateObservationRequest, UpdateObservationRequest> = {
  tag: 'device type observations',
  path: '/api/v3/device-type-observations',
  plural: 'Observations',
  name: 'observation',
  types: ': NEUTRAL, BAIT_COLLECT or REFILL',
  changeRules: `${rights} ${single}`,
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

  for (const { tag, path, plural, name, types, changeRules, contracts, service } of partKinds) {
    const part = moduleRoutes(app, [tag], conflictErrors);
    part.get(
      path,
      `${plural}: global and the caller\u2019s companies\u2019 own (ROOT: global only; ONLY_COMPANY: own only)`,
      { querystring: ZPartListQuery, response: { 200: contracts.list } },
      ({ query }, scope) => service.list(db, scope, query.parentCompanyId),
    );
    part.get(`${path}/:id`, `One ${name}`, { params: ZIdParams, response: { 200: contracts.part } }, ({ params }, scope) => service.get(db, scope, params.id));
    part.post(path, `Create an ${name}${types}`, { description: changeRules, body: contracts.create, response: { 201: contracts.part } }, ({ body }, scope) =>
      service.create(db, scope, body),
    );
    part.patch(
      `${path}/:id`,
      `Change an ${name}; translations merge with the stored ones`,
      { description: changeRules, params: ZIdParams, body: contracts.update, response: { 200: contracts.part } },
      ({ params, body }, scope) => service.update(db, scope, params.id, body),
    );
    part.delete(
      `${path}/:id`,
      `Delete an ${name} and its associations`,
      { description: `${rights} ${inUse}`, params: ZIdParams, response: { 204: z.null() } },
      ({ params }, scope) => service.remove(db, scope, params.id),
    );
  }
};

export default partRoutes;
