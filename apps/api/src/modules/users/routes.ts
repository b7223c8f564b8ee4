import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZCreateUserRequest, ZSetUserPasswordRequest, ZUpdateUserRequest, ZUser, ZUserListQuery, ZUserListResponse } from '@trapline/contracts/users';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import * as users from './service.ts';

const managers = requireRole('ADMIN', 'COMPANY_ADMIN');

const userRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const routes = moduleRoutes(app, ['users'], conflictErrors, docs);
  const db = app.db;

  routes.get('/users', { preHandler: managers, querystring: ZUserListQuery, response: { 200: ZUserListResponse } }, ({ query }, scope) =>
    users.listUsers(db, app.sql, scope, query),
  );

  routes.get('/users/:id', { preHandler: managers, params: ZIdParams, response: { 200: ZUser } }, ({ params }, scope) => users.getUser(db, scope, params.id));

  routes.post('/users', { preHandler: managers, body: ZCreateUserRequest, response: { 201: ZUser } }, ({ body }, scope) =>
    users.createUser({ db, config }, scope, body),
  );

  routes.patch('/users/:id', { preHandler: managers, params: ZIdParams, body: ZUpdateUserRequest, response: { 200: ZUser } }, ({ params, body }, scope) =>
    users.updateUser({ db, config }, scope, params.id, body),
  );

  routes.post('/users/:id/invitation', { preHandler: managers, params: ZIdParams, response: { 200: ZUser, 429: ZErrorResponse } }, ({ params }, scope) =>
    users.resendInvitation({ db, config }, scope, params.id),
  );

  routes.patch(
    '/users/:id/update-password',
    { preHandler: requireRole('ADMIN'), params: ZIdParams, body: ZSetUserPasswordRequest, response: { 204: z.null() } },
    ({ params, body }, scope) => users.setUserPassword(db, scope, params.id, body.password),
  );
};

export default userRoutes;
