import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZInspectionReportQuery, ZInspectionReportResponse } from '@trapline/contracts/jobs';
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
      description:
        'The report (queued) and its render job (inspection-report) are written together and the workers render it, never the API. ' +
        'The request waits for the render up to RENDER_WAIT_SECONDS (20 by default): 201 with the signed URL; a render that takes longer, or async=true, ' +
        'answers 202 with url null and the jobId to follow at GET /api/jobs/{jobId} (progress, then the download URL; the signed-url call works once it is done). ' +
        'Each user may have HEAVY_RENDERS_PER_USER reports and plan exports unfinished at once (2 by default), everyone together HEAVY_RENDERS_TOTAL (50); ' +
        'beyond that 429 reports/too_many_requests with Retry-After. Asking again for a report of the same inspection and language while it is unfinished answers that same report and job.',
      security,
      params: z.object({ inspectionId: key }),
      querystring: ZInspectionReportQuery,
      body: z.object({ placeId: key.optional() }).nullish(),
      response: { 201: ZInspectionReportResponse, 202: ZInspectionReportResponse, ...errors },
    },
    handler: async (request, reply) => {
      const answer = await reports.generateInspectionReport(app.db, app.storage, app.renders, scopeOf(request), request.params.inspectionId, request.body?.placeId, { lang: request.lang, async: request.query.async });
      return reply.status(answer.status).send(answer.body);
    },
  });

  app.get('/places/:placeId/inspections/:inspectionId/reports/:reportId/signed-url', {
    schema: { tags: ['reports'], summary: "A signed download URL of an inspection's report", security, params: z.object({ placeId: key, inspectionId: key, reportId: key }), response: { 200: z.object({ url: ZText }), ...errors } },
    handler: (request) => reports.reportUrl(app.db, app.storage, scopeOf(request), request.params.placeId, request.params.inspectionId, request.params.reportId),
  });
};

export default reportRoutes;
