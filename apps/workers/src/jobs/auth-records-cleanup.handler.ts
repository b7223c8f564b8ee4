import type { DbClient } from '@trapline/db/client';
import type { authRecordsCleanup } from '@trapline/jobs/definitions/auth-records-cleanup';
import type { JobHandler } from '../engine/job-handler.ts';

const DAY_MS = 24 * 3600_000;

/**
 * How long sign-in attempts and password reset requests are kept. The throttle looks back at
 * most 24 hours (an account's failures from one address are remembered a day, and the API caps
 * LOGIN_FAILURE_WINDOW_MINUTES at a day), the reset limits one hour; the rest of the week is
 * there to look into an attack after the fact.
 */
export const THROTTLE_RECORDS_KEPT_DAYS = 7;

/**
 * A day past expiry before an expired token or link goes. Every reader already ignores it once
 * expired, so the day only absorbs a clock of the API that runs behind this one.
 */
const GRACE_MS = DAY_MS;

export async function deleteStaleAuthRecords(db: DbClient, now = new Date()) {
  const throttleCutoff = new Date(now.getTime() - THROTTLE_RECORDS_KEPT_DAYS * DAY_MS);
  const expiredBefore = new Date(now.getTime() - GRACE_MS);
  const [loginAttempts, passwordResetRequests, passwordResetTokens] = await Promise.all([
    db.loginAttempt.deleteMany({ where: { createdAt: { lt: throttleCutoff } } }),
    db.passwordResetRequest.deleteMany({ where: { createdAt: { lt: throttleCutoff } } }),
    // A reset link works once and for an hour; a used or expired one answers "link expired"
    // exactly as an unknown one does.
    db.passwordResetToken.deleteMany({ where: { OR: [{ usedAt: { lt: expiredBefore } }, { expiresAt: { lt: expiredBefore } }] } }),
  ]);
  // A session lives on as long as one of its refresh tokens can still be used (or caught being
  // reused): once the newest has been expired a day, nothing can continue it. Its access tokens
  // were issued with those refresh tokens and expire first (ACCESS_TOKEN_TTL_SECONDS is minutes,
  // REFRESH_TOKEN_TTL_DAYS days), and an access token whose session row is gone is refused as a
  // signed-out one, so deleting never lets a token in. Its refresh tokens go with it (cascade).
  const userSessions = await db.userSession.deleteMany({
    where: { createdAt: { lt: expiredBefore }, refreshTokens: { none: { expiresAt: { gte: expiredBefore } } } },
  });
  // Within a session that goes on, each refresh leaves the used token behind. It is kept a day
  // past its expiry so that presenting it again still counts as reuse (which ends every
  // session) for as long as it could have been worth stealing; later it is an unknown token,
  // refused all the same. Tokens from before sessions were recorded go the same way.
  const refreshTokens = await db.refreshToken.deleteMany({ where: { expiresAt: { lt: expiredBefore } } });
  // A confirmed change deletes its request; one not confirmed within its 24-hour link is read by
  // nothing (the pending e-mail and the confirmation both ask for an unexpired link).
  const emailChangeRequests = await db.emailChangeRequest.deleteMany({ where: { expiresAt: { lt: expiredBefore } } });
  // Invitations: a used or replaced link goes a day later (the resend limit counts an hour back).
  // The latest one of a user stays while unused, expired or not: the admin's screens show it.
  const userInvitations = await db.userInvitation.deleteMany({ where: { OR: [{ usedAt: { lt: expiredBefore } }, { replacedAt: { lt: expiredBefore } }] } });
  return {
    loginAttempts: loginAttempts.count,
    passwordResetRequests: passwordResetRequests.count,
    passwordResetTokens: passwordResetTokens.count,
    userSessions: userSessions.count,
    refreshTokens: refreshTokens.count,
    emailChangeRequests: emailChangeRequests.count,
    userInvitations: userInvitations.count,
  };
}

const handle: JobHandler<typeof authRecordsCleanup> = async (_payload, { db, log }) => {
  const deleted = await deleteStaleAuthRecords(db);
  if (Object.values(deleted).some((count) => count > 0)) log.info({ deleted }, 'stale sign-in records deleted');
  return { deleted };
};
export default handle;
