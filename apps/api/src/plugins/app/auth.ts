import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRole } from '@trapline/contracts/common';
import { AccessScope, scopeOf } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSessionUser, type SessionUser } from '../../access/session-user.ts';

/** What the API signs into an access token. */
export interface AccessTokenPayload {
  sub: string;
  uid: number;
  role: UserRole;
  companyId: number;
  companyUuid: string;
  enterpriseId: string | null;
  /** Root company of the enterprise the session is limited to (internal). */
  ecid: number | null;
  name: string;
  surname: string;
  email: string;
  /** Session version: raising the user's version revokes every token issued before. */
  sv: number;
  /** The sign-in (user_sessions row) the token belongs to: signing out ends it at once. */
  sid: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable without an access token (sign-in, health). Every other route needs one. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller's access scope; set for every non-public route. */
    scope: AccessScope | null;
    /** The signed-in user's record as loaded for this request; set with the scope. */
    sessionUser: SessionUser | null;
    /** The session (sign-in) of the request's access token; set with the scope. */
    sessionId: number | null;
  }
}

/**
 * Authentication and access scope, decided once per request: the bearer token is verified,
 * the user is confirmed ACTIVE with the token's session version (so blocking or a password
 * change revokes sessions at once) and its session not ended (so signing out does), and an
 * AccessScope is attached for the repositories.
 */
export default fp<{ secret: string; accessTokenTtlSeconds: number }>(
  async (app, opts) => {
    // Verified tokens are cached (fast-jwt keeps expiry): the same token arrives on every call.
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.accessTokenTtlSeconds },
      verify: { algorithms: ['HS256'], cache: 10_000 },
    });
    app.decorateRequest('scope', null);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.public || request.is404) return;
      const token = bearerToken(request);
      if (!token) throw new AppError('auth/unauthorized');
      let payload: AccessTokenPayload;
      try {
        // No options here: with options @fastify/jwt builds a new verifier (and an empty cache)
        // per call; the registered ones already allow HS256 only.
        payload = app.jwt.verify<AccessTokenPayload>(token);
      } catch {
        throw new AppError('auth/invalid_token');
      }
      if (request.enterpriseId !== null && request.enterpriseId !== payload.enterpriseId) {
        throw new AppError('auth/invalid_token', { details: { reason: 'enterprise_mismatch' } });
      }
      // The session version ends every session of a user (blocking, password change); the
      // session row ends one of them (signing out). Tokens from before sessions have no sid.
      const sessionId = typeof payload.sid === 'number' ? payload.sid : null;
      const user = await findSessionUser(app.sql, payload.uid, sessionId);
      if (!user || user.status !== 'ACTIVE' || user.sessionVersion !== payload.sv || !user.sessionActive) {
        throw new AppError('auth/invalid_token');
      }
      request.sessionUser = user;
      request.sessionId = sessionId;
      request.scope = new AccessScope(
        {
          userId: payload.uid,
          userUuid: user.uuid,
          role: user.role,
          companyId: user.companyId,
          companyUuid: user.companyUuid,
          enterpriseRootCompanyId: payload.ecid,
        },
        app.db,
      );
    });
  },
  { name: 'auth', dependencies: ['prisma', 'request-context'] },
);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** The signed-in user of an authenticated request. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('auth/unauthorized');
  return request.sessionUser;
}

/** The session of an authenticated request's access token. */
export function sessionIdOf(request: FastifyRequest): number {
  if (request.sessionId === null) throw new AppError('auth/unauthorized');
  return request.sessionId;
}

/** Route guard: only the given roles may call the route; others get 403. */
export function requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(scopeOf(request).principal.role)) throw new AppError('common/forbidden');
  };
}
