import type { Notification } from '@trapline/contracts/notifications';
import { LATEST_NOTIFICATIONS_LIMIT } from '@trapline/contracts/notifications';
import type { DbClient, Prisma } from '@trapline/db/client';
import { sanitizeNotificationBody } from '@trapline/notifications/notify';
import { notificationPath, renderNotification } from '@trapline/notifications/templates';
import { pageRows } from '../../lib/paging.ts';

const SELECT = {
  uuid: true,
  isRead: true,
  createdAt: true,
  notificationKey: true,
  title: true,
  body: true,
  metadata: true,
  place: { select: { uuid: true, name: true } },
  device: { select: { uuid: true, uniqueId: true, place: { select: { uuid: true } } } },
  scheduleEvent: { select: { uuid: true, name: true, description: true } },
} satisfies Prisma.NotificationSelect;

type Row = Prisma.NotificationGetPayload<{ select: typeof SELECT }>;
interface Reader {
  language: string;
  timezone: string;
}

/**
 * A notification as its reader sees it: kinds with a template rendered in the reader's language
 * and time zone, naming the device and place by their current names (the stored ones when they
 * are gone); older notifications, stored without parameters, show their stored text.
 */
function toNotification(row: Row, reader: Reader): Notification {
  const metadata = (row.metadata ?? {}) as Notification['metadata'];
  const stored = (metadata.params ?? null) as Record<string, unknown> | null;
  const params = stored && { ...stored, ...(row.device ? { device: row.device.uniqueId } : {}), ...(row.place ? { place: row.place.name } : {}) };
  const rendered = renderNotification(row.notificationKey, params, { language: reader.language, timeZone: reader.timezone });
  const { device, ...rest } = row;
  return {
    ...rest,
    ...(rendered ? { title: rendered.title, body: sanitizeNotificationBody(rendered.html) } : {}),
    createdAt: row.createdAt.toISOString(),
    metadata,
    device: device && { uuid: device.uuid, uniqueId: device.uniqueId },
    link: notificationPath({ placeUuid: device?.place.uuid ?? row.place?.uuid, deviceUuid: device?.uuid, scheduleEvent: row.scheduleEvent !== null }),
  };
}

const readerOf = (db: DbClient, userId: number): Promise<Reader> =>
  db.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true, timezone: true } });

/** A user's notifications, newest first. Everything here is the caller's own: scoped by user id. */
export async function listNotifications(db: DbClient, userId: number, page: { page: number; limit: number }) {
  const [rows, count, reader] = await Promise.all([
    db.notification.findMany({ where: { userId }, select: SELECT, orderBy: { createdAt: 'desc' }, ...pageRows(page) }),
    db.notification.count({ where: { userId } }),
    readerOf(db, userId),
  ]);
  return { rows: rows.map((row) => toNotification(row, reader)), count };
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
