import { createHash } from 'node:crypto';
import type { ReminderLink } from '@trapline/contracts/recommendation-reminders';
import type { DbClient } from '@trapline/db/client';
import { notFound } from '../../lib/app-error.ts';

// The workers store the SHA-256 of each reminder round's token (recommendation-reminders.handler.ts).
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function recommendationOf(db: DbClient, token: string) {
  const reminder = await db.recommendationReminder.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { recommendation: { select: { id: true, uniqueId: true, dueDate: true, remindersStoppedAt: true, place: { select: { name: true } } } } },
  });
  if (!reminder) throw notFound();
  return reminder.recommendation;
}

const linkOf = (rec: Awaited<ReturnType<typeof recommendationOf>>): ReminderLink => ({
  recommendation: { uniqueId: rec.uniqueId, placeName: rec.place.name, dueDate: rec.dueDate.toISOString().slice(0, 10) },
  remindersStoppedAt: rec.remindersStoppedAt?.toISOString() ?? null,
});

/** What a stop link is about: the recommendation's number, place and due date, and whether reminders were stopped. */
export async function reminderLink(db: DbClient, token: string): Promise<ReminderLink> {
  return linkOf(await recommendationOf(db, token));
}

/** Stops the reminders of the link's recommendation (for every recipient); stopping twice keeps the first time. */
export async function stopReminders(db: DbClient, token: string): Promise<ReminderLink> {
  const rec = await recommendationOf(db, token);
  await db.recommendation.updateMany({ where: { id: rec.id, remindersStoppedAt: null }, data: { remindersStoppedAt: new Date() } });
  return linkOf(await recommendationOf(db, token));
}
