import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, security, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
const rights = 'Super admin only (everyone else: 403). Categories are product-wide: they belong to no company. `id` is the numeric id or the uuid.';
const translationsNote = 'Translations: `{ pl?, en?, de?, it?, ru?: { name } }`; an empty name means "not translated".';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const routes = moduleRoutes(app, tags, errors);
  const base = '/api/admin/recommendations/categories';

  app.get('/api/recommendations/categories', {
    schema: {
      tags: ['recommendations'],
      summary: 'The recommendation categories to choose from, by name',
      description: 'Every signed-in user: the categories the recommendation form and filters offer, with their translations.',
      security,
      response: { 200: ZCategoryOptionList, 401: ZErrorResponse },
    },
    handler: () => categories.categoryOptions(db),
  });

  routes.get(
    base,
    'Recommendation categories, by name, a page at a time',
    {
      description: `${rights} \`search\` matches the name anywhere, ignoring case; \`page\` (from 1) and \`limit\` (up to 500, default 50) page. \`recommendationsCount\`: recommendations filed under the category.`,
      querystring: ZCategoryListQuery,
      response: { 200: ZCategoryListResponse },
    },
    ({ query }, scope) => categories.listCategories(db, scope, query),
  );

  routes.post(
    base,
    'Create a recommendation category',
    { description: `${rights} The name is required. ${translationsNote}`, body: ZCreateCategoryRequest, response: { 201: ZRecommendationCategory } },
    ({ body }, scope) => categories.createCategory(db, scope, body),
  );

  routes.get(
    `${base}/:id`,
    'One recommendation category',
    { description: rights, params: ZIdParams, response: { 200: ZRecommendationCategory } },
    ({ params }, scope) => categories.getCategory(db, scope, params.id),
  );

  routes.patch(
    `${base}/:id`,
    'Change a recommendation category',
    {
      description: `${rights} ${translationsNote} The languages sent replace the stored ones; the others stay.`,
      params: ZIdParams,
      body: ZUpdateCategoryRequest,
      response: { 200: ZRecommendationCategory },
    },
    ({ params, body }, scope) => categories.updateCategory(db, scope, params.id, body),
  );

  routes.delete(
    `${base}/:id`,
    'Delete a recommendation category no recommendation uses',
    {
      description: `${rights} While recommendations use it: 409 recommendation_categories/in_use with their count in \`details.recommendations\`, and nothing changes.`,
      params: ZIdParams,
      response: { 204: z.null(), 409: ZErrorResponse },
    },
    ({ params }, scope) => categories.deleteCategory(db, scope, params.id),
  );
};

export default categoryRoutes;
