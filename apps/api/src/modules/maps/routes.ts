import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZDeviceListItem } from '@trapline/contracts/devices';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZJobStatus } from '@trapline/contracts/jobs';
import {
  ZDeleteMapResponse,
  ZHeatmapQuery,
  ZHeatmapResponse,
  ZMap,
  ZMapDetail,
  ZMapImageQuery,
  ZMapListResponse,
  ZSetOnMapRequest,
  ZSignedUrlResponse,
  ZUpdateMapRequest,
} from '@trapline/contracts/maps';
import { scopeOf } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { MAX_UPLOAD_BYTES, readUpload } from '../../lib/uploads.ts';
import { getJobStatus } from '../jobs/service.ts';
import * as maps from './service.ts';

const id = ZKey;
const ZMapParams = ZPlaceIdParams.extend({ id });
const ZDeviceParams = ZPlaceIdParams.extend({ id });
/** JSON without validating each of thousands of rows against the response schema (the API tests check the shape). */

const route = routeSchemaFor(['maps'], errors);

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url, { maxUploadBytes: MAX_UPLOAD_BYTES });
  const db = app.db;
  const storage = app.storage;
  const map = moduleRoutes(app, ['maps'], errors, docs);

  map.get('/places/:placeId/maps', { params: ZPlaceIdParams, response: { 200: ZMapListResponse } }, ({ params }, scope) =>
    maps.listMaps(db, storage, scope, params.placeId),
  );

  map.post(
    '/places/:placeId/maps',
    { consumes: ['multipart/form-data'], params: ZPlaceIdParams, response: { 201: ZMap, 413: ZErrorResponse, 415: ZErrorResponse } },
    (request, scope) =>
      maps.createMap(db, storage, scope, request.params.placeId, async () => {
        try {
          return await readUpload(request, ['jpeg']);
        } catch (error) {
          if (error instanceof AppError && error.code === 'common/unsupported_media_type')
            throw new AppError('maps/jpeg_only', { details: { accepted: ['image/jpeg'] } });
          throw error;
        }
      }),
  );

  // Thousands of rows: written as they are built, like the plan with its devices below.
  map.get(
    '/places/:placeId/maps/heatmap',
    { params: ZPlaceIdParams, querystring: ZHeatmapQuery, response: { 200: ZHeatmapResponse }, plainJson: true },
    (request, scope) => maps.heatmap(db, scope, request.params.placeId, request.query, request.lang),
  );
  map.get('/places/:placeId/maps/:id', { params: ZMapParams, response: { 200: ZMapDetail }, plainJson: true }, (request, scope) =>
    maps.getMap(db, storage, scope, request.params, request.lang),
  );

  map.patch('/places/:placeId/maps/:id', { params: ZMapParams, body: ZUpdateMapRequest, response: { 200: ZMap } }, ({ params, body }, scope) =>
    maps.updateMap(db, storage, scope, params, body),
  );

  map.delete('/places/:placeId/maps/:id', { params: ZMapParams, response: { 200: ZDeleteMapResponse } }, ({ params }, scope) =>
    maps.deleteMap(db, storage, scope, params),
  );

  map.get('/places/:placeId/maps/:id/signed-url', { params: ZMapParams, response: { 200: ZSignedUrlResponse } }, ({ params }, scope) =>
    maps.signedUrl(db, storage, scope, params),
  );

  // Its own handler: answers the file with its headers, or 202 with the job and its location.
  app.get('/places/:placeId/maps/:id/image', {
    schema: route({
      ...docs.text('GET /places/:placeId/maps/:id/image'),
      params: ZMapParams,
      querystring: ZMapImageQuery,
      produces: ['application/pdf', 'image/jpeg', 'application/json'],
      response: { 200: z.any().describe('application/pdf or image/jpeg'), 202: ZJobStatus, 429: ZErrorResponse },
    }),
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const answer = await maps.exportPlan(db, storage, app.renders, scope, request.params, {
        format: request.query.format,
        lang: request.lang,
        async: request.query.async,
      });
      if (answer.kind === 'job') {
        return reply
          .status(202)
          .header('location', `/api/jobs/${answer.jobId}`)
          .send(await getJobStatus({ db, jobs: app.jobs, storage }, scope, answer.jobId));
      }
      return reply
        .header('content-type', answer.contentType)
        .header('content-disposition', answer.disposition)
        .header('cache-control', 'no-store')
        .send(answer.body);
    },
  });

  map.post(
    '/places/:placeId/devices/:id/set-on-map',
    { params: ZDeviceParams, body: ZSetOnMapRequest, response: { 200: ZDeviceListItem } },
    ({ params, body }, scope) => maps.setOnMap(db, scope, params, body),
  );

  map.delete('/places/:placeId/devices/:id/unset-from-map', { params: ZDeviceParams, response: { 200: ZDeviceListItem } }, ({ params }, scope) =>
    maps.unsetFromMap(db, scope, params),
  );
};

export default mapRoutes;
