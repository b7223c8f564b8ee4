import { z } from 'zod';
import { ZText } from './common.ts';

/**
 * The stop link of recommendation reminder e-mails (spec 3, section 9: 3 days before the due
 * date, on it, the day after, then every 7 days until done). The link opens a page of the web
 * app that shows what it stops; stopping is a POST, so a mail scanner that follows the link
 * changes nothing.
 */
export const ZReminderToken = ZText.min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid_token');
export const ZReminderTokenQuery = z.object({ token: ZReminderToken });
export const ZStopRemindersRequest = z.object({ token: ZReminderToken });

export const ZReminderLink = z.object({
  recommendation: z.object({
    uniqueId: z.number().int(),
    placeName: ZText,
    dueDate: ZText.describe('YYYY-MM-DD'),
  }),
  /** When the reminders of the recommendation were stopped; null while they go on. */
  remindersStoppedAt: z.iso.datetime().nullable(),
});
export type ReminderLink = z.infer<typeof ZReminderLink>;
