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
import { requireRole, scopeOf } from '../../plugins/app/auth.ts';
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
    {
      preHandler: managers,
      summary: 'Companies the caller manages: all for the super admin, own company and clients for a company admin',
      querystring: ZCompanyListQuery,
      response: { 200: ZCompanyListResponse },
    },
    (request) => companies.listCompanies(app.sql, app.storage, scopeOf(request), request.query),
  );
  company.get(
    '/companies/short-list',
    { summary: 'Id, uuid, name and parent of every company the caller can see (for selectors)', response: { 200: ZCompanyShortList } },
    (request) => companies.shortList(db, scopeOf(request)),
  );
  company.get(
    '/companies/:id',
    { preHandler: managers, summary: 'One company with its places and clients', params: ZIdParams, response: { 200: ZCompany } },
    (request) => companies.getCompany(db, app.storage, scopeOf(request), request.params.id),
  );
  company.post(
    '/companies',
    {
      preHandler: managers,
      summary: 'Create a company',
      description:
        'A company admin creates clients of its own company. The parent must be a root company with room under its client limit (409 company/sub_company_limit_reached). Client limit and enterprise identifier: super admin only.',
      body: ZCreateCompanyRequest,
      response: { 201: ZCompany },
    },
    (request) => companies.createCompany(db, app.storage, scopeOf(request), request.body),
  );
  company.patch(
    '/companies/:id',
    {
      preHandler: managers,
      summary: 'Update a company (parent, client limit and enterprise identifier: super admin only)',
      params: ZIdParams,
      body: ZUpdateCompanyRequest,
      response: { 200: ZCompany },
    },
    (request) => companies.updateCompany(db, app.storage, scopeOf(request), request.params.id, request.body),
  );
  company.delete(
    '/companies/:id',
    {
      preHandler: superAdmin,
      summary: 'Delete a company without places, users or clients (otherwise 409 company/has_dependents)',
      params: ZIdParams,
      response: { 204: z.null() },
    },
    (request) =>
      companies.deleteCompany(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted company was not removed'),
      ),
  );
  company.post(
    '/companies/:id/logo',
    {
      preHandler: managers,
      summary: "Upload a company's logo (multipart, field file)",
      description:
        'png or jpeg, checked by content (415 common/unsupported_media_type otherwise), at most 5 MB (413 common/payload_too_large). ' +
        'Optional fields x, y, width, height choose the crop area in pixels; by default the centred square. Stored as JPEG; answers the company with its new signed logoUrl.',
      consumes: ['multipart/form-data'],
      params: ZIdParams,
      response: { 200: ZCompany, 413: ZErrorResponse, 415: ZErrorResponse },
    },
    async (request) => {
      const upload = await readUpload(request, ['png', 'jpeg']);
      await uploadLogo(db, app.storage, scopeOf(request), request.params.id, upload);
      return companies.getCompany(db, app.storage, scopeOf(request), request.params.id);
    },
  );

  subscription.get(
    '/companies/:id/subscriptions',
    { preHandler: superAdmin, summary: "A company's subscriptions", params: ZIdParams, response: { 200: z.array(ZSubscription) } },
    (request) => subscriptions.listSubscriptions(db, scopeOf(request), request.params.id),
  );
  subscription.get(
    '/companies/:id/subscriptions/:subscriptionId',
    { preHandler: superAdmin, summary: 'One subscription', params: ZSubscriptionParams, response: { 200: ZSubscription } },
    (request) => subscriptions.getSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId),
  );
  subscription.post(
    '/companies/:id/subscriptions',
    {
      preHandler: superAdmin,
      summary: 'Add a subscription (one active per company: 409 subscription/only_one_active)',
      params: ZIdParams,
      body: ZSubscriptionRequest,
      response: { 201: ZSubscription },
    },
    (request) => subscriptions.createSubscription(db, scopeOf(request), request.params.id, request.body),
  );
  subscription.patch(
    '/companies/:id/subscriptions/:subscriptionId',
    {
      preHandler: superAdmin,
      summary: 'Update a subscription (one active per company)',
      params: ZSubscriptionParams,
      body: ZUpdateSubscriptionRequest,
      response: { 200: ZSubscription },
    },
    (request) => subscriptions.updateSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId, request.body),
  );

  zone.get(
    '/companies/:id/zones',
    { summary: "A company's zones (nested through parentZoneUuid)", params: ZIdParams, response: { 200: z.array(ZCompanyZone) } },
    (request) => zones.listZones(db, scopeOf(request), request.params.id),
  );
  zone.post(
    '/companies/:id/zones',
    { summary: 'Add a company zone (managers)', params: ZIdParams, body: ZCompanyZoneRequest, response: { 201: ZCompanyZone } },
    (request) => zones.createZone(db, scopeOf(request), request.params.id, request.body),
  );
  zone.get('/companies/:id/zones/:zoneUuid', { summary: 'One company zone', params: ZZoneParams, response: { 200: ZCompanyZone } }, (request) =>
    zones.getZone(db, scopeOf(request), request.params.id, request.params.zoneUuid),
  );
  zone.patch(
    '/companies/:id/zones/:zoneUuid',
    {
      summary: 'Change a company zone; a zone is never put under itself or its descendants',
      params: ZZoneParams,
      body: ZUpdateCompanyZoneRequest,
      response: { 200: ZCompanyZone },
    },
    (request) => zones.updateZone(db, scopeOf(request), request.params.id, request.params.zoneUuid, request.body),
  );
};

export default companyRoutes;
