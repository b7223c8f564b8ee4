import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import { ZDashboard, ZPlaceDashboard, ZPlaceDashboardQuery } from '@trapline/contracts/dashboard';
import * as dashboard from './service.ts';

const errors = errorResponses(400, 401, 404);

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['dashboard'], errors, docs);
  routes.get('/api/dashboard', { response: { 200: ZDashboard } }, (request, scope) => dashboard.dashboard(app.sql, app.db, scope, request.timezone));
  routes.get(
    '/api/places/:placeId/dashboard',
    { params: z.object({ placeId: ZText }), querystring: ZPlaceDashboardQuery, response: { 200: ZPlaceDashboard } },
    (request, scope) => dashboard.placeDashboard(app.db, app.storage, scope, request.params.placeId, request.query, request.lang),
  );
};

export default dashboardRoutes;
