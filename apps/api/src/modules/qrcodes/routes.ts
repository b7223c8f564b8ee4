import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZJobStatus } from '@trapline/contracts/jobs';
import {
  QR_LIMITS,
  ZCreateQrBatchRequest,
  ZQrBatch,
  ZQrBatchListQuery,
  ZQrBatchListResponse,
  ZQrBatchPdfQuery,
  ZQrCodeListResponse,
  ZQrCodeResolution,
} from '@trapline/contracts/qrcodes';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import { scopeOf } from '../../access/scope.ts';
import { sendRenderAnswer } from '../../lib/render-answer.ts';
import { getJobStatus } from '../jobs/service.ts';
import { qrLabelBaseUrl } from '../settings/service.ts';
import * as qrcodes from './service.ts';

const tags = ['qrcodes'];
const route = routeSchemaFor(tags, errors);
const ZBatchParams = z.object({ batchId: ZKey });
const ZCodeParams = z.object({ code: ZText.min(1).max(64).describe('The code as printed or scanned (case, dashes and spaces ignored)') });

const qrcodeRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url, QR_LIMITS);
  const db = app.db;
  const routes = moduleRoutes(app, tags, errors, docs);
  const preHandler = requireRole('ADMIN', 'COMPANY_ADMIN', 'USER');
  // The address labels point to: the super admin's setting, else PUBLIC_WEB_URL.
  const webUrl = () => qrLabelBaseUrl(db, config);

  routes.get('/api/qrcodes/batches', { querystring: ZQrBatchListQuery, response: { 200: ZQrBatchListResponse }, preHandler }, ({ query }, scope) =>
    qrcodes.listBatches(db, scope, query),
  );

  routes.post('/api/qrcodes/batches', { body: ZCreateQrBatchRequest, response: { 201: ZQrBatch }, preHandler }, ({ body }, scope) =>
    qrcodes.createBatch(db, scope, body),
  );

  routes.get('/api/qrcodes/codes/:code', { params: ZCodeParams, response: { 200: ZQrCodeResolution } }, ({ params }, scope) =>
    qrcodes.resolveCode(db, scope, params.code),
  );

  routes.get('/api/qrcodes/batches/:batchId', { params: ZBatchParams, response: { 200: ZQrBatch }, preHandler }, ({ params }, scope) =>
    qrcodes.getBatch(db, scope, params.batchId),
  );

  routes.get('/api/qrcodes/batches/:batchId/codes', { params: ZBatchParams, response: { 200: ZQrCodeListResponse }, preHandler }, async ({ params }, scope) =>
    qrcodes.listCodes(db, scope, await webUrl(), params.batchId),
  );

  app.get('/api/qrcodes/batches/:batchId/pdf', {
    schema: route({
      ...docs.text('GET /api/qrcodes/batches/:batchId/pdf'),
      params: ZBatchParams,
      querystring: ZQrBatchPdfQuery,
      produces: ['application/pdf', 'application/json'],
      response: { 200: z.any().describe('application/pdf'), 202: ZJobStatus, 409: ZErrorResponse, 429: ZErrorResponse },
    }),
    preHandler,
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const answer = await qrcodes.batchPdf(db, app.storage, app.renders, scope, await webUrl(), request.params.batchId, {
        lang: request.lang,
        async: request.query.async,
      });
      return sendRenderAnswer(reply, answer, (jobId) => getJobStatus({ db, jobs: app.jobs, storage: app.storage }, scope, jobId));
    },
  });
};

export default qrcodeRoutes;
