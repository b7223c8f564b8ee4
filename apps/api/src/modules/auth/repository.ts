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

export async function countRecentFailures(db: DbClient, since: Date, email: string, ip: string) {
  const [byEmail, byIp] = await Promise.all([
    db.loginAttempt.count({ where: { email, succeeded: false, createdAt: { gte: since } } }),
    db.loginAttempt.count({ where: { ip, succeeded: false, createdAt: { gte: since } } }),
  ]);
  return { byEmail, byIp };
}

export async function oldestRecentFailure(db: DbClient, since: Date, email: string) {
  const row = await db.loginAttempt.findFirst({
    where: { email, succeeded: false, createdAt: { gte: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}

export async function recordLoginAttempt(db: DbClient, email: string, ip: string, succeeded: boolean) {
  await db.loginAttempt.create({ data: { email, ip, succeeded } });
}

export async function markSignedIn(db: DbClient, userId: number) {
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
}

export async function storeRefreshToken(
  db: DbClient,
  data: { tokenHash: string; userId: number; expiresAt: Date; enterpriseCompanyId: number | null; userAgent: string | null },
) {
  return db.refreshToken.create({ data, select: { id: true } });
}

export function findRefreshToken(db: DbClient, tokenHash: string) {
  return db.refreshToken.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, expiresAt: true, revokedAt: true, enterpriseCompanyId: true },
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
    db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
  ]);
}

export async function revokeRefreshToken(db: DbClient, tokenHash: string, userId: number) {
  await db.refreshToken.updateMany({ where: { tokenHash, userId, revokedAt: null }, data: { revokedAt: new Date() } });
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
