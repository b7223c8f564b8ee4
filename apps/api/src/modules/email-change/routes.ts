import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZConfirmEmailChangeRequest, ZConfirmEmailChangeResponse } from '@trapline/contracts/users';
import type { ApiConfig } from '../../env.ts';
import { successMessage } from '../../lib/messages.ts';
import { confirmEmailChange } from './service.ts';

const emailChangeRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  // Its own schema: public (the link's token signs the request in; no bearer security).
  app.post('/auth/confirm-email', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Confirm a new e-mail address with the token of its link',
      description:
        "Changing a user's e-mail (PATCH /users/{id}, by an admin or by the user) only sends a link to the new address and a notice to the current one; this call, with the link's token, makes the change. The token works once, for 24 hours, and only for the newest change asked for; otherwise 400 auth/email_change_token_invalid. An address taken meanwhile answers 409 user/email_taken. Outstanding password reset links of the account stop working.",
      body: ZConfirmEmailChangeRequest,
      response: { 200: ZConfirmEmailChangeResponse, 400: ZErrorResponse, 409: ZErrorResponse },
    },
    handler: async (request) => {
      const { email } = await confirmEmailChange({ db: app.db, config }, request.body.token);
      return { email, message: successMessage('emailChanged', request.lang) };
    },
  });
};

export default emailChangeRoutes;
