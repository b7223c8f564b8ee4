import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, security, ZIdParams, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import {
  ZCreateRecommendationRequest,
  ZRecommendation,
  ZRecommendationComment,
  ZRecommendationCommentRequest,
  ZRecommendationCountResponse,
  ZRecommendationCsvQuery,
  ZRecommendationFile,
  ZRecommendationListQuery,
  ZRecommendationListResponse,
  ZUpdateRecommendationRequest,
} from '@trapline/contracts/recommendations';
import { contentDisposition } from '@trapline/storage/s3';
import { AppError } from '../../lib/app-error.ts';
import { MAX_UPLOAD_BYTES, readUpload } from '../../lib/uploads.ts';
import { scopeOf } from '../../access/scope.ts';
import * as recommendations from './service.ts';

const tags = ['recommendations'];
const route = routeSchemaFor(tags, errors);
const ZCommentParams = ZIdParams.extend({ commentId: ZKey });
const ZFileParams = ZIdParams.extend({ fileId: ZKey });

const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url, { maxUploadBytes: MAX_UPLOAD_BYTES });
  const routes = moduleRoutes(app, tags, errors, docs);
  const db = app.db;
  const storage = app.storage;

  // The page is written as it is built, not copied through the schema.
  routes.get(
    '/api/recommendations',
    { querystring: ZRecommendationListQuery, response: { 200: ZRecommendationListResponse }, plainJson: true },
    (request, scope) => recommendations.listRecommendations(db, app.sql, scope, request.query, request.lang),
  );

  // Its own schema: it answers no error but 401.
  app.get('/api/recommendations/count', {
    schema: {
      ...docs.text('GET /api/recommendations/count'),
      tags,
      security,
      response: { 200: ZRecommendationCountResponse, 401: ZErrorResponse },
    },
    handler: (request) => recommendations.countOpen(db, scopeOf(request)),
  });

  app.get('/api/recommendations/csv', {
    schema: route({
      ...docs.text('GET /api/recommendations/csv'),
      querystring: ZRecommendationCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.any().describe('CSV file') },
    }),
    // Its own reply: a CSV stream with its own headers.
    handler: async (request, reply) => {
      const { stream, fileName } = await recommendations.csvExport(db, scopeOf(request), request.query, request.lang);
      void reply.header('content-type', 'text/csv; charset=utf-8');
      void reply.header('content-disposition', contentDisposition(fileName));
      return reply.send(stream);
    },
  });

  routes.get('/api/recommendations/:id', { params: ZIdParams, response: { 200: ZRecommendation } }, (request, scope) =>
    recommendations.getRecommendation(db, storage, scope, request.params.id, request.lang),
  );

  routes.post(
    '/api/recommendations/:placeId',
    { params: ZPlaceIdParams, body: ZCreateRecommendationRequest, response: { 201: ZRecommendation } },
    (request, scope) => recommendations.createRecommendation(db, storage, scope, request.params.placeId, request.body, request.lang),
  );

  routes.patch('/api/recommendations/:id', { params: ZIdParams, body: ZUpdateRecommendationRequest, response: { 200: ZRecommendation } }, (request, scope) =>
    recommendations.updateRecommendation(db, storage, scope, request.params.id, request.body, request.lang),
  );

  routes.delete('/api/recommendations/:id', { params: ZIdParams, response: { 204: z.null() } }, ({ params }, scope) =>
    recommendations.deleteRecommendation(db, storage, scope, params.id),
  );

  routes.post(
    '/api/recommendations/:id/comment',
    { params: ZIdParams, body: ZRecommendationCommentRequest, response: { 201: ZRecommendationComment } },
    ({ params, body }, scope) => recommendations.addComment(db, scope, params.id, body.comment),
  );

  routes.patch(
    '/api/recommendations/:id/comment/:commentId',
    { params: ZCommentParams, body: ZRecommendationCommentRequest, response: { 200: ZRecommendationComment } },
    ({ params, body }, scope) => recommendations.updateComment(db, scope, params, body.comment),
  );

  routes.delete('/api/recommendations/:id/comment/:commentId', { params: ZCommentParams, response: { 204: z.null() } }, ({ params }, scope) =>
    recommendations.deleteComment(db, scope, params),
  );

  routes.post(
    '/api/recommendations/:id/files',
    { consumes: ['multipart/form-data'], params: ZIdParams, response: { 201: ZRecommendationFile, 413: ZErrorResponse, 415: ZErrorResponse } },
    (request, scope) =>
      recommendations.addFile(db, storage, scope, request.params.id, async () => {
        try {
          return await readUpload(request, ['jpeg']);
        } catch (error) {
          if (error instanceof AppError && error.code === 'common/unsupported_media_type')
            throw new AppError('common/unsupported_media_type', { details: { accepted: ['image/jpeg'] } });
          throw error;
        }
      }),
  );

  routes.delete('/api/recommendations/:id/files/:fileId', { params: ZFileParams, response: { 204: z.null() } }, ({ params }, scope) =>
    recommendations.deleteFile(db, storage, scope, params),
  );
};

export default recommendationRoutes;
