import type { SqlPool } from '@trapline/db/client';

/**
 * Every tile of the dashboard in one prepared statement over the visible places (null: no
 * restriction of that kind). The dashboard is every user's first page.
 */
export async function dashboardCounts(sql: SqlPool, filter: { companyIds: number[] | null; placeIds: number[] | null; dayStart: Date; dayEnd: Date; companyId: number }) {
  const { rows } = await sql.query<{ alerts: number; events: number; recommendations: number; recommendationPlaces: number; places: number; companyName: string; users: number; clients: number }>({
    name: 'dashboard-counts',
    text: `WITH visible AS (
        SELECT id FROM places WHERE ($1::int[] IS NULL OR "companyId" = ANY($1)) AND ($2::int[] IS NULL OR id = ANY($2))),
      active AS (
        SELECT r."placeId" FROM recommendations r JOIN visible v ON v.id = r."placeId" WHERE r.status IN ('OPEN', 'IN_PROGRESS', 'WAITING'))
      SELECT
        (SELECT count(*) FROM devices d JOIN visible v ON v.id = d."placeId" WHERE d.detect AND d."deletedAt" IS NULL)::int AS alerts,
        (SELECT count(*) FROM schedule_events e JOIN visible v ON v.id = e."placeId" WHERE e."dateFrom" < $4 AND e."dateTo" >= $3)::int AS events,
        (SELECT count(*) FROM active)::int AS recommendations,
        (SELECT count(DISTINCT "placeId") FROM active)::int AS "recommendationPlaces",
        (SELECT count(*) FROM visible)::int AS places,
        (SELECT name FROM companies WHERE id = $5) AS "companyName",
        (SELECT count(*) FROM users u JOIN companies c ON c.id = u."companyId" WHERE c.id = $5 OR c."parentCompanyId" = $5)::int AS users,
        (SELECT count(*) FROM companies WHERE "parentCompanyId" = $5)::int AS clients`,
    values: [filter.companyIds, filter.placeIds, filter.dayStart, filter.dayEnd, filter.companyId],
  });
  return rows[0]!;
}
