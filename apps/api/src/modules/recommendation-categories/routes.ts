import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, security, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import {
  ZCategoryListQuery,
  ZCategoryListResponse,
  ZCategoryOptionList,
  ZCreateCategoryRequest,
  ZRecommendationCategory,
  ZUpdateCategoryRequest,
} from '@trapline/contracts/admin';
import { ZErrorResponse } from '@trapline/contracts/errors';
import * as categories from './service.ts';

const tags = ['admin: recommendation categories'];

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const routes = moduleRoutes(app, tags, errors, docs);
  const base = '/api/admin/recommendations/categories';

  app.get('/api/recommendations/categories', {
    schema: {
      ...docs.text('GET /api/recommendations/categories'),
      tags: ['recommendations'],
      security,
      response: { 200: ZCategoryOptionList, 401: ZErrorResponse },
    },
    handler: () => categories.categoryOptions(db),
  });

  routes.get(base, { querystring: ZCategoryListQuery, response: { 200: ZCategoryListResponse } }, ({ query }, scope) =>
    categories.listCategories(db, scope, query),
  );

  routes.post(base, { body: ZCreateCategoryRequest, response: { 201: ZRecommendationCategory } }, ({ body }, scope) =>
    categories.createCategory(db, scope, body),
  );

  routes.get(`${base}/:id`, { params: ZIdParams, response: { 200: ZRecommendationCategory } }, ({ params }, scope) =>
    categories.getCategory(db, scope, params.id),
  );

  routes.patch(`${base}/:id`, { params: ZIdParams, body: ZUpdateCategoryRequest, response: { 200: ZRecommendationCategory } }, ({ params, body }, scope) =>
    categories.updateCategory(db, scope, params.id, body),
  );

  routes.delete(`${base}/:id`, { params: ZIdParams, response: { 204: z.null(), 409: ZErrorResponse } }, ({ params }, scope) =>
    categories.deleteCategory(db, scope, params.id),
  );
};

export default categoryRoutes;
