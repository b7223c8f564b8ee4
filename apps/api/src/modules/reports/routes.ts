import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as reports from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };
const security = [{ bearerAuth: [] }];
const key = ZKey;

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/reports/pdf/inspection/:inspectionId', {
    schema: {
      tags: ['reports'],
      summary: "Generate an inspection's PDF report and answer its signed download URL",
      description: 'Each user may have HEAVY_RENDERS_PER_USER reports and plan exports rendering at once (2 by default), the API HEAVY_RENDERS_TOTAL; beyond that 429 reports/too_many_requests with Retry-After. Asking again for a report still being made answers that same report.',
      security,
      params: z.object({ inspectionId: key }),
      body: z.object({ placeId: key.optional() }).nullish(),
      response: { 201: z.object({ id: z.number().int(), uuid: z.uuid(), url: ZText }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await reports.generateInspectionReport(app.db, app.storage, app.heavyWork, scopeOf(request), request.params.inspectionId, request.body?.placeId, request.lang)),
  });

  app.get('/places/:placeId/inspections/:inspectionId/reports/:reportId/signed-url', {
    schema: { tags: ['reports'], summary: "A signed download URL of an inspection's report", security, params: z.object({ placeId: key, inspectionId: key, reportId: key }), response: { 200: z.object({ url: ZText }), ...errors } },
    handler: (request) => reports.reportUrl(app.db, app.storage, scopeOf(request), request.params.placeId, request.params.inspectionId, request.params.reportId),
  });
};

export default reportRoutes;
