import type { DbClient } from '@trapline/db/client';
import type { Language } from '@trapline/contracts/common';

const ACCOUNT = {
  id: true,
  uuid: true,
  name: true,
  surname: true,
  email: true,
  language: true,
  timezone: true,
  role: true,
  status: true,
  notificationEmail: true,
  notificationMobile: true,
  company: { select: { id: true, uuid: true, name: true, enterpriseId: true, parent: { select: { uuid: true, enterpriseId: true } } } },
} as const;

export function findAccount(db: DbClient, userId: number) {
  return db.user.findUnique({ where: { id: userId }, select: ACCOUNT });
}

export function updateAccount(db: DbClient, userId: number, data: { language: Language; timezone: string }) {
  return db.user.update({ where: { id: userId }, data, select: ACCOUNT });
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

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
