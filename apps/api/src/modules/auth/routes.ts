import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZTokenRequest,
  ZTokenResponse,
  ZVerifyResetTokenRequest,
  ZVerifyResetTokenResponse,
} from '@trapline/contracts/auth';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { successMessage } from '../../lib/messages.ts';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as auth from './service.ts';


const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };

const authRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const ctx = { app, config };

  app.post('/auth/login', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description: 'Answers an access token (JWT) and a refresh token. Limited to one enterprise when X-Enterprise-Id is sent. Repeated failures are throttled (429, auth/too_many_attempts).',
      body: ZLoginRequest,
      response: { 200: ZLoginResponse, ...errors },
    },
    handler: (request) =>
      auth.signIn(ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] ?? null, enterpriseId: request.enterpriseId }),
  });

  app.post('/auth/token', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'OAuth 2 token endpoint (refresh-token grant)',
      description: 'Form data `grant_type=refresh_token&refresh_token=...&scope=...` with the client credentials in HTTP basic auth. Refresh tokens rotate: each works once.',
      body: ZTokenRequest,
      response: { 200: ZTokenResponse, ...errors },
    },
    handler: async (request) => {
      checkClient(request.headers.authorization, config);
      if (request.body.grant_type !== 'refresh_token') throw new AppError('auth/unsupported_grant_type');
      if (!request.body.refresh_token) throw new AppError('auth/invalid_grant');
      const tokens = await auth.refresh(ctx, request.body.refresh_token, request.headers['user-agent'] ?? null);
      return {
        access_token: tokens.token,
        token_type: 'Bearer' as const,
        expires_in: tokens.expiresIn,
        refresh_token: tokens.refreshToken,
        scope: request.body.scope ?? 'panel',
      };
    },
  });

  app.post('/auth/forgot-password', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'E-mail a password reset link',
      description: 'Always answers the same message, whether or not the e-mail belongs to an account. The link is valid for one hour and works once.',
      body: ZForgotPasswordRequest,
      response: { 200: ZMessageResponse, ...errors },
    },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return { message: successMessage('resetLinkSent', request.lang) };
    },
  });

  app.post('/auth/verify', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Check a password reset token',
      description: 'Answers the e-mail of the account when the token is unused and unexpired; otherwise 400 auth/reset_token_invalid.',
      body: ZVerifyResetTokenRequest,
      response: { 200: ZVerifyResetTokenResponse, ...errors },
    },
    handler: (request) => auth.verifyResetToken(ctx, request.body.token),
  });

  app.post('/auth/reset-password', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset token',
      description: 'Uses up the token, ends every existing session of the user and answers the e-mail so the panel can sign in.',
      body: ZResetPasswordRequest,
      response: { 200: ZResetPasswordResponse, ...errors },
    },
    handler: async (request) => {
      const { email } = await auth.resetPassword(ctx, request.body.token, request.body.newPassword);
      return { email, message: successMessage('passwordChanged', request.lang) };
    },
  });

  app.post('/auth/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out: revoke a refresh token',
      body: ZLogoutRequest,
      response: { 204: z.null().describe('No content'), ...errors },
      security: [{ bearerAuth: [] }],
    },
    handler: async (request, reply) => {
      await auth.signOut(ctx, scopeOf(request).principal.userId, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  });
};

export default authRoutes;

/** Client credentials of the token endpoint, compared in constant time. */
function checkClient(header: string | undefined, config: ApiConfig) {
  const [scheme, encoded] = header?.split(' ') ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new AppError('auth/invalid_client');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const id = decoded.slice(0, separator);
  const secret = decoded.slice(separator + 1);
  if (separator < 0 || !safeEqual(id, config.OAUTH_CLIENT_ID) || !safeEqual(secret, config.OAUTH_CLIENT_SECRET)) {
    throw new AppError('auth/invalid_client');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
