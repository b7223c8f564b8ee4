import type { DbClient, Prisma } from '@trapline/db/client';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueEmailInTransaction } from '../mail/outbox.ts';
import { invitationEmail, type Lang } from './emails.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
/** Invitations (the first included) one user may be sent within INVITATION_LIMIT_WINDOW_MS. */
export const INVITATIONS_PER_WINDOW = 3;
export const INVITATION_LIMIT_WINDOW_MS = 3600_000;

export interface Invitee {
  id: number;
  email: string;
  name: string;
  language: 'PL' | 'EN' | 'DE' | 'IT' | 'RU';
  company: { name: string };
}

/**
 * Issues an invitation inside the caller's transaction: the user's earlier links stop working,
 * a new single-use link (stored hashed) is made, and its e-mail in the user's language is
 * queued, so nothing is sent unless the change commits.
 */
export async function issueInvitation(tx: Prisma.TransactionClient, config: Pick<ApiConfig, 'PUBLIC_WEB_URL'>, user: Invitee) {
  const now = new Date();
  await tx.userInvitation.updateMany({ where: { userId: user.id, usedAt: null, replacedAt: null }, data: { replacedAt: now } });
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  await tx.userInvitation.create({ data: { tokenHash: hashToken(token), userId: user.id, expiresAt, createdAt: now } });
  const link = new URL('/auth/reset-password', config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  const language = user.language.toLowerCase() as Lang;
  // The set-password screen opens in the user's language.
  link.searchParams.set('lang', language);
  await queueEmailInTransaction(
    tx,
    invitationEmail(user.email, { name: user.name, company: user.company.name }, link.toString(), INVITATION_TTL_DAYS, language),
  );
}

/**
 * Refuses another invitation when the user was sent INVITATIONS_PER_WINDOW within the window
 * (429 with the seconds until the oldest of them leaves it).
 */
export async function checkInvitationLimit(db: Prisma.TransactionClient, userId: number) {
  const since = new Date(Date.now() - INVITATION_LIMIT_WINDOW_MS);
  const recent = await db.userInvitation.findMany({ where: { userId, createdAt: { gt: since } }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
  if (recent.length < INVITATIONS_PER_WINDOW) return;
  const oldest = recent[recent.length - INVITATIONS_PER_WINDOW]!.createdAt.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + INVITATION_LIMIT_WINDOW_MS - Date.now()) / 1000));
  throw new AppError('user/invitation_limit_reached', { headers: { 'retry-after': String(retryAfter) }, details: { retryAfterSeconds: retryAfter } });
}

/** The latest invitation of each user still waiting for them: not used, and they have never signed in. */
export async function pendingInvitations(db: DbClient, userIds: number[]): Promise<Map<number, { sentAt: string; expiresAt: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.userInvitation.findMany({
    where: { userId: { in: userIds }, replacedAt: null, user: { lastLoginAt: null } },
    orderBy: { createdAt: 'asc' },
    select: { userId: true, usedAt: true, createdAt: true, expiresAt: true },
  });
  const latest = new Map<number, { sentAt: string; expiresAt: string }>();
  for (const row of rows) {
    if (row.usedAt) latest.delete(row.userId);
    else latest.set(row.userId, { sentAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() });
  }
  return latest;
}

/**
 * The invitation a token belongs to, for the set-password screen: null when the token is no
 * invitation at all; otherwise usable, or refused with why (expired, or used or replaced).
 */
export async function findInvitation(db: DbClient, token: string, now = new Date()) {
  const row = await db.userInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, expiresAt: true, usedAt: true, replacedAt: true, user: { select: { email: true, status: true } } },
  });
  if (!row) return null;
  if (row.usedAt || row.replacedAt) throw new AppError('auth/invitation_used');
  if (row.expiresAt <= now) throw new AppError('auth/invitation_expired');
  if (row.user.status !== 'ACTIVE') throw new AppError('auth/invitation_used');
  return row;
}

/**
 * Sets the first password and uses up the invitation in one transaction; the user's other
 * invitation and reset links die with it. False when the link was used concurrently.
 */
export async function acceptInvitation(db: DbClient, invitationId: number, userId: number, passwordHash: string) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.userInvitation.updateMany({ where: { id: invitationId, usedAt: null, replacedAt: null }, data: { usedAt: now } });
    if (count !== 1) return false;
    await tx.userInvitation.updateMany({ where: { userId, usedAt: null, replacedAt: null }, data: { replacedAt: now } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    return true;
  });
}
