import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, security, ZIdParams } from '../../lib/route-schema.ts';
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

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/companies', {
    preHandler: managers,
    schema: {
      tags: ['companies'],
      summary: 'Companies the caller manages: all for the super admin, own company and clients for a company admin',
      security,
      querystring: ZCompanyListQuery,
      response: { 200: ZCompanyListResponse, ...conflictErrors },
    },
    handler: (request) => companies.listCompanies(app.sql, app.storage, scopeOf(request), request.query),
  });

  app.get('/companies/short-list', {
    schema: {
      tags: ['companies'],
      summary: 'Id, uuid, name and parent of every company the caller can see (for selectors)',
      security,
      response: { 200: ZCompanyShortList, ...conflictErrors },
    },
    handler: (request) => companies.shortList(db, scopeOf(request)),
  });

  app.get('/companies/:id', {
    preHandler: managers,
    schema: {
      tags: ['companies'],
      summary: 'One company with its places and clients',
      security,
      params: ZIdParams,
      response: { 200: ZCompany, ...conflictErrors },
    },
    handler: (request) => companies.getCompany(db, app.storage, scopeOf(request), request.params.id),
  });

  app.post('/companies', {
    preHandler: managers,
    schema: {
      tags: ['companies'],
      summary: 'Create a company',
      description:
        'A company admin creates clients of its own company. The parent must be a root company with room under its client limit (409 company/sub_company_limit_reached). Client limit and enterprise identifier: super admin only.',
      security,
      body: ZCreateCompanyRequest,
      response: { 201: ZCompany, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await companies.createCompany(db, app.storage, scopeOf(request), request.body)),
  });

  app.patch('/companies/:id', {
    preHandler: managers,
    schema: {
      tags: ['companies'],
      summary: 'Update a company (parent, client limit and enterprise identifier: super admin only)',
      security,
      params: ZIdParams,
      body: ZUpdateCompanyRequest,
      response: { 200: ZCompany, ...conflictErrors },
    },
    handler: (request) => companies.updateCompany(db, app.storage, scopeOf(request), request.params.id, request.body),
  });

  app.delete('/companies/:id', {
    preHandler: superAdmin,
    schema: {
      tags: ['companies'],
      summary: 'Delete a company without places, users or clients (otherwise 409 company/has_dependents)',
      security,
      params: ZIdParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await companies.deleteCompany(db, app.storage, scopeOf(request), request.params.id, (path, error) =>
        request.log.warn({ err: error, path }, 'a stored file of the deleted company was not removed'),
      );
      return reply.status(204).send(null);
    },
  });

  app.post('/companies/:id/logo', {
    preHandler: managers,
    schema: {
      tags: ['companies'],
      summary: "Upload a company's logo (multipart, field file)",
      description:
        'png or jpeg, checked by content (415 common/unsupported_media_type otherwise), at most 5 MB (413 common/payload_too_large). ' +
        'Optional fields x, y, width, height choose the crop area in pixels; by default the centred square. Stored as JPEG; answers the company with its new signed logoUrl.',
      consumes: ['multipart/form-data'],
      security,
      params: ZIdParams,
      response: { 200: ZCompany, 413: ZErrorResponse, 415: ZErrorResponse, ...conflictErrors },
    },
    handler: async (request) => {
      const upload = await readUpload(request, ['png', 'jpeg']);
      await uploadLogo(db, app.storage, scopeOf(request), request.params.id, upload);
      return companies.getCompany(db, app.storage, scopeOf(request), request.params.id);
    },
  });

  app.get('/companies/:id/subscriptions', {
    preHandler: superAdmin,
    schema: {
      tags: ['subscriptions'],
      summary: "A company's subscriptions",
      security,
      params: ZIdParams,
      response: { 200: z.array(ZSubscription), ...conflictErrors },
    },
    handler: (request) => subscriptions.listSubscriptions(db, scopeOf(request), request.params.id),
  });

  app.get('/companies/:id/subscriptions/:subscriptionId', {
    preHandler: superAdmin,
    schema: {
      tags: ['subscriptions'],
      summary: 'One subscription',
      security,
      params: ZSubscriptionParams,
      response: { 200: ZSubscription, ...conflictErrors },
    },
    handler: (request) => subscriptions.getSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId),
  });

  app.post('/companies/:id/subscriptions', {
    preHandler: superAdmin,
    schema: {
      tags: ['subscriptions'],
      summary: 'Add a subscription (one active per company: 409 subscription/only_one_active)',
      security,
      params: ZIdParams,
      body: ZSubscriptionRequest,
      response: { 201: ZSubscription, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await subscriptions.createSubscription(db, scopeOf(request), request.params.id, request.body)),
  });

  app.patch('/companies/:id/subscriptions/:subscriptionId', {
    preHandler: superAdmin,
    schema: {
      tags: ['subscriptions'],
      summary: 'Update a subscription (one active per company)',
      security,
      params: ZSubscriptionParams,
      body: ZUpdateSubscriptionRequest,
      response: { 200: ZSubscription, ...conflictErrors },
    },
    handler: (request) => subscriptions.updateSubscription(db, scopeOf(request), request.params.id, request.params.subscriptionId, request.body),
  });

  const ZZoneParams = ZIdParams.extend({ zoneUuid: ZText });

  app.get('/companies/:id/zones', {
    schema: {
      tags: ['zones'],
      summary: "A company's zones (nested through parentZoneUuid)",
      security,
      params: ZIdParams,
      response: { 200: z.array(ZCompanyZone), ...conflictErrors },
    },
    handler: (request) => zones.listZones(db, scopeOf(request), request.params.id),
  });

  app.post('/companies/:id/zones', {
    schema: {
      tags: ['zones'],
      summary: 'Add a company zone (managers)',
      security,
      params: ZIdParams,
      body: ZCompanyZoneRequest,
      response: { 201: ZCompanyZone, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await zones.createZone(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/companies/:id/zones/:zoneUuid', {
    schema: { tags: ['zones'], summary: 'One company zone', security, params: ZZoneParams, response: { 200: ZCompanyZone, ...conflictErrors } },
    handler: (request) => zones.getZone(db, scopeOf(request), request.params.id, request.params.zoneUuid),
  });

  app.patch('/companies/:id/zones/:zoneUuid', {
    schema: {
      tags: ['zones'],
      summary: 'Change a company zone; a zone is never put under itself or its descendants',
      security,
      params: ZZoneParams,
      body: ZUpdateCompanyZoneRequest,
      response: { 200: ZCompanyZone, ...conflictErrors },
    },
    handler: (request) => zones.updateZone(db, scopeOf(request), request.params.id, request.params.zoneUuid, request.body),
  });
};

export default companyRoutes;
