import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZConfirmEmailChangeRequest, ZConfirmEmailChangeResponse } from '@trapline/contracts/users';
import type { ApiConfig } from '../../env.ts';
import { successMessage } from '../../lib/messages.ts';
import { confirmEmailChange } from './service.ts';
import { routeDocs } from '../../lib/route-docs.ts';

const emailChangeRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  // Its own schema: public (the link's token signs the request in; no bearer security).
  app.post('/auth/confirm-email', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/confirm-email'),
      tags: ['auth'],
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
