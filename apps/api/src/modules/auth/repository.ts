import type { DbClient } from '@trapline/db/client';

const SIGN_IN_USER = {
  id: true,
  uuid: true,
  email: true,
  name: true,
  surname: true,
  role: true,
  status: true,
  language: true,
  passwordHash: true,
  sessionVersion: true,
  companyId: true,
  company: { select: { uuid: true, parentCompanyId: true } },
} as const;

export function findUserForSignIn(db: DbClient, email: string) {
  return db.user.findUnique({ where: { email }, select: SIGN_IN_USER });
}

export function findUserForSession(db: DbClient, userId: number) {
  return db.user.findUnique({ where: { id: userId }, select: SIGN_IN_USER });
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

/** The root company an enterprise identifier names (only root companies carry one). */
export function findEnterpriseRoot(db: DbClient, enterpriseId: string) {
  return db.company.findFirst({ where: { enterpriseId, parentCompanyId: null }, select: { id: true, enterpriseId: true } });
}

export function findEnterpriseById(db: DbClient, companyId: number) {
  return db.company.findUnique({ where: { id: companyId }, select: { id: true, enterpriseId: true } });
}

/** Only attempts recorded before a given one (its own row and later ones are not counted). */
type Earlier = { before: bigint };

/** Failures of one account from one address that still count (not cleared), since a time. */
export async function accountFailuresFromAddress(db: DbClient, email: string, ip: string, since: Date, earlier: Earlier) {
  const result = await db.loginAttempt.aggregate({
    where: { id: { lt: earlier.before }, email, ip, succeeded: false, clearedAt: null, createdAt: { gte: since } },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  return { count: result._count._all, last: result._max.createdAt };
}

/** Failures from one address on any account since a time. */
export async function addressFailures(db: DbClient, ip: string, since: Date, earlier: Earlier) {
  return db.loginAttempt.count({ where: { id: { lt: earlier.before }, ip, succeeded: false, createdAt: { gte: since } } });
}

/** The time of the n-th oldest failure (0-based) from an address since a time. */
export async function nthAddressFailure(db: DbClient, ip: string, since: Date, n: number, earlier: Earlier) {
  const row = await db.loginAttempt.findFirst({
    where: { id: { lt: earlier.before }, ip, succeeded: false, createdAt: { gte: since } },
    orderBy: { createdAt: 'asc' },
    skip: n,
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}

/** Records an attempt as failed before the password is checked; a success turns it over. */
export async function recordFailedAttempt(db: DbClient, email: string, ip: string): Promise<bigint> {
  const row = await db.loginAttempt.create({ data: { email, ip, succeeded: false }, select: { id: true } });
  return row.id;
}

export async function markAttemptSucceeded(db: DbClient, id: bigint) {
  await db.loginAttempt.update({ where: { id }, data: { succeeded: true } });
}

export async function deleteLoginAttempt(db: DbClient, id: bigint) {
  await db.loginAttempt.delete({ where: { id } });
}

/**
 * Failures stop delaying an account (from one address, or from all of them) once cleared; they
 * still count towards their address's limit.
 */
export async function clearAccountFailures(db: DbClient, email: string, ip?: string) {
  await db.loginAttempt.updateMany({
    where: { email, ...(ip === undefined ? {} : { ip }), succeeded: false, clearedAt: null },
    data: { clearedAt: new Date() },
  });
}

export async function markSignedIn(db: DbClient, userId: number) {
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
}

export async function createSession(db: DbClient, userId: number): Promise<number> {
  const row = await db.userSession.create({ data: { userId }, select: { id: true } });
  return row.id;
}

/** Ends one session of a user: its access tokens stop working at once, its refresh tokens too. */
export async function endSession(db: DbClient, sessionId: number, userId: number) {
  const now = new Date();
  await db.$transaction([
    db.userSession.updateMany({ where: { id: sessionId, userId, endedAt: null }, data: { endedAt: now } }),
    db.refreshToken.updateMany({ where: { sessionId, userId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
}

export async function storeRefreshToken(
  db: DbClient,
  data: { tokenHash: string; userId: number; sessionId: number; expiresAt: Date; enterpriseCompanyId: number | null; userAgent: string | null },
) {
  return db.refreshToken.create({ data, select: { id: true } });
}

export function findRefreshToken(db: DbClient, tokenHash: string) {
  return db.refreshToken.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, sessionId: true, expiresAt: true, revokedAt: true, enterpriseCompanyId: true },
  });
}

/** Marks a refresh token used, provided nobody else used it first (a race means reuse). */
export async function consumeRefreshToken(db: DbClient, id: number): Promise<boolean> {
  const { count } = await db.refreshToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  return count === 1;
}

export async function linkReplacement(db: DbClient, id: number, replacedById: number) {
  await db.refreshToken.update({ where: { id }, data: { replacedById } });
}

/** Ends every session of a user: refresh tokens revoked, access tokens invalid via the session version. */
export async function revokeAllSessions(db: DbClient, userId: number) {
  await db.$transaction([
    db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
    db.userSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: new Date() } }),
    db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
  ]);
}

export async function revokeRefreshToken(db: DbClient, tokenHash: string, userId: number) {
  await db.refreshToken.updateMany({ where: { tokenHash, userId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function recordResetRequest(db: DbClient, email: string, ip: string): Promise<bigint> {
  const row = await db.passwordResetRequest.create({ data: { email, ip }, select: { id: true } });
  return row.id;
}

/** Requests for one e-mail and from one address since a time, up to and including a given one. */
export async function countResetRequests(db: DbClient, request: { id: bigint; email: string; ip: string }, since: Date) {
  const upTo = { id: { lte: request.id }, createdAt: { gte: since } };
  const [byEmail, byAddress] = await Promise.all([
    db.passwordResetRequest.count({ where: { ...upTo, email: request.email } }),
    db.passwordResetRequest.count({ where: { ...upTo, ip: request.ip } }),
  ]);
  return { byEmail, byAddress };
}

export async function storeResetToken(db: DbClient, data: { tokenHash: string; userId: number; expiresAt: Date }) {
  await db.passwordResetToken.create({ data });
}

export function findUsableResetToken(db: DbClient, tokenHash: string, now: Date) {
  return db.passwordResetToken.findFirst({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { status: 'ACTIVE' } },
    select: { id: true, userId: true, user: { select: { email: true } } },
  });
}

/**
 * Sets the new password and uses up the token in one transaction. Returns false when the token
 * was used concurrently.
 */
export async function resetPasswordWithToken(db: DbClient, tokenId: number, userId: number, passwordHash: string) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: tokenId, usedAt: null }, data: { usedAt: new Date() } });
    if (count !== 1) return false;
    // Other outstanding reset links die with this one.
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    return true;
  });
}
