import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZCreateUserRequest, ZSetUserPasswordRequest, ZUpdateUserRequest, ZUser, ZUserListQuery, ZUserListResponse } from '@trapline/contracts/users';
import type { ApiConfig } from '../../env.ts';
import { requireRole } from '../../plugins/app/auth.ts';
import * as users from './service.ts';

const managers = requireRole('ADMIN', 'COMPANY_ADMIN');

const userRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const routes = moduleRoutes(app, ['users'], conflictErrors);
  const db = app.db;

  routes.get(
    '/users',
    'Users of the companies the caller manages',
    { preHandler: managers, querystring: ZUserListQuery, response: { 200: ZUserListResponse } },
    ({ query }, scope) => users.listUsers(db, app.sql, scope, query),
  );

  routes.get('/users/:id', 'One user', { preHandler: managers, params: ZIdParams, response: { 200: ZUser } }, ({ params }, scope) =>
    users.getUser(db, scope, params.id),
  );

  routes.post(
    '/users',
    'Create a user',
    {
      preHandler: managers,
      description:
        "Taken e-mail: 409 user/email_taken (field error on email). The active subscription's users limit: 409 user/company_users_limit_reached. CLIENT and ADMIN types: super admin only. " +
        'An ACTIVE user is invited in the same transaction: an e-mail in their language (`language`, PL when left out) with a single-use link to set their password, valid 7 days (see `invitation` in the answer and POST /users/{id}/invitation).',
      body: ZCreateUserRequest,
      response: { 201: ZUser },
    },
    ({ body }, scope) => users.createUser({ db, config }, scope, body),
  );

  routes.patch(
    '/users/:id',
    "Update a user; BLOCKED ends the user's sessions at once",
    {
      preHandler: managers,
      description:
        'A new e-mail does not change the address at once: a confirmation link goes to the new address (POST /auth/confirm-email makes the change), the current address is told, and the answer shows it as pendingEmail. Sending the current address cancels a pending change. A taken e-mail: 409 user/email_taken.',
      params: ZIdParams,
      body: ZUpdateUserRequest,
      response: { 200: ZUser },
    },
    ({ params, body }, scope) => users.updateUser({ db, config }, scope, params.id, body),
  );

  routes.post(
    '/users/:id/invitation',
    'Send the invitation again (not in the specification)',
    {
      preHandler: managers,
      description:
        "For a user who has yet to accept the invitation: a new single-use link to set the first password goes out in the user's language, valid 7 days, and the earlier link stops working (it then answers auth/invitation_used). " +
        'Same roles as editing the user; a user of another company answers 404. Refused when the user has already signed in or set a password through a link (409 user/invitation_accepted), while blocked (409 user/blocked), ' +
        'and beyond 3 invitations to one user within an hour, the first included (429 user/invitation_limit_reached with Retry-After). Answers the user with the new `invitation`.',
      params: ZIdParams,
      response: { 200: ZUser, 429: ZErrorResponse },
    },
    ({ params }, scope) => users.resendInvitation({ db, config }, scope, params.id),
  );

  routes.patch(
    '/users/:id/update-password',
    "Super admin sets another user's password (policy applies); their sessions end",
    { preHandler: requireRole('ADMIN'), params: ZIdParams, body: ZSetUserPasswordRequest, response: { 204: z.null() } },
    ({ params, body }, scope) => users.setUserPassword(db, scope, params.id, body.password),
  );
};

export default userRoutes;
