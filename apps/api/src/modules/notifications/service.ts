import type { Notification } from '@trapline/contracts/notifications';
import { LATEST_NOTIFICATIONS_LIMIT } from '@trapline/contracts/notifications';
import type { DbClient, Prisma } from '@trapline/db/client';

const SELECT = {
  uuid: true,
  isRead: true,
  createdAt: true,
  notificationKey: true,
  title: true,
  body: true,
  metadata: true,
  place: { select: { uuid: true, name: true } },
  device: { select: { uuid: true, uniqueId: true } },
  scheduleEvent: { select: { uuid: true, name: true, description: true } },
} satisfies Prisma.NotificationSelect;

function toNotification(row: Prisma.NotificationGetPayload<{ select: typeof SELECT }>): Notification {
  return { ...row, createdAt: row.createdAt.toISOString(), metadata: (row.metadata ?? {}) as Notification['metadata'] };
}

/** A user's notifications, newest first. Everything here is the caller's own: scoped by user id. */
export async function listNotifications(db: DbClient, userId: number, page: { page: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db.notification.findMany({ where: { userId }, select: SELECT, orderBy: { createdAt: 'desc' }, skip: (page.page - 1) * page.limit, take: page.limit }),
    db.notification.count({ where: { userId } }),
  ]);
  return { rows: rows.map(toNotification), count };
}

export function latestNotifications(db: DbClient, userId: number) {
  return listNotifications(db, userId, { page: 1, limit: LATEST_NOTIFICATIONS_LIMIT });
}

export async function unreadCount(db: DbClient, userId: number) {
  return { unreadCount: await db.notification.count({ where: { userId, isRead: false } }) };
}

/** Marks the caller's listed notifications read; uuids of other users' notifications are ignored. */
export async function markRead(db: DbClient, userId: number, uuids: string[]) {
  const { count } = await db.notification.updateMany({ where: { userId, uuid: { in: uuids }, isRead: false }, data: { isRead: true } });
  return { updated: count };
}

export function getSettings(db: DbClient, userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { notificationEmail: true, notificationMobile: true } });
}

export function updateSettings(db: DbClient, userId: number, settings: { notificationEmail: boolean; notificationMobile: boolean }) {
  return db.user.update({ where: { id: userId }, data: settings, select: { notificationEmail: true, notificationMobile: true } });
}
