import { timingSafeEqual } from 'node:crypto';
import { errorResponses, security } from '../../lib/route-schema.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '@trapline/contracts/common';
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
import { sessionIdOf } from '../../plugins/app/auth.ts';
import { scopeOf } from '../../access/scope.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie, wantsRefreshCookie } from './refresh-cookie.ts';
import * as auth from './service.ts';
import { routeDocs } from '../../lib/route-docs.ts';

const errors = errorResponses(400, 401, 403, 404, 429);

// These keep app.post and their own schema: all but logout are public (no bearer security), and
// sign-in, the token endpoint and logout write the refresh cookie into their reply.
const authRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const ctx = { app, config };

  app.post('/auth/login', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/login'),
      tags: ['auth'],
      body: ZLoginRequest,
      response: { 200: ZLoginResponse, ...errors },
    },
    handler: async (request, reply) => {
      const tokens = await auth.signIn(ctx, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        enterpriseId: request.enterpriseId,
      });
      if (!wantsRefreshCookie(request))
        return { token: tokens.token, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn, tokenType: tokens.tokenType };
      setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
      return { token: tokens.token, expiresIn: tokens.expiresIn, tokenType: tokens.tokenType };
    },
  });

  app.post('/auth/token', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/token'),
      tags: ['auth'],
      body: ZTokenRequest,
      response: { 200: ZTokenResponse, ...errors },
    },
    handler: async (request, reply) => {
      checkClient(request.headers.authorization, config);
      if (request.body.grant_type !== 'refresh_token') throw new AppError('auth/unsupported_grant_type');
      const fromCookie = !request.body.refresh_token;
      const presented = request.body.refresh_token ?? readRefreshCookie(request);
      try {
        if (!presented) throw new AppError('auth/invalid_grant');
        const tokens = await auth.refresh(ctx, presented, request.headers['user-agent'] ?? null);
        const answer = { access_token: tokens.token, token_type: 'Bearer' as const, expires_in: tokens.expiresIn, scope: request.body.scope ?? 'panel' };
        if (!fromCookie) return { ...answer, refresh_token: tokens.refreshToken };
        setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
        return answer;
      } catch (error) {
        if (fromCookie) clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  app.post('/auth/forgot-password', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/forgot-password'),
      tags: ['auth'],
      body: ZForgotPasswordRequest,
      response: { 200: ZMessageResponse, ...errors },
    },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email, request.ip);
      return { message: successMessage('resetLinkSent', request.lang) };
    },
  });

  app.post('/auth/verify', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/verify'),
      tags: ['auth'],
      body: ZVerifyResetTokenRequest,
      response: { 200: ZVerifyResetTokenResponse, ...errors },
    },
    handler: (request) => auth.verifyResetToken(ctx, request.body.token),
  });

  app.post('/auth/reset-password', {
    config: { public: true },
    schema: {
      ...docs.text('POST /auth/reset-password'),
      tags: ['auth'],
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
      ...docs.text('POST /auth/logout'),
      tags: ['auth'],
      body: ZLogoutRequest,
      response: { 204: z.null().describe('No content'), ...errors },
      security,
    },
    handler: async (request, reply) => {
      const refreshToken = request.body.refreshToken ?? readRefreshCookie(request);
      await auth.signOut(ctx, scopeOf(request).principal.userId, sessionIdOf(request), refreshToken);
      clearRefreshCookie(reply);
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
