import type { DbClient } from '@trapline/db/client';

/** Replaces any earlier pending change of the user (its link stops working). */
export async function storeEmailChange(db: DbClient, data: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date; requestedById: number }) {
  await db.emailChangeRequest.upsert({ where: { userId: data.userId }, create: data, update: { ...data, createdAt: new Date() } });
}

export async function cancelEmailChange(db: DbClient, userId: number) {
  await db.emailChangeRequest.deleteMany({ where: { userId } });
}

export function findPendingEmail(db: DbClient, userId: number, now: Date) {
  return db.emailChangeRequest.findFirst({ where: { userId, expiresAt: { gt: now } }, select: { newEmail: true } }).then((row) => row?.newEmail ?? null);
}

export function findUsableEmailChange(db: DbClient, tokenHash: string, now: Date) {
  return db.emailChangeRequest.findFirst({ where: { tokenHash, expiresAt: { gt: now } }, select: { id: true, userId: true, newEmail: true } });
}

/**
 * Makes the change and uses up its request in one transaction; outstanding password reset
 * links (sent to the old address) die with it. False when the request went meanwhile.
 */
export async function applyEmailChange(db: DbClient, request: { id: number; userId: number; newEmail: string }) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.emailChangeRequest.deleteMany({ where: { id: request.id } });
    if (count !== 1) return false;
    await tx.passwordResetToken.updateMany({ where: { userId: request.userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: request.userId }, data: { email: request.newEmail } });
    await tx.auditLog.create({
      data: {
        userId: request.userId,
        action: 'CONFIRM_EMAIL',
        entity: 'user',
        entityId: String(request.userId),
        changes: { after: { email: request.newEmail } },
      },
    });
    return true;
  });
}
