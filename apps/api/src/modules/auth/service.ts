import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@trapline/contracts/auth';
import type { DbClient } from '@trapline/db/client';
import { rootOf } from '../../access/company-tree.ts';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessTokenPayload } from '../../plugins/app/auth.ts';
import { queueEmail } from '../mail/outbox.ts';
import { acceptInvitation, findInvitation } from './invitations.ts';
import { passwordResetEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import { sessionDays } from '../settings/service.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The period the reset request limits count over. */
const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** A freshly issued pair: the routes answer the refresh token in the body or set it as a cookie. */
/** The token pair, and how long the refresh token lives (the cookie's max age; not answered). */
export type IssuedTokens = LoginResponse & { refreshToken: string; refreshMaxAgeSeconds: number };

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

/** How long failures of one account from one address are remembered for its delays. */
const ACCOUNT_FAILURE_MEMORY_MS = 24 * 3600_000;

/**
 * Throttles whoever fails, not the account: failures of an account from one address earn
 * that address growing delays (1 s after LOGIN_MAX_FAILURES failures, doubling with each
 * further one, at most the window), and one address may fail a limited number of times on any
 * accounts within the window. The owner signing in from elsewhere is never held up.
 *
 * `attemptId` is this attempt's own row, recorded as a failure before the check: attempts
 * sent in parallel each count the earlier ones, so a burst cannot slip past the limits.
 */
async function checkThrottle(db: DbClient, config: ApiConfig, input: { email: string; ip: string; attemptId: bigint }) {
  const now = Date.now();
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const windowStart = new Date(now - windowMs);
  const earlier = { before: input.attemptId };
  const [account, byAddress] = await Promise.all([
    repo.accountFailuresFromAddress(db, input.email, input.ip, new Date(now - ACCOUNT_FAILURE_MEMORY_MS), earlier),
    repo.addressFailures(db, input.ip, windowStart, earlier),
  ]);
  let waitMs = 0;
  if (account.count >= config.LOGIN_MAX_FAILURES && account.last) {
    const delayMs = Math.min(windowMs, 1000 * 2 ** Math.min(account.count - config.LOGIN_MAX_FAILURES, 30));
    waitMs = account.last.getTime() + delayMs - now;
  }
  if (byAddress >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    // The address may try again once enough of its failures have left the window.
    const freeing = await repo.nthAddressFailure(db, input.ip, windowStart, byAddress - config.LOGIN_MAX_FAILURES_PER_ADDRESS, earlier);
    if (freeing) waitMs = Math.max(waitMs, freeing.getTime() + windowMs - now);
  }
  if (waitMs > 0) {
    // A refused attempt guessed nothing, so it does not lengthen the wait.
    await repo.deleteLoginAttempt(db, input.attemptId);
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('auth/too_many_attempts', { headers: { 'retry-after': String(retryAfter) }, details: { retryAfterSeconds: retryAfter } });
  }
}

export async function signIn({ app, config }: AuthContext, input: SignInRequest): Promise<IssuedTokens> {
  const db = app.db;
  const enterprise = input.enterpriseId === null ? null : await repo.findEnterpriseRoot(db, input.enterpriseId);
  if (input.enterpriseId !== null && !enterprise) throw new AppError('auth/unknown_enterprise');

  const attemptId = await repo.recordFailedAttempt(db, input.email, input.ip);
  await checkThrottle(db, config, { email: input.email, ip: input.ip, attemptId });

  const user = await repo.findUserForSignIn(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  const inEnterprise =
    !enterprise || !user || user.role === 'ADMIN' || rootOf({ id: user.companyId, parentCompanyId: user.company.parentCompanyId }) === enterprise.id;
  if (!user || !passwordOk || !inEnterprise) throw new AppError('auth/wrong_credentials');

  // The right password: the attempt succeeded, and this address's earlier failures stop counting.
  await repo.markAttemptSucceeded(db, attemptId);
  await repo.clearAccountFailures(db, input.email, input.ip);
  if (user.status !== 'ACTIVE') throw new AppError('auth/account_blocked');
  await repo.markSignedIn(db, user.id);
  return issueTokens({ app, config }, user, enterprise, input.userAgent);
}

export async function issueTokens(
  { app, config }: AuthContext,
  user: repo.SignInUser,
  enterprise: { id: number; enterpriseId: string | null } | null,
  userAgent: string | null,
  /** The session the tokens continue (a refresh); a new one when absent (a sign-in). */
  existingSessionId: number | null = null,
): Promise<IssuedTokens> {
  const sessionId = existingSessionId ?? (await repo.createSession(app.db, user.id));
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
    sid: sessionId,
  };
  const refreshToken = newOpaqueToken();
  // Read at each issue: a lifetime the super admin changes applies from the next sign-in or refresh.
  const refreshMaxAgeSeconds = (await sessionDays(app.db, config)) * 86_400;
  await repo.storeRefreshToken(app.db, {
    tokenHash: hashToken(refreshToken),
    userId: user.id,
    sessionId,
    expiresAt: new Date(Date.now() + refreshMaxAgeSeconds * 1000),
    enterpriseCompanyId: enterprise?.id ?? null,
    userAgent: userAgent?.slice(0, 255) ?? null,
  });
  return { token: app.jwt.sign(payload), refreshToken, refreshMaxAgeSeconds, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS, tokenType: 'Bearer' };
}

/**
 * Refresh-token grant with rotation: each refresh token works once. Presenting a used one
 * means it leaked, so every session of that user ends.
 */
export async function refresh(ctx: AuthContext, refreshToken: string, userAgent: string | null): Promise<IssuedTokens> {
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
  const tokens = await issueTokens(ctx, user, enterprise, userAgent, stored.sessionId);
  const replacement = await repo.findRefreshToken(db, hashToken(tokens.refreshToken));
  if (replacement) await repo.linkReplacement(db, stored.id, replacement.id);
  return tokens;
}

/**
 * Sends a single-use reset link valid for one hour. The request is recorded and answered at
 * once; looking up the account and queuing the e-mail happen after the answer, so neither
 * the answer nor its timing tells whether the e-mail belongs to an account. Requests beyond
 * the limits (per e-mail, per address, each an hour) are answered the same but send nothing.
 */
export async function requestPasswordReset({ app, config }: AuthContext, email: string, ip: string) {
  const id = await repo.recordResetRequest(app.db, email, ip);
  app.background.run('password-reset-email', async () => {
    const counts = await repo.countResetRequests(app.db, { id, email, ip }, new Date(Date.now() - RESET_REQUEST_WINDOW_MS));
    if (counts.byEmail > config.PASSWORD_RESET_MAX_PER_EMAIL || counts.byAddress > config.PASSWORD_RESET_MAX_PER_ADDRESS) {
      app.log.info({ ip, byEmail: counts.byEmail, byAddress: counts.byAddress }, 'password reset request over the limit: no e-mail');
      return;
    }
    await sendResetLink({ app, config }, email);
  });
}

async function sendResetLink({ app, config }: AuthContext, email: string) {
  const user = await repo.findUserForSignIn(app.db, email);
  if (!user || user.status !== 'ACTIVE') return;
  const token = newOpaqueToken();
  await repo.storeResetToken(app.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  const link = new URL('/auth/reset-password', config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  const language = user.language.toLowerCase() as Lowercase<typeof user.language>;
  await queueEmail(app.db, passwordResetEmail(user.email, link.toString(), language));
}

/**
 * Checks a link of the set-password screen: a forgot-password link, or a new user's
 * invitation (which refuses an expired or used link with its own code).
 */
export async function verifyResetToken({ app }: AuthContext, token: string): Promise<{ email: string; purpose: 'RESET' | 'INVITATION' }> {
  const stored = await repo.findUsableResetToken(app.db, hashToken(token), new Date());
  if (stored) return { email: stored.user.email, purpose: 'RESET' };
  const invitation = await findInvitation(app.db, token);
  if (!invitation) throw new AppError('auth/reset_token_invalid');
  return { email: invitation.user.email, purpose: 'INVITATION' };
}

export async function resetPassword({ app }: AuthContext, token: string, newPassword: string): Promise<{ email: string }> {
  const stored = await repo.findUsableResetToken(app.db, hashToken(token), new Date());
  if (!stored) return acceptInvitationWith(app.db, token, newPassword);
  const ok = await repo.resetPasswordWithToken(app.db, stored.id, stored.userId, await hashPassword(newPassword));
  if (!ok) throw new AppError('auth/reset_token_invalid');
  // Whoever failed to guess the old password has nothing left to guess: their delays go.
  await repo.clearAccountFailures(app.db, stored.user.email);
  return { email: stored.user.email };
}

/** The first password, set through an invitation link. */
async function acceptInvitationWith(db: DbClient, token: string, newPassword: string): Promise<{ email: string }> {
  const invitation = await findInvitation(db, token);
  if (!invitation) throw new AppError('auth/reset_token_invalid');
  if (!(await acceptInvitation(db, invitation.id, invitation.userId, await hashPassword(newPassword)))) throw new AppError('auth/invitation_used');
  return { email: invitation.user.email };
}

/** Ends the session of the access token used (at once, refresh tokens included) and revokes the refresh token sent. */
export async function signOut({ app }: AuthContext, userId: number, sessionId: number, refreshToken: string | null | undefined) {
  await repo.endSession(app.db, sessionId, userId);
  if (refreshToken) await repo.revokeRefreshToken(app.db, hashToken(refreshToken), userId);
}
