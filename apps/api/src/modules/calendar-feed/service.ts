import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_RANGE, type CalendarFeed } from '@trapline/contracts/calendar-feed';
import type { DbClient } from '@trapline/db/client';
import { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { occurrencesIn } from '../schedule/service.ts';
import { icalendar } from './ical.ts';

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (apiUrl: string, token: string) => new URL(`/api/calendar-feeds/${token}.ics`, apiUrl).toString();

/** The caller's feed address, or null before they made one. */
export async function getFeed(db: DbClient, scope: AccessScope, apiUrl: string): Promise<{ calendarFeed: CalendarFeed }> {
  const feed = await db.calendarFeed.findUnique({ where: { userId: scope.principal.userId } });
  return { calendarFeed: { url: feed ? feedUrl(apiUrl, feed.token) : null, createdAt: feed?.createdAt.toISOString() ?? null } };
}

/** Makes the caller's feed address, or replaces it: the previous address answers 404 from now on. */
export async function regenerateFeed(db: DbClient, scope: AccessScope, apiUrl: string): Promise<{ calendarFeed: CalendarFeed }> {
  const token = randomBytes(32).toString('base64url');
  const userId = scope.principal.userId;
  const feed = await db.calendarFeed.upsert({ where: { userId }, create: { userId, token }, update: { token, createdAt: new Date() } });
  return { calendarFeed: { url: feedUrl(apiUrl, feed.token), createdAt: feed.createdAt.toISOString() } };
}

/**
 * The iCalendar of a feed token: the occurrences of the places its user sees (as the schedule
 * screen shows them, for the user's role; events of every place, not only those assigned to
 * them), a month back and six ahead. An unknown token, or a user who is blocked, answers 404.
 */
export async function feedCalendar(db: DbClient, rawToken: string, webUrl: string, now = new Date()): Promise<string> {
  const token = rawToken.endsWith('.ics') ? rawToken.slice(0, -4) : rawToken;
  if (!TOKEN.test(token)) throw notFound();
  const feed = await db.calendarFeed.findUnique({
    where: { token },
    select: {
      user: { select: { id: true, uuid: true, role: true, status: true, companyId: true, name: true, surname: true, company: { select: { uuid: true } } } },
    },
  });
  if (!feed || feed.user.status !== 'ACTIVE') throw notFound();
  const { user } = feed;
  const scope = new AccessScope(
    { userId: user.id, userUuid: user.uuid, role: user.role, companyId: user.companyId, companyUuid: user.company.uuid, enterpriseRootCompanyId: null },
    db,
  );
  const from = new Date(now.getTime() - CALENDAR_FEED_RANGE.daysBack * DAY_MS);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + CALENDAR_FEED_RANGE.monthsAhead);
  const occurrences = await occurrencesIn(db, await scope.placeWhere(), from, to);
  return icalendar(occurrences, {
    name: `Trapline – ${user.name} ${user.surname}`,
    now,
    link: (o) => new URL(`/app/places/edit/${o.placeUuid}/schedule`, webUrl).toString(),
  });
}
