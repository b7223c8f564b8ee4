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

const errors = errorResponses(400, 401, 403, 404, 429);

// These keep app.post and their own schema: all but logout are public (no bearer security), and
// sign-in, the token endpoint and logout write the refresh cookie into their reply.
const authRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const ctx = { app, config };

  app.post('/auth/login', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description:
        'Answers an access token (JWT) and a refresh token. Limited to one enterprise when X-Enterprise-Id is sent. Repeated failures are throttled (429, auth/too_many_attempts). ' +
        'With `X-Refresh-Cookie: 1` (the web panel) the refresh token is set as an httpOnly, Secure, SameSite=Strict cookie scoped to /auth instead of being answered.',
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
      tags: ['auth'],
      summary: 'OAuth 2 token endpoint (refresh-token grant)',
      description:
        'Form data `grant_type=refresh_token&refresh_token=...&scope=...` with the client credentials in HTTP basic auth. Refresh tokens rotate: each works once. ' +
        'Without `refresh_token`, the refresh cookie of the web panel is used; the new refresh token then goes back into the cookie, not the body, and a refused one clears it.',
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
      tags: ['auth'],
      summary: 'E-mail a password reset link',
      description:
        'Always answers the same message at once, whether or not the e-mail belongs to an account; the e-mail is prepared after the answer. At most PASSWORD_RESET_MAX_PER_EMAIL (3) e-mails per hour go to one address, and requests from one client address beyond PASSWORD_RESET_MAX_PER_ADDRESS (10) an hour send none; such requests get the same answer. The link is valid for one hour and works once.',
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
      tags: ['auth'],
      summary: 'Check a password reset token or an invitation link',
      description:
        "Answers the e-mail of the account and the purpose of the link (RESET, or INVITATION for a new user's first password) when the token is unused and unexpired. " +
        'An invitation link that expired answers 400 auth/invitation_expired, one used or replaced by a newer invitation 400 auth/invitation_used; any other token 400 auth/reset_token_invalid.',
      body: ZVerifyResetTokenRequest,
      response: { 200: ZVerifyResetTokenResponse, ...errors },
    },
    handler: (request) => auth.verifyResetToken(ctx, request.body.token),
  });

  app.post('/auth/reset-password', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset token or an invitation link',
      description:
        "Uses up the token (and the user's other reset and invitation links), ends every existing session of the user and answers the e-mail so the panel can sign in. " +
        'Refusals as for POST /auth/verify.',
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
      summary: 'Sign out: end the session',
      description:
        'Ends the session of the access token at once: its access tokens (of every refresh) answer 401 from now on, and its refresh tokens are revoked: ' +
        "the one of the body, or else that of the web panel's cookie, which is cleared.",
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
