import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZInspectionListItem, ZInspectionListQuery, ZInspectionListResponse } from '@trapline/contracts/inspections';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as inspections from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const security = [{ bearerAuth: [] }];
const key = ZKey;
const ZPlaceKey = z.object({ placeId: key });
const ZInspectionParams = ZPlaceKey.extend({ id: key });
const ZApprovalBody = z.object({ placeId: z.unknown().optional() }).passthrough().nullish();

const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/places/:placeId/inspections', {
    schema: { tags: ['inspections'], summary: "A page of a place's inspections, newest first", security, params: ZPlaceKey, querystring: ZInspectionListQuery, response: { 200: ZInspectionListResponse, ...errors } },
    handler: (request) => inspections.listInspections(db, scopeOf(request), request.params.placeId, request.query),
  });

  app.post('/api/places/:placeId/inspections/:id/approve', {
    schema: {
      tags: ['inspections'],
      summary: 'Approve a completed inspection (super admin or APPROVE_INSPECTION on the place)',
      description: '409 inspection/not_completed for an inspection that is not completed.',
      security,
      params: ZInspectionParams,
      body: ZApprovalBody,
      response: { 200: ZInspectionListItem, ...errors },
    },
    handler: (request) => inspections.setApproval(db, scopeOf(request), request.params.placeId, request.params.id, true),
  });

  app.post('/api/places/:placeId/inspections/:id/unapprove', {
    schema: { tags: ['inspections'], summary: "Withdraw an inspection's approval (super admin, company admin or APPROVE_INSPECTION on the place)", security, params: ZInspectionParams, body: ZApprovalBody, response: { 200: ZInspectionListItem, ...errors } },
    handler: (request) => inspections.setApproval(db, scopeOf(request), request.params.placeId, request.params.id, false),
  });
};

export default inspectionRoutes;
