import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
  const db = app.db;
  const company = moduleRoutes(app, ['companies'], conflictErrors);
  const subscription = moduleRoutes(app, ['subscriptions'], conflictErrors);
  const zone = moduleRoutes(app, ['zones'], conflictErrors);

  company.get(
    '/companies',
    'Companies the caller manages: all for the super admin, own company and clients for a company admin',
    { preHandler: managers, querystring: ZCompanyListQuery, response: { 200: ZCompanyListResponse } },
    ({ query }, scope) => companies.listCompanies(app.sql, app.storage, scope, query),
  );
  company.get(
    '/companies/short-list',
    'Id, uuid, name and parent of every company the caller can see (for selectors)',
    { response: { 200: ZCompanyShortList } },
    (_request, scope) => companies.shortList(db, scope),
  );
  company.get(
    '/companies/:id',
    'One company with its places and clients',
    { preHandler: managers, params: ZIdParams, response: { 200: ZCompany } },
    ({ params }, scope) => companies.getCompany(db, app.storage, scope, params.id),
  );
  company.post(
    '/companies',
    'Create a company',
    {
      preHandler: managers,
      description:
        'A company admin creates clients of its own company. The parent must be a root company with room under its client limit (409 company/sub_company_limit_reached). Client limit and enterprise identifier: super admin only.',
      body: ZCreateCompanyRequest,
      response: { 201: ZCompany },
    },
    ({ body }, scope) => companies.createCompany(db, app.storage, scope, body),
  );
  company.patch(
    '/companies/:id',
    'Update a company (parent, client limit and enterprise identifier: super admin only)',
    { preHandler: managers, params: ZIdParams, body: ZUpdateCompanyRequest, response: { 200: ZCompany } },
    ({ params, body }, scope) => companies.updateCompany(db, app.storage, scope, params.id, body),
  );
  company.delete(
    '/companies/:id',
    'Delete a company without places, users or clients (otherwise 409 company/has_dependents)',
    { preHandler: superAdmin, params: ZIdParams, response: { 204: z.null() } },
    (request, scope) =>
      companies.deleteCompany(db, app.storage, scope, request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted company was not removed'),
      ),
  );
  company.post(
    '/companies/:id/logo',
    "Upload a company's logo (multipart, field file)",
    {
      preHandler: managers,
      description:
        'png or jpeg, checked by content (415 common/unsupported_media_type otherwise), at most 5 MB (413 common/payload_too_large). ' +
        'Optional fields x, y, width, height choose the crop area in pixels; by default the centred square. Stored as JPEG; answers the company with its new signed logoUrl.',
      consumes: ['multipart/form-data'],
      params: ZIdParams,
      response: { 200: ZCompany, 413: ZErrorResponse, 415: ZErrorResponse },
    },
    async (request, scope) => {
      const upload = await readUpload(request, ['png', 'jpeg']);
      await uploadLogo(db, app.storage, scope, request.params.id, upload);
      return companies.getCompany(db, app.storage, scope, request.params.id);
    },
  );

  subscription.get(
    '/companies/:id/subscriptions',
    "A company's subscriptions",
    { preHandler: superAdmin, params: ZIdParams, response: { 200: z.array(ZSubscription) } },
    ({ params }, scope) => subscriptions.listSubscriptions(db, scope, params.id),
  );
  subscription.get(
    '/companies/:id/subscriptions/:subscriptionId',
    'One subscription',
    { preHandler: superAdmin, params: ZSubscriptionParams, response: { 200: ZSubscription } },
    ({ params }, scope) => subscriptions.getSubscription(db, scope, params.id, params.subscriptionId),
  );
  subscription.post(
    '/companies/:id/subscriptions',
    'Add a subscription (one active per company: 409 subscription/only_one_active)',
    { preHandler: superAdmin, params: ZIdParams, body: ZSubscriptionRequest, response: { 201: ZSubscription } },
    ({ params, body }, scope) => subscriptions.createSubscription(db, scope, params.id, body),
  );
  subscription.patch(
    '/companies/:id/subscriptions/:subscriptionId',
    'Update a subscription (one active per company)',
    { preHandler: superAdmin, params: ZSubscriptionParams, body: ZUpdateSubscriptionRequest, response: { 200: ZSubscription } },
    ({ params, body }, scope) => subscriptions.updateSubscription(db, scope, params.id, params.subscriptionId, body),
  );

  zone.get(
    '/companies/:id/zones',
    "A company's zones (nested through parentZoneUuid)",
    { params: ZIdParams, response: { 200: z.array(ZCompanyZone) } },
    ({ params }, scope) => zones.listZones(db, scope, params.id),
  );
  zone.post(
    '/companies/:id/zones',
    'Add a company zone (managers)',
    { params: ZIdParams, body: ZCompanyZoneRequest, response: { 201: ZCompanyZone } },
    ({ params, body }, scope) => zones.createZone(db, scope, params.id, body),
  );
  zone.get('/companies/:id/zones/:zoneUuid', 'One company zone', { params: ZZoneParams, response: { 200: ZCompanyZone } }, ({ params }, scope) =>
    zones.getZone(db, scope, params.id, params.zoneUuid),
  );
  zone.patch(
    '/companies/:id/zones/:zoneUuid',
    'Change a company zone; a zone is never put under itself or its descendants',
    { params: ZZoneParams, body: ZUpdateCompanyZoneRequest, response: { 200: ZCompanyZone } },
    ({ params, body }, scope) => zones.updateZone(db, scope, params.id, params.zoneUuid, body),
  );
};

export default companyRoutes;
