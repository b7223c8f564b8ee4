// Shared by the API and the LoRa bridge: every product event that tells users something goes through here.
// The notification service other modules call: it stores a notification for each recipient
// and, for those who want e-mail, queues one in the outbox (delivered by the workers).
import { PRODUCT_NAME_TOKEN } from '@trapline/db/product-settings';
import sanitizeHtml from 'sanitize-html';
import type { DbClient, NotificationKey, Prisma } from '@trapline/db/client';
import { notificationPath, renderNotification, type NotificationParamsByKey, type TemplatedKey } from './templates.ts';

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

/** A notification with fixed text (kinds without a template). */
interface FixedText {
  title: string;
  /** HTML; sanitised before it is stored or sent. */
  body: string;
  params?: undefined;
}

/** A notification rendered for each recipient from its kind's template (templates.ts). */
interface Templated<K extends TemplatedKey> {
  key: K;
  params: NotificationParamsByKey[K];
  title?: undefined;
  body?: undefined;
}

interface Common {
  userIds: number[];
  placeId?: number;
  deviceId?: number;
  scheduleEventId?: number;
  metadata?: Prisma.InputJsonObject;
  /**
   * Set by scheduled senders: a recipient who already has a notification with this key is left
   * out (no second notification, no second e-mail).
   */
  dedupeKey?: string;
  /** false: the bell only, no e-mail (a notice about e-mail that failed must not queue more of it). */
  email?: boolean;
  /** The uuids of the place and device, when the caller has them (spares a lookup on the alert path). */
  about?: { placeUuid: string | null; deviceUuid: string | null };
}

export type NotifyRequest = Common & ((FixedText & { key: NotificationKey }) | { [K in TemplatedKey]: Templated<K> }[TemplatedKey]);

let publicWebUrl: string | null = null;

/** The panel's public address, for the links in notification e-mails; set once at start by each process that notifies. */
export function setNotificationWebUrl(url: string | null | undefined) {
  publicWebUrl = url || null;
}

/** The panel's public address set by setNotificationWebUrl, for other links in e-mails. */
export function notificationWebUrl(): string | null {
  return publicWebUrl;
}

/** The uuids a notification's link is made of: the device's place wins over the given place. */
async function aboutOf(
  db: DbClient | Prisma.TransactionClient,
  placeId: number | undefined,
  deviceId: number | undefined,
): Promise<{ placeUuid: string | null; deviceUuid: string | null }> {
  if (!placeId && !deviceId) return { placeUuid: null, deviceUuid: null };
  const [row] = await db.$queryRaw<Array<{ placeUuid: string | null; deviceUuid: string | null }>>`
    SELECT coalesce(dp.uuid, p.uuid)::text AS "placeUuid", d.uuid::text AS "deviceUuid"
    FROM (SELECT 1) one
    LEFT JOIN places p ON p.id = ${placeId ?? null}::int
    LEFT JOIN devices d ON d.id = ${deviceId ?? null}::int
    LEFT JOIN places dp ON dp.id = d."placeId"`;
  return row ?? { placeUuid: null, deviceUuid: null };
}

const plainText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });

/**
 * Stores a notification for each active recipient and queues e-mails for those who want them.
 * A templated notification is written in each recipient's language and time zone, and keeps its
 * parameters (metadata.params) so the bell renders it again in the reader's current language.
 */
export async function notifyUsers(db: DbClient | Prisma.TransactionClient, request: NotifyRequest): Promise<{ notified: number; emailed: number }> {
  const userIds = [...new Set(request.userIds)];
  if (userIds.length === 0) return { notified: 0, emailed: 0 };
  const notAlready = request.dedupeKey === undefined ? {} : { notifications: { none: { dedupeKey: request.dedupeKey } } };
  const [recipients, about] = await Promise.all([
    db.user.findMany({
      where: { id: { in: userIds }, status: 'ACTIVE', ...notAlready },
      select: { id: true, email: true, notificationEmail: true, language: true, timezone: true },
    }),
    request.about ?? aboutOf(db, request.placeId, request.deviceId),
  ]);
  const path = notificationPath({ ...about, scheduleEvent: request.scheduleEventId !== undefined });
  const link = path && publicWebUrl ? new URL(path, publicWebUrl).toString() : null;

  const textFor = (user: { language: string; timezone: string }, withLink: boolean) => {
    if (request.params === undefined) {
      const body = sanitizeNotificationBody(request.body);
      return { title: plainText(request.title), body, text: plainText(body) };
    }
    const rendered = renderNotification(request.key, request.params, { language: user.language, timeZone: user.timezone, link: withLink ? link : null }) ?? {
      title: request.key,
      html: '',
      text: '',
    };
    return { title: rendered.title, body: sanitizeNotificationBody(rendered.html), text: rendered.text };
  };
  const metadata: Prisma.InputJsonObject = {
    ...request.metadata,
    ...(request.params !== undefined ? { params: request.params as unknown as Prisma.InputJsonObject } : {}),
  };
  const emailed = request.email === false ? [] : recipients.filter((r) => r.notificationEmail);
  const writes = [
    db.notification.createMany({
      data: recipients.map((r) => {
        const { title, body } = textFor(r, false);
        return {
          userId: r.id,
          notificationKey: request.key,
          title,
          body,
          placeId: request.placeId ?? null,
          deviceId: request.deviceId ?? null,
          scheduleEventId: request.scheduleEventId ?? null,
          dedupeKey: request.dedupeKey ?? null,
          metadata,
        };
      }),
    }),
    db.emailMessage.createMany({
      data: emailed.map((r) => {
        const { title, body, text } = textFor(r, true);
        return { to: r.email, subject: `${PRODUCT_NAME_TOKEN}: ${title}`, html: body, text };
      }),
    }),
    db.$executeRaw`SELECT pg_notify('email_outbox', '')`,
  ];
  // In a caller's transaction (a limit breach found while records are stored) the writes join it;
  // otherwise they are one transaction of their own. Each is sent when awaited, one at a time.
  if ('$transaction' in db) await db.$transaction(writes);
  else for (const write of writes) await write;
  return { notified: recipients.length, emailed: emailed.length };
}
