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
  const docs = routeDocs(import.meta.url, { noteShown: REPORT_LIMITS.noteShown });
  const routes = moduleRoutes(app, ['reports'], errors, docs);
  // The renders answer 201 or 202 (or the HTML preview) as they go: their handlers set the status themselves.
  app.post('/reports/pdf/inspection/:inspectionId', {
    schema: route({
      ...docs.text('POST /reports/pdf/inspection/:inspectionId'),
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
    ({ params }, scope) => reports.reportUrl(app.db, app.storage, scope, params),
  );

  app.post('/reports/pdf', {
    schema: route({
      ...docs.text('POST /reports/pdf'),
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
