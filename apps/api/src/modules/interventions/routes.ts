import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import {
  INTERVENTION_LIMITS,
  ZCreateInterventionRequest,
  ZDeleteInterventionResponse,
  ZIntervention,
  ZInterventionImage,
  ZInterventionImageListResponse,
  ZInterventionListResponse,
  ZInterventionPdfQuery,
  ZInterventionPdfRequest,
  ZInterventionPdfResponse,
  ZInterventionSignedUrlResponse,
  ZUpdateInterventionRequest,
} from '@trapline/contracts/interventions';
import { scopeOf } from '../../access/scope.ts';
import { MAX_UPLOAD_BYTES, readUpload } from '../../lib/uploads.ts';
import * as interventions from './service.ts';

const route = routeSchemaFor(['interventions'], errors);
const ZInterventionParams = ZPlaceIdParams.extend({ id: ZKey });
const ZImageParams = ZInterventionParams.extend({ imageId: ZKey });

const interventionRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url, { maxUploadBytes: MAX_UPLOAD_BYTES, imagesPerSection: INTERVENTION_LIMITS.imagesPerSection });
  const db = app.db;
  const storage = app.storage;
  const routes = moduleRoutes(app, ['interventions'], errors, docs);

  routes.get('/api/places/:placeId/interventions', { params: ZPlaceIdParams, response: { 200: ZInterventionListResponse } }, ({ params }, scope) =>
    interventions.listInterventions(db, storage, scope, params.placeId),
  );

  routes.post(
    '/api/places/:placeId/interventions',
    { params: ZPlaceIdParams, body: ZCreateInterventionRequest, response: { 201: ZIntervention } },
    ({ params, body }, scope) => interventions.createIntervention(db, storage, scope, params.placeId, body),
  );

  routes.get('/api/places/:placeId/interventions/:id', { params: ZInterventionParams, response: { 200: ZIntervention } }, ({ params }, scope) =>
    interventions.getIntervention(db, storage, scope, params),
  );

  routes.patch(
    '/api/places/:placeId/interventions/:id',
    { params: ZInterventionParams, body: ZUpdateInterventionRequest, response: { 200: ZIntervention } },
    ({ params, body }, scope) => interventions.updateIntervention(db, storage, scope, params, body),
  );

  routes.delete(
    '/api/places/:placeId/interventions/:id',
    { params: ZInterventionParams, response: { 200: ZDeleteInterventionResponse } },
    ({ params }, scope) => interventions.deleteIntervention(db, storage, scope, params),
  );

  routes.get(
    '/api/places/:placeId/interventions/:id/signed-url',
    { params: ZInterventionParams, response: { 200: ZInterventionSignedUrlResponse } },
    ({ params }, scope) => interventions.signedUrl(db, storage, scope, params),
  );

  // The render answers 201 or 202 as it goes: its handler sets the status itself.
  app.post('/api/places/:placeId/interventions/:id/pdf', {
    schema: route({
      ...docs.text('POST /api/places/:placeId/interventions/:id/pdf'),
      params: ZInterventionParams,
      querystring: ZInterventionPdfQuery,
      body: ZInterventionPdfRequest,
      response: { 201: ZInterventionPdfResponse, 202: ZInterventionPdfResponse, 429: ZErrorResponse },
    }),
    handler: async (request, reply) => {
      const answer = await interventions.generatePdf(db, storage, app.renders, scopeOf(request), request.params, {
        lang: request.lang,
        async: request.query.async,
        generatedAt: request.body?.generatedAt,
      });
      return reply.status(answer.status).send(answer.body);
    },
  });

  routes.get(
    '/api/places/:placeId/interventions/:id/images',
    { params: ZInterventionParams, response: { 200: ZInterventionImageListResponse } },
    ({ params }, scope) => interventions.listImages(db, storage, scope, params),
  );

  routes.put(
    '/api/places/:placeId/interventions/:id/images',
    {
      consumes: ['multipart/form-data'],
      params: ZInterventionParams,
      response: { 201: ZInterventionImage, 409: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse },
    },
    (request, scope) => interventions.addImage(db, storage, scope, request.params, () => readUpload(request, ['png', 'jpeg'])),
  );

  routes.delete(
    '/api/places/:placeId/interventions/:id/images/:imageId',
    { params: ZImageParams, response: { 200: ZDeleteInterventionResponse } },
    ({ params }, scope) => interventions.deleteImage(db, storage, scope, params),
  );
};

export default interventionRoutes;
