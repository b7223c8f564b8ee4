import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeSchemaFor } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { ZAccount, ZChangePasswordRequest, ZChangePasswordResponse, ZSubscriptionUsage, ZUpdateAccountRequest } from '@trapline/contracts/account';
import { subscriptionUsage } from './subscription-usage.ts';
import type { ApiConfig } from '../../env.ts';
import { successMessage } from '../../lib/messages.ts';
import { requireRole, sessionIdOf, sessionUserOf } from '../../plugins/app/auth.ts';
import { scopeOf } from '../../access/scope.ts';
import { setRefreshCookie, wantsRefreshCookie } from '../auth/refresh-cookie.ts';
import * as account from './service.ts';

const errors = errorResponses(400, 401, 403);

const route = routeSchemaFor(['account'], errors);

const accountRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['account'], errors, docs);
  const ctx = { app, config };

  routes.get('/api/account/me', { response: { 200: ZAccount } }, async (request) => account.getAccount(sessionUserOf(request)));

  routes.get(
    '/api/account/subscription',
    { preHandler: requireRole('ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER'), response: { 200: ZSubscriptionUsage.nullable() } },
    (request) => subscriptionUsage(app.sql, sessionUserOf(request).companyId),
  );

  routes.patch('/api/account/me', { body: ZUpdateAccountRequest, response: { 200: ZAccount } }, (request, scope) =>
    account.updateAccount(ctx, scope, sessionIdOf(request), request.body),
  );

  app.patch('/account/change-password', {
    schema: route({
      ...docs.text('PATCH /account/change-password'),
      body: ZChangePasswordRequest,
      response: { 200: ZChangePasswordResponse },
    }),
    // Its own reply: the refresh token may go into a cookie.
    handler: async (request, reply) => {
      const tokens = await account.changePassword(
        ctx,
        scopeOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        request.headers['user-agent'] ?? null,
      );
      const message = successMessage('passwordChanged', request.lang);
      if (!wantsRefreshCookie(request))
        return { message, token: tokens.token, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn, tokenType: tokens.tokenType };
      setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
      return { message, token: tokens.token, expiresIn: tokens.expiresIn, tokenType: tokens.tokenType };
    },
  });
};

export default accountRoutes;
