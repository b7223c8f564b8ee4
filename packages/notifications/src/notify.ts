// Shared by the API and the LoRa bridge: every product event that tells users something goes through here.
// The notification service other modules call: it stores a notification for each recipient
// and, for those who want e-mail, queues one in the outbox (delivered by the workers).
import sanitizeHtml from 'sanitize-html';
import type { DbClient, NotificationKey, Prisma } from '@trapline/db/client';

/** Tags a notification body may keep; everything else (scripts, handlers, styles) is removed. */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeNotificationBody(html: string): string {
  return sanitizeHtml(html, SAFE_HTML);
}

export interface NotifyRequest {
  userIds: number[];
  key: NotificationKey;
  title: string;
  /** HTML; sanitised before it is stored or sent. */
  body: string;
  placeId?: number;
  deviceId?: number;
  scheduleEventId?: number;
  metadata?: Prisma.InputJsonValue;
}

export async function notifyUsers(db: DbClient, request: NotifyRequest): Promise<{ notified: number; emailed: number }> {
  const userIds = [...new Set(request.userIds)];
  if (userIds.length === 0) return { notified: 0, emailed: 0 };
  const body = sanitizeNotificationBody(request.body);
  const title = sanitizeHtml(request.title, { allowedTags: [], allowedAttributes: {} });
  const recipients = await db.user.findMany({ where: { id: { in: userIds }, status: 'ACTIVE' }, select: { id: true, email: true, notificationEmail: true } });
  const emailed = recipients.filter((r) => r.notificationEmail);
  await db.$transaction([
    db.notification.createMany({
      data: recipients.map((r) => ({
        userId: r.id,
        notificationKey: request.key,
        title,
        body,
        placeId: request.placeId ?? null,
        deviceId: request.deviceId ?? null,
        scheduleEventId: request.scheduleEventId ?? null,
        metadata: request.metadata ?? {},
      })),
    }),
    db.emailMessage.createMany({ data: emailed.map((r) => ({ to: r.email, subject: `Trapline: ${title}`, html: body, text: sanitizeHtml(body, { allowedTags: [], allowedAttributes: {} }) })) }),
    db.$executeRaw`SELECT pg_notify('email_outbox', '')`,
  ]);
  return { notified: recipients.length, emailed: emailed.length };
}
