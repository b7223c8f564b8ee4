import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeSchemaFor } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZKey, ZText } from '@trapline/contracts/common';
import { ZInspectionReportQuery, ZInspectionReportResponse } from '@trapline/contracts/jobs';
import { scopeOf } from '../../access/scope.ts';
import {
  REPORT_LIMITS,
  ZPlaceReportQuery,
  ZPlaceReportRequest,
  ZReport,
  ZReportJobResponse,
  ZReportListQuery,
  ZReportListResponse,
  ZReportSingleQuery,
} from '@trapline/contracts/reports';
import * as placeReports from './place-reports.ts';
import * as reports from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);
const key = ZKey;

const route = routeSchemaFor(['reports'], errors);

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = moduleRoutes(app, ['reports'], errors, routeDocs(import.meta.url, { noteShown: REPORT_LIMITS.noteShown }));
  // The renders answer 201 or 202 (or the HTML preview) as they go: their handlers set the status themselves.
  app.post('/reports/pdf/inspection/:inspectionId', {
    schema: route({
      summary: "Generate an inspection's PDF report and answer its signed download URL",
      description:
        'The report (queued) and its render job (inspection-report) are written together and the workers render it, never the API. ' +
        'The request waits for the render up to RENDER_WAIT_SECONDS (20 by default): 201 with the signed URL; a render that takes longer, or async=true, ' +
        'answers 202 with url null and the jobId to follow at GET /api/jobs/{jobId} (progress, then the download URL; the signed-url call works once it is done). ' +
        'Each user may have HEAVY_RENDERS_PER_USER reports and plan exports unfinished at once (2 by default), everyone together HEAVY_RENDERS_TOTAL (50); ' +
        'beyond that 429 reports/too_many_requests with Retry-After. Asking again for a report of the same inspection and language while it is unfinished answers that same report and job.',
      params: z.object({ inspectionId: key }),
      querystring: ZInspectionReportQuery,
      body: z.object({ placeId: key.optional() }).nullish(),
      response: { 201: ZInspectionReportResponse, 202: ZInspectionReportResponse },
    }),
    handler: async (request, reply) => {
      const answer = await reports.generateInspectionReport(
        app.db,
        app.storage,
        app.renders,
        scopeOf(request),
        request.params.inspectionId,
        request.body?.placeId,
        { lang: request.lang, async: request.query.async },
      );
      return reply.status(answer.status).send(answer.body);
    },
  });

  routes.get(
    '/places/:placeId/inspections/:inspectionId/reports/:reportId/signed-url',
    { params: z.object({ placeId: key, inspectionId: key, reportId: key }), response: { 200: z.object({ url: ZText }) } },
    ({ params }, scope) => reports.reportUrl(app.db, app.storage, scope, params.placeId, params.inspectionId, params.reportId),
  );

  app.post('/reports/pdf', {
    schema: route({
      summary: "Generate a place's PDF report over a period (a report of kind PDF) and answer its signed download URL",
      description:
        'Body: dateFrom, dateTo (a day or an instant, as for the statistics), placeId (id or uuid), note, generatedAt (printed as the generation time; now by default). ' +
        'Content: the place and its client, the period, the device inventory per type, the plans with their devices, the monthly activity (objects, dangerous ones, actions, observations) with a chart, ' +
        "and the inspections and interventions of the period with technicians and products used; in the caller's language (Accept-Language), Polish by default. " +
        'With shouldRenderHtml=true the same content answers at once as an HTML page (200, text/html) for the preview frame, and nothing is stored. ' +
        'Otherwise like the other renders: 201 with the URL when done within RENDER_WAIT_SECONDS, else (or with async=true) 202 with the jobId (place-report) to follow at GET /api/jobs/{jobId}; 429 reports/too_many_requests beyond the render limits.',
      querystring: ZPlaceReportQuery,
      body: ZPlaceReportRequest,
      response: { 200: ZText.describe('text/html'), 201: ZReportJobResponse, 202: ZReportJobResponse },
    }),
    handler: async (request, reply) => {
      const answer = await placeReports.placeReportPdf(app.db, app.sql, app.storage, app.renders, scopeOf(request), request.body, {
        timezone: request.timezone,
        lang: request.lang,
        async: request.query.async,
        html: request.query.shouldRenderHtml,
      });
      if (answer.status === 200)
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .serializer((payload) => payload as string)
          .send(answer.html);
      return reply.status(answer.status).send(answer.body);
    },
  });

  routes.get('/reports', { querystring: ZReportListQuery, response: { 200: ZReportListResponse } }, ({ query }, scope) =>
    placeReports.listReports(app.db, scope, query),
  );

  routes.get('/reports/single', { querystring: ZReportSingleQuery, response: { 200: ZReport } }, ({ query }, scope) =>
    placeReports.singleReport(app.db, scope, query),
  );

  routes.get('/reports/:uuid/signed-url', { params: z.object({ uuid: key }), response: { 200: z.object({ url: ZText }) } }, ({ params }, scope) =>
    placeReports.reportSignedUrl(app.db, app.storage, scope, params.uuid),
  );

  routes.delete('/reports/:id', { params: z.object({ id: key }), response: { 204: z.null() } }, ({ params }, scope) =>
    placeReports.deleteReport(app.db, app.storage, scope, params.id),
  );
};

export default reportRoutes;
