import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import {
  ZCompany,
  ZCompanyListQuery,
  ZCompanyListResponse,
  ZCompanyShortList,
  ZCreateCompanyRequest,
  ZSubscription,
  ZSubscriptionRequest,
  ZUpdateCompanyRequest,
  ZUpdateSubscriptionRequest,
} from '@trapline/contracts/companies';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { requireRole } from '../../plugins/app/auth.ts';
import * as companies from './service.ts';
import * as subscriptions from './subscriptions.ts';
import * as zones from './zones.ts';
import { uploadLogo } from './logo.ts';
import { readUpload } from '../../lib/uploads.ts';
import { ZCompanyZone, ZCompanyZoneRequest, ZUpdateCompanyZoneRequest } from '@trapline/contracts/zones';

const ZSubscriptionParams = ZIdParams.extend({ subscriptionId: ZKey });
const ZZoneParams = ZIdParams.extend({ zoneUuid: ZText });
const managers = requireRole('ADMIN', 'COMPANY_ADMIN');
const superAdmin = requireRole('ADMIN');

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const company = moduleRoutes(app, ['companies'], conflictErrors, docs);
  const subscription = moduleRoutes(app, ['subscriptions'], conflictErrors, docs);
  const zone = moduleRoutes(app, ['zones'], conflictErrors, docs);

  company.get('/companies', { preHandler: managers, querystring: ZCompanyListQuery, response: { 200: ZCompanyListResponse } }, ({ query }, scope) =>
    companies.listCompanies(app.sql, app.storage, scope, query),
  );
  company.get('/companies/short-list', { response: { 200: ZCompanyShortList } }, (_request, scope) => companies.shortList(db, scope));
  company.get('/companies/:id', { preHandler: managers, params: ZIdParams, response: { 200: ZCompany } }, ({ params }, scope) =>
    companies.getCompany(db, app.storage, scope, params.id),
  );
  company.post('/companies', { preHandler: managers, body: ZCreateCompanyRequest, response: { 201: ZCompany } }, ({ body }, scope) =>
    companies.createCompany(db, app.storage, scope, body),
  );
  company.patch(
    '/companies/:id',
    { preHandler: managers, params: ZIdParams, body: ZUpdateCompanyRequest, response: { 200: ZCompany } },
    ({ params, body }, scope) => companies.updateCompany(db, app.storage, scope, params.id, body),
  );
  company.delete('/companies/:id', { preHandler: superAdmin, params: ZIdParams, response: { 204: z.null() } }, (request, scope) =>
    companies.deleteCompany(db, app.storage, scope, request.params.id, (path, error) =>
      request.log.warn({ err: error, path }, 'a stored file of the deleted company was not removed'),
    ),
  );
  company.post(
    '/companies/:id/logo',
    { preHandler: managers, consumes: ['multipart/form-data'], params: ZIdParams, response: { 200: ZCompany, 413: ZErrorResponse, 415: ZErrorResponse } },
    async (request, scope) => {
      const upload = await readUpload(request, ['png', 'jpeg']);
      await uploadLogo(db, app.storage, scope, request.params.id, upload);
      return companies.getCompany(db, app.storage, scope, request.params.id);
    },
  );

  subscription.get(
    '/companies/:id/subscriptions',
    { preHandler: superAdmin, params: ZIdParams, response: { 200: z.array(ZSubscription) } },
    ({ params }, scope) => subscriptions.listSubscriptions(db, scope, params.id),
  );
  subscription.get(
    '/companies/:id/subscriptions/:subscriptionId',
    { preHandler: superAdmin, params: ZSubscriptionParams, response: { 200: ZSubscription } },
    ({ params }, scope) => subscriptions.getSubscription(db, scope, params),
  );
  subscription.post(
    '/companies/:id/subscriptions',
    { preHandler: superAdmin, params: ZIdParams, body: ZSubscriptionRequest, response: { 201: ZSubscription } },
    ({ params, body }, scope) => subscriptions.createSubscription(db, scope, params.id, body),
  );
  subscription.patch(
    '/companies/:id/subscriptions/:subscriptionId',
    { preHandler: superAdmin, params: ZSubscriptionParams, body: ZUpdateSubscriptionRequest, response: { 200: ZSubscription } },
    ({ params, body }, scope) => subscriptions.updateSubscription(db, scope, params, body),
  );

  zone.get('/companies/:id/zones', { params: ZIdParams, response: { 200: z.array(ZCompanyZone) } }, ({ params }, scope) =>
    zones.listZones(db, scope, params.id),
  );
  zone.post('/companies/:id/zones', { params: ZIdParams, body: ZCompanyZoneRequest, response: { 201: ZCompanyZone } }, ({ params, body }, scope) =>
    zones.createZone(db, scope, params.id, body),
  );
  zone.get('/companies/:id/zones/:zoneUuid', { params: ZZoneParams, response: { 200: ZCompanyZone } }, ({ params }, scope) => zones.getZone(db, scope, params));
  zone.patch(
    '/companies/:id/zones/:zoneUuid',
    { params: ZZoneParams, body: ZUpdateCompanyZoneRequest, response: { 200: ZCompanyZone } },
    ({ params, body }, scope) => zones.updateZone(db, scope, params, body),
  );
};

export default companyRoutes;
