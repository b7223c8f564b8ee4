import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZIdParams } from '../../lib/route-schema.ts';
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
const managers = requireRole('ADMIN', 'COMPANY_ADMIN');
const superAdmin = requireRole('ADMIN');

const companyRoute = routeSchemaFor(['companies'], conflictErrors);
const subscriptionRoute = routeSchemaFor(['subscriptions'], conflictErrors);
const zoneRoute = routeSchemaFor(['zones'], conflictErrors);

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/companies', {
    preHandler: managers,
    schema: companyRoute({
      summary: 'Companies the caller manages: all for the super admin, own company and clients for a company admin',
      querystring: ZCompanyListQuery,
      response: { 200: ZCompanyListResponse },
    }),
    handler: (request) => companies.listCompanies(app.sql, app.storage, scopeOf(request), request.query),
  });

  app.get('/companies/short-list', {
    schema: companyRoute({ summary: 'Id, uuid, name and parent of every company the caller can see (for selectors)', response: { 200: ZCompanyShortList } }),
    handler: (request) => companies.shortList(db, scopeOf(request)),
  });

  app.get('/companies/:id', {
    preHandler: managers,
    schema: companyRoute({ summary: 'One company with its places and clients', params: ZIdParams, response: { 200: ZCompany } }),
    handler: (request) => companies.getCompany(db, app.storage, scopeOf(request), request.params.id),
  });

  app.post('/companies', {
    preHandler: managers,
    schema: companyRoute({
      summary: 'Create a company',
      description:
        'A company admin creates clients of its own company. The parent must be a root company with room under its client limit (409 company/sub_company_limit_reached). Client limit and enterprise identifier: super admin only.',
      body: ZCreateCompanyRequest,
      response: { 201: ZCompany },
    }),
    handler: async (request, reply) => reply.status(201).send(await companies.createCompany(db, app.storage, scopeOf(request), request.body)),
  });

  app.patch('/companies/:id', {
    preHandler: managers,
    schema: companyRoute({
      summary: 'Update a company (parent, client limit and enterprise identifier: super admin only)',
      params: ZIdParams,
      body: ZUpdateCompanyRequest,
      response: { 200: ZCompany },
    }),
    handler: (request) => companies.updateCompany(db, app.storage, scopeOf(request), request.params.id, request.body),
  });

  app.delete('/companies/:id', {
    preHandler: superAdmin,
    schema: companyRoute({
      summary: 'Delete a company without places, users or clients (otherwise 409 company/has_dependents)',
      params: ZIdParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await companies.deleteCompany(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted company was not removed'),
      );
      return reply.status(204).send(null);
    },
  });

  app.post('/companies/:id/logo', {
    preHandler: managers,
    schema: companyRoute({
      summary: "Upload a company's logo (multipart, field file)",
      description:
        'png or jpeg, checked by content (415 common/unsupported_media_type otherwise), at most 5 MB (413 common/payload_too_large). ' +
        'Optional fields x, y, width, height choose the crop area in pixels; by default the centred square. Stored as JPEG; answers the company with its new signed logoUrl.',
      consumes: ['multipart/form-data'],
      params: ZIdParams,
      response: { 200: ZCompany, 413: ZErrorResponse, 415: ZErrorResponse },
    }),
    handler: async (request) => {
      const upload = await readUpload(request, ['png', 'jpeg']);
      await uploadLogo(db, app.storage, scopeOf(request), request.params.id, upload);
      return companies.getCompany(db, app.storage, scopeOf(request), request.params.id);
    },
  });

  app.get('/companies/:id/subscriptions', {
    preHandler: superAdmin,
    schema: subscriptionRoute({ summary: "A company's subscriptions", params: ZIdParams, response: { 200: z.array(ZSubscription) } }),
    handler: (request) => subscriptions.listSubscriptions(db, scopeOf(request), request.params.id),
  });

  app.get('/companies/:id/subscriptions/:subscriptionId', {
    preHandler: superAdmin,
    schema: subscriptionRoute({ summary: 'One subscription', params: ZSubscriptionParams, response: { 200: ZSubscription } }),
    handler: (request) => subscriptions.getSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId),
  });

  app.post('/companies/:id/subscriptions', {
    preHandler: superAdmin,
    schema: subscriptionRoute({
      summary: 'Add a subscription (one active per company: 409 subscription/only_one_active)',
      params: ZIdParams,
      body: ZSubscriptionRequest,
      response: { 201: ZSubscription },
    }),
    handler: async (request, reply) => reply.status(201).send(await subscriptions.createSubscription(db, scopeOf(request), request.params.id, request.body)),
  });

  app.patch('/companies/:id/subscriptions/:subscriptionId', {
    preHandler: superAdmin,
    schema: subscriptionRoute({
      summary: 'Update a subscription (one active per company)',
      params: ZSubscriptionParams,
      body: ZUpdateSubscriptionRequest,
      response: { 200: ZSubscription },
    }),
    handler: (request) => subscriptions.updateSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId, request.body),
  });

  const ZZoneParams = ZIdParams.extend({ zoneUuid: ZText });

  app.get('/companies/:id/zones', {
    schema: zoneRoute({ summary: "A company's zones (nested through parentZoneUuid)", params: ZIdParams, response: { 200: z.array(ZCompanyZone) } }),
    handler: (request) => zones.listZones(db, scopeOf(request), request.params.id),
  });

  app.post('/companies/:id/zones', {
    schema: zoneRoute({ summary: 'Add a company zone (managers)', params: ZIdParams, body: ZCompanyZoneRequest, response: { 201: ZCompanyZone } }),
    handler: async (request, reply) => reply.status(201).send(await zones.createZone(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/companies/:id/zones/:zoneUuid', {
    schema: zoneRoute({ summary: 'One company zone', params: ZZoneParams, response: { 200: ZCompanyZone } }),
    handler: (request) => zones.getZone(db, scopeOf(request), request.params.id, request.params.zoneUuid),
  });

  app.patch('/companies/:id/zones/:zoneUuid', {
    schema: zoneRoute({
      summary: 'Change a company zone; a zone is never put under itself or its descendants',
      params: ZZoneParams,
      body: ZUpdateCompanyZoneRequest,
      response: { 200: ZCompanyZone },
    }),
    handler: (request) => zones.updateZone(db, scopeOf(request), request.params.id, request.params.zoneUuid, request.body),
  });
};

export default companyRoutes;
