import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';

export const ZNotificationSettings = z.object({ notificationEmail: z.boolean(), notificationMobile: z.boolean() });
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

export const NOTIFICATION_KEYS = [
  'UPCOMING_INSPECTION',
  'UPCOMING_INTERVENTION',
  'UPCOMING_EVENT',
  'LORA_DEVICE_ALERT',
  'LORA_DEVICE_NO_SIGNAL',
  'RECOMMENDATION_CREATED',
  'RECOMMENDATION_DUE',
  'REPORT_READY',
  'OTHER',
  'PEST_LIMIT_EXCEEDED',
] as const;

export const ZNotification = z.object({
  uuid: z.uuid(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  notificationKey: z.enum(NOTIFICATION_KEYS),
  /** In the reader's language and time zone for kinds with a template; the stored text for older notifications. */
  title: ZText,
  body: ZText.describe("Sanitised HTML, in the reader's language and time zone where the kind has a template"),
  metadata: z.object({ eventDate: ZText.optional() }).catchall(z.unknown()),
  place: z.object({ uuid: z.uuid(), name: ZText }).nullable(),
  device: z.object({ uuid: z.uuid(), uniqueId: ZText }).nullable(),
  scheduleEvent: z.object({ uuid: z.uuid(), name: ZText, description: ZText.nullable() }).nullable(),
  /** Where the notification leads in the panel: its device, else its event's schedule, else its place; null when none. */
  link: ZText.nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ rows: z.array(ZNotification), count: z.number().int() });
export const ZNotificationListQuery = z.object({
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(100).default(20),
});
/** How many notifications the bell's dropdown shows. */
export const LATEST_NOTIFICATIONS_LIMIT = 10;
export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
export const ZClearNotificationsRequest = z.object({ notificationUuids: z.array(z.uuid()).min(1).max(500) });
export const ZClearNotificationsResponse = z.object({ updated: z.number().int() });
