import type { DbClient } from '@trapline/db/client';
import type { Language } from '@trapline/contracts/common';

export async function updateAccount(db: DbClient, userId: number, data: { language: Language; timezone: string }) {
  await db.user.update({ where: { id: userId }, data, select: { id: true } });
}

export function findPasswordHash(db: DbClient, userId: number) {
  return db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
}

/** New password and a new session version in one write: every earlier token stops working. */
export async function replacePassword(db: DbClient, userId: number, passwordHash: string) {
  await db.$transaction([
    db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
    db.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
  ]);
}
