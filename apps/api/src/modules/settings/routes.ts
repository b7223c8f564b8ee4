import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { ZProductSettings, ZPublicProductSettings, ZUpdateProductSettingsRequest } from '@trapline/contracts/settings';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import * as settings from './service.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['admin'];

const settingsRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const db = app.db;
  const preHandler = requireRole('ADMIN');
  const admin = moduleRoutes(app, tags, errors);

  // Its own schema: public (no sign-in, no bearer security, no error answers).
  app.get('/api/product', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Product name and default language (public)',
      description: 'No sign-in needed: the panel titles its pages with productName and shows the sign-in screen in defaultLanguage until a user chooses.',
      response: { 200: ZPublicProductSettings },
    },
    handler: () => settings.publicSettings(db),
  });

  admin.get(
    '/api/admin/settings',
    'Product settings',
    {
      description:
        'Super admin only (others: 403). productName (page titles and e-mails), mailFrom (the e-mail sender; null: MAIL_FROM) with the sender in use, ' +
        'defaultLanguage (of new users when none is chosen), qrLabelBaseUrl (the address QR labels and NFC tags point to; null: PUBLIC_WEB_URL) with the address in use, ' +
        'sessionDays (how long a sign-in lasts; null: REFRESH_TOKEN_TTL_DAYS) with the lifetime in use, and the sign-in limits of the server configuration (shown, not changed here).',
      response: { 200: ZProductSettings },
      preHandler,
    },
    () => settings.getSettings(db, config),
  );

  admin.patch(
    '/api/admin/settings',
    'Change product settings',
    {
      description:
        'Super admin only (others: 403). Fields left out stay; qrLabelBaseUrl is an http(s) address without query (400 url_invalid), null or empty for the server\u2019s own. ' +
        'productName (1-60 characters) titles pages and e-mails; mailFrom is an address or "Name <address>" (400 sender_invalid), null or empty for MAIL_FROM; ' +
        'sessionDays (1-365, null for REFRESH_TOKEN_TTL_DAYS) applies to sign-ins from now on. Changes apply at once, without a restart.',
      body: ZUpdateProductSettingsRequest,
      response: { 200: ZProductSettings },
      preHandler,
    },
    ({ body }, scope) => settings.updateSettings(db, config, scope, body),
  );
};

export default settingsRoutes;
