import type { FileStorage } from '@trapline/storage/file-storage';
import type { Dashboard, PlaceDashboard } from '@trapline/contracts/dashboard';
import type { DbClient, SqlPool } from '@trapline/db/client';
import { dashboardCounts } from './repository.ts';
import type { AccessScope } from '../../access/scope.ts';
import { scopedPlace } from '../../access/place.ts';
import { deviceTypeNames } from '../catalogue/local-names.ts';
import { occurrencesIn } from '../schedule/service.ts';
import { addDays, localDateOf, zonedToInstant } from '@trapline/schedule/zoned-time';

/**
 * Start and end of "today" in a time zone, as instants: the local midnights that begin today and
 * tomorrow (a day the clocks change is 23 or 25 hours long).
 */
export function dayBounds(timezone: string, now = new Date()): { start: Date; end: Date } {
  const today = localDateOf(now, timezone);
  return { start: zonedToInstant(today, '00:00', timezone), end: zonedToInstant(addDays(today, 1), '00:00', timezone) };
}

/**
 * The tiles of the dashboard, counted over the places the caller may see. Today's upcoming events
 * are the occurrences (recurring series expanded, exceptions applied) of the caller's day that
 * have not ended yet.
 */
export async function dashboard(sql: SqlPool, db: DbClient, scope: AccessScope, timezone: string, now = new Date()): Promise<Dashboard> {
  const { end } = dayBounds(timezone, now);
  const [counts, upcoming] = await Promise.all([
    dashboardCounts(sql, { ...(await scope.sqlFilter()), companyId: scope.principal.companyId }),
    occurrencesIn(db, await scope.placeWhere(), now, end),
  ]);
  return {
    electronicDevices: { alertCount: counts.alerts },
    schedule: { todayUpcomingEventsCount: upcoming.length },
    recommendations: { count: counts.recommendations, placesCount: counts.recommendationPlaces },
    company: { name: counts.companyName, usersCount: counts.users, clientsCount: counts.clients },
    places: { count: counts.places },
  };
}

const card = async (storage: FileStorage, c: { uuid: string; name: string; email: string; address: string; logoPath: string | null }, withContact = true) => ({
  uuid: c.uuid,
  name: c.name,
  email: withContact ? c.email : null,
  address: withContact ? c.address : null,
  logoUrl: c.logoPath ? await storage.signedUrl(c.logoPath) : null,
});

/** Widgets of one place: company cards and the charts' counts. */
export async function placeDashboard(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  placeKey: string,
  range: { from?: string | undefined; to?: string | undefined },
  language = 'pl',
): Promise<PlaceDashboard> {
  const scoped = await scopedPlace(db, scope, placeKey);
  const companySelect = { uuid: true, name: true, email: true, address: true, logoPath: true } as const;
  const place = await db.place.findUniqueOrThrow({
    where: { id: scoped.id },
    select: { id: true, company: { select: { ...companySelect, parent: { select: companySelect } } } },
  });
  const now = new Date();
  const from = range.from ? new Date(`${range.from}T00:00:00Z`) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0, 23, 59, 59));
  const to = range.to ? new Date(`${range.to}T23:59:59Z`) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 23, 59, 59));
  const inRange = { placeId: place.id, createdAt: { gte: from, lte: to } };
  const [byPriority, byStatus, byType, roles] = await Promise.all([
    db.recommendation.groupBy({ by: ['priority'], where: inRange, _count: { _all: true } }),
    db.recommendation.groupBy({ by: ['status'], where: inRange, _count: { _all: true } }),
    db.device.groupBy({ by: ['deviceTypeId'], where: { placeId: place.id, deletedAt: null }, _count: { _all: true } }),
    db.user.groupBy({ by: ['role'], where: { places: { some: { placeId: place.id } } }, _count: { _all: true } }),
  ]);
  const typeName = await deviceTypeNames(
    db,
    byType.map((r) => r.deviceTypeId),
    language,
  );
  const root = place.company.parent ?? place.company;
  // The client-facility user sees the securing company's contact, not its own parent's.
  const contact = scope.principal.role !== 'CLIENT';
  return {
    parentCompany: await card(storage, place.company, contact),
    rootCompany: await card(storage, root),
    recommendationsByPriority: byPriority.map((r) => ({ priority: r.priority, recommendationsCount: r._count._all })),
    recommendationsByStatus: byStatus.map((r) => ({ status: r.status, recommendationsCount: r._count._all })),
    deviceCountByDeviceType: byType
      .map((r) => ({ deviceTypeId: r.deviceTypeId, deviceTypeName: typeName.get(r.deviceTypeId) ?? '', deviceCount: r._count._all }))
      .sort((a, b) => b.deviceCount - a.deviceCount),
    userRoles: roles.map((r) => ({ role: r.role, usersCount: r._count._all })),
    recommendationsPeriod: { from: from.toISOString(), to: to.toISOString() },
  };
}
