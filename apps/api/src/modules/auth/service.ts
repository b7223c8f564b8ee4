import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@trapline/contracts/auth';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessTokenPayload } from '../../plugins/app/auth.ts';
import { queueEmail } from '../mail/outbox.ts';
import { passwordResetEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthContext {
  app: FastifyInstance;
  config: ApiConfig;
}

export interface SignInRequest {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  enterpriseId: string | null;
}

export async function signIn({ app, config }: AuthContext, input: SignInRequest): Promise<LoginResponse> {
  const db = app.db;
  const windowStart = new Date(Date.now() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const failures = await repo.countRecentFailures(db, windowStart, input.email, input.ip);
  // Per account, and a looser bound per address so one client cannot spray many accounts.
  if (failures.byEmail >= config.LOGIN_MAX_FAILURES || failures.byIp >= config.LOGIN_MAX_FAILURES * 4) {
    const oldest = await repo.oldestRecentFailure(db, windowStart, input.email);
    const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() - windowStart.getTime()) / 1000)) : 60;
    throw new AppError('auth/too_many_attempts', { headers: { 'retry-after': String(retryAfter) }, details: { retryAfterSeconds: retryAfter } });
  }

  const enterprise = input.enterpriseId === null ? null : await repo.findEnterpriseRoot(db, input.enterpriseId);
  if (input.enterpriseId !== null && !enterprise) throw new AppError('auth/unknown_enterprise');

  const user = await repo.findUserForSignIn(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  const inEnterprise = !enterprise || !user || user.role === 'ADMIN' || user.companyId === enterprise.id || user.company.parentCompanyId === enterprise.id;
  if (!user || !passwordOk || !inEnterprise) {
    await repo.recordLoginAttempt(db, input.email, input.ip, false);
    throw new AppError('auth/wrong_credentials');
  }
  if (user.status !== 'ACTIVE') throw new AppError('auth/account_blocked');

  await Promise.all([repo.recordLoginAttempt(db, input.email, input.ip, true), repo.markSignedIn(db, user.id)]);
  return issueTokens({ app, config }, user, enterprise, input.userAgent);
}

export async function issueTokens(
  { app, config }: AuthContext,
  user: repo.SignInUser,
  enterprise: { id: number; enterpriseId: string | null } | null,
  userAgent: string | null,
): Promise<LoginResponse> {
  const payload: AccessTokenPayload = {
    sub: user.uuid,
    uid: user.id,
    role: user.role,
    companyId: user.companyId,
    companyUuid: user.company.uuid,
    enterpriseId: enterprise?.enterpriseId ?? null,
    ecid: enterprise?.id ?? null,
    name: user.name,
    surname: user.surname,
    email: user.email,
    sv: user.sessionVersion,
  };
  const refreshToken = newOpaqueToken();
  await repo.storeRefreshToken(app.db, {
    tokenHash: hashToken(refreshToken),
    userId: user.id,
    expiresAt: new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    enterpriseCompanyId: enterprise?.id ?? null,
    userAgent: userAgent?.slice(0, 255) ?? null,
  });
  return { token: app.jwt.sign(payload), refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS, tokenType: 'Bearer' };
}

/**
 * Refresh-token grant with rotation: each refresh token works once. Presenting a used one
 * means it leaked, so every session of that user ends.
 */
export async function refresh(ctx: AuthContext, refreshToken: string, userAgent: string | null): Promise<LoginResponse> {
  const db = ctx.app.db;
  const stored = await repo.findRefreshToken(db, hashToken(refreshToken));
  if (!stored) throw new AppError('auth/invalid_grant');
  if (stored.revokedAt) {
    await repo.revokeAllSessions(db, stored.userId);
    throw new AppError('auth/invalid_grant');
  }
  if (stored.expiresAt <= new Date()) throw new AppError('auth/invalid_grant');
  const user = await repo.findUserForSession(db, stored.userId);
  if (!user) throw new AppError('auth/invalid_grant');
  if (user.status !== 'ACTIVE') throw new AppError('auth/account_blocked');
  if (!(await repo.consumeRefreshToken(db, stored.id))) {
    await repo.revokeAllSessions(db, stored.userId);
    throw new AppError('auth/invalid_grant');
  }
  const enterprise = stored.enterpriseCompanyId === null ? null : await repo.findEnterpriseById(db, stored.enterpriseCompanyId);
  const tokens = await issueTokens(ctx, user, enterprise, userAgent);
  const replacement = await repo.findRefreshToken(db, hashToken(tokens.refreshToken));
  if (replacement) await repo.linkReplacement(db, stored.id, replacement.id);
  return tokens;
}

/**
 * Sends a single-use reset link valid for one hour. The answer is the same whether or not the
 * e-mail exists; the e-mail is queued, so timing does not tell either.
 */
export async function requestPasswordReset({ app, config }: AuthContext, email: string) {
  const user = await repo.findUserForSignIn(app.db, email);
  if (!user || user.status !== 'ACTIVE') return;
  const token = newOpaqueToken();
  await repo.storeResetToken(app.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  const link = new URL('/auth/reset-password', config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  const language = user.language.toLowerCase() as Lowercase<typeof user.language>;
  await queueEmail(app.db, passwordResetEmail(user.email, link.toString(), language));
}

export async function verifyResetToken({ app }: AuthContext, token: string): Promise<{ email: string }> {
  const stored = await repo.findUsableResetToken(app.db, hashToken(token), new Date());
  if (!stored) throw new AppError('auth/reset_token_invalid');
  return { email: stored.user.email };
}

export async function resetPassword({ app }: AuthContext, token: string, newPassword: string): Promise<{ email: string }> {
  const stored = await repo.findUsableResetToken(app.db, hashToken(token), new Date());
  if (!stored) throw new AppError('auth/reset_token_invalid');
  const ok = await repo.resetPasswordWithToken(app.db, stored.id, stored.userId, await hashPassword(newPassword));
  if (!ok) throw new AppError('auth/reset_token_invalid');
  return { email: stored.user.email };
}

export async function signOut({ app }: AuthContext, userId: number, refreshToken: string) {
  await repo.revokeRefreshToken(app.db, hashToken(refreshToken), userId);
}
