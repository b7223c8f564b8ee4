import type { DbClient, Prisma } from '@trapline/db/client';
import type { upcomingScheduleNotices } from '@trapline/jobs/definitions/upcoming-schedule-notices';
import { notifyUsers } from '@trapline/notifications/notify';
import { expandEvent, type OccurrenceException } from '@trapline/schedule/recurrence';
import { exceptionsOfStored, STORED_TIMING_SELECT, timingOfStored as timingOf } from '@trapline/schedule/stored-event';
import { addDays, localDateOf, zonedToInstant } from '@trapline/schedule/zoned-time';
import type { JobHandler } from '../engine/job-handler.ts';

/** The wall-clock hour of the day before from which an occurrence is announced, in its schedule's zone. */
export const NOTICE_TIME = '07:00';
const DAY_MS = 24 * 3600_000;

const eventSelect = {
  id: true,
  uuid: true,
  name: true,
  type: true,
  placeId: true,
  ...STORED_TIMING_SELECT,
  place: { select: { name: true, users: { select: { userId: true } } } },
  users: { select: { userId: true } },
  exceptions: true,
} satisfies Prisma.ScheduleEventSelect;
type EventRow = Prisma.ScheduleEventGetPayload<{ select: typeof eventSelect }>;
type Override = { name: string | null; type: EventRow['type'] | null };

function exceptionsOf(row: EventRow): Array<OccurrenceException<Override>> {
  return exceptionsOfStored(row.exceptions, (exception) => ({ name: exception.name, type: exception.type }));
}

const keyOf = (type: EventRow['type']): 'UPCOMING_INSPECTION' | 'UPCOMING_INTERVENTION' | 'UPCOMING_EVENT' =>
  type === 'INSPECTION' ? 'UPCOMING_INSPECTION' : type === 'INTERVENTION' ? 'UPCOMING_INTERVENTION' : 'UPCOMING_EVENT';

/**
 * Announces every occurrence whose notice is due at `now`: `now` is on the day before its start
 * in the schedule's zone, from 07:00 on. Recipients are the users of the
 * place and the users the event names; each gets a notification, and an e-mail when their
 * e-mail option is on. A schedule_reminders row claims the occurrence in the transaction that
 * notifies, so a later run, or another workers process running at the same time, sends nothing.
 */
export async function sendUpcomingNotices(db: DbClient, now = new Date()): Promise<{ occurrences: number; notified: number; emailed: number }> {
  // Occurrences that start within the next two days (the notice opens at most ~41 hours ahead).
  const until = new Date(now.getTime() + 2 * DAY_MS);
  const from = new Date(now.getTime() - 2 * DAY_MS);
  const rows = await db.scheduleEvent.findMany({
    where: {
      dateFrom: { lte: until },
      OR: [
        { periodical: false, dateTo: { gte: from } },
        { periodical: true, OR: [{ periodicityEndDate: null }, { periodicityEndDate: { gte: from } }] },
        { exceptions: { some: { dateFrom: { gte: from, lte: until } } } },
      ],
    },
    select: eventSelect,
  });
  let occurrences = 0;
  let notified = 0;
  let emailed = 0;
  for (const row of rows) {
    for (const occurrence of expandEvent(timingOf(row), exceptionsOf(row), now, until)) {
      if (occurrence.start <= now) continue;
      if (now < zonedToInstant(addDays(occurrence.dateFrom, -1), NOTICE_TIME, row.timeZone)) continue;
      // The notice says "tomorrow": on the occurrence's own day (workers down the day before, or an
      // event added for today) it would be wrong, and the day's events are on the dashboard.
      if (localDateOf(now, row.timeZone) >= occurrence.dateFrom) continue;
      const userIds = [...new Set([...row.place.users.map((u) => u.userId), ...row.users.map((u) => u.userId)])];
      const name = occurrence.override?.name ?? row.name;
      const type = occurrence.override?.type ?? row.type;
      const sent = await db.$transaction(async (tx) => {
        const claimed = await tx.$executeRaw`
          INSERT INTO schedule_reminders ("scheduleEventId", "occurrenceDate", recipients)
          VALUES (${row.id}, ${occurrence.occurrenceDate}::date, ${userIds.length})
          ON CONFLICT DO NOTHING`;
        if (claimed === 0) return null;
        return notifyUsers(tx, {
          key: keyOf(type),
          params: { event: name, place: row.place.name, date: occurrence.dateFrom, timeFrom: occurrence.timeFrom, timeTo: occurrence.timeTo },
          userIds,
          placeId: row.placeId,
          scheduleEventId: row.id,
          metadata: { eventDate: occurrence.dateFrom, occurrenceDate: occurrence.occurrenceDate },
          dedupeKey: `${keyOf(type)}:${row.uuid}:${occurrence.occurrenceDate}`,
        });
      });
      if (!sent) continue;
      occurrences += 1;
      notified += sent.notified;
      emailed += sent.emailed;
    }
  }
  return { occurrences, notified, emailed };
}

const handle: JobHandler<typeof upcomingScheduleNotices> = async (_payload, { db, log }) => {
  const result = await sendUpcomingNotices(db);
  if (result.occurrences > 0) log.info(result, 'upcoming schedule occurrences announced');
  return result;
};
export default handle;
