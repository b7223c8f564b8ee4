import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { ZProductSettings, ZPublicProductSettings, ZUpdateProductSettingsRequest } from '@trapline/contracts/settings';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import * as settings from './service.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['admin'];

const settingsRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const preHandler = requireRole('ADMIN');
  const admin = moduleRoutes(app, tags, errors, docs);

  // Its own schema: public (no sign-in, no bearer security, no error answers).
  app.get('/api/product', {
    config: { public: true },
    schema: {
      ...docs.text('GET /api/product'),
      tags,
      response: { 200: ZPublicProductSettings },
    },
    handler: () => settings.publicSettings(db),
  });

  admin.get('/api/admin/settings', { response: { 200: ZProductSettings }, preHandler }, () => settings.getSettings(db, config));

  admin.patch('/api/admin/settings', { body: ZUpdateProductSettingsRequest, response: { 200: ZProductSettings }, preHandler }, ({ body }, scope) =>
    settings.updateSettings(db, config, scope, body),
  );
};

export default settingsRoutes;
