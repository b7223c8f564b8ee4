import type { SqlPool } from '@trapline/db/client';

interface Counts {
  alerts: number;
  recommendations: number;
  recommendationPlaces: number;
  places: number;
  companyName: string;
  users: number;
  clients: number;
}

/**
 * The tiles both statements count alike, after the alerts: `places` is what counts as the visible
 * places, `company` the parameter holding the caller's company; `active` is the open
 * recommendations of those places.
 */
const tileColumns = (places: string, company: string) => `
        (SELECT count(*) FROM active)::int AS recommendations,
        (SELECT count(DISTINCT "placeId") FROM active)::int AS "recommendationPlaces",
        (SELECT count(*) FROM ${places})::int AS places,
        (SELECT name FROM companies WHERE id = ${company}) AS "companyName",
        (SELECT count(*) FROM users u JOIN companies c ON c.id = u."companyId" WHERE c.id = ${company} OR c."parentCompanyId" = ${company})::int AS users,
        (SELECT count(*) FROM companies WHERE "parentCompanyId" = ${company})::int AS clients`;

/**
 * Every tile of the dashboard in one prepared statement over the visible places (null: no
 * restriction of that kind). The dashboard is every user's first page.
 */
export async function dashboardCounts(sql: SqlPool, filter: { companyIds: number[] | null; placeIds: number[] | null; companyId: number }): Promise<Counts> {
  if (filter.companyIds === null && filter.placeIds === null) return allCounts(sql, filter);
  const { rows } = await sql.query<Counts>({
    name: 'dashboard-counts-v2',
    text: `WITH visible AS (
        SELECT id FROM places WHERE ($1::int[] IS NULL OR "companyId" = ANY($1)) AND ($2::int[] IS NULL OR id = ANY($2))),
      active AS (
        SELECT r."placeId" FROM recommendations r JOIN visible v ON v.id = r."placeId" WHERE r.status IN ('OPEN', 'IN_PROGRESS', 'WAITING'))
      SELECT
        (SELECT count(*) FROM devices d JOIN visible v ON v.id = d."placeId" WHERE d.detect AND d."deletedAt" IS NULL)::int AS alerts,${tileColumns('visible', '$3')}`,
    values: [filter.companyIds, filter.placeIds, filter.companyId],
  });
  return rows[0]!;
}

/**
 * The same tiles for an unrestricted super admin, counted straight from the tables: no list
 * of visible places to join (thousands of them) and plans made for exactly this shape.
 */
async function allCounts(sql: SqlPool, filter: { companyId: number }): Promise<Counts> {
  const { rows } = await sql.query<Counts>({
    name: 'dashboard-counts-all-v2',
    text: `WITH active AS (SELECT "placeId" FROM recommendations WHERE status IN ('OPEN', 'IN_PROGRESS', 'WAITING'))
      SELECT
        (SELECT count(*) FROM devices WHERE detect AND "deletedAt" IS NULL)::int AS alerts,${tileColumns('places', '$1')}`,
    values: [filter.companyId],
  });
  return rows[0]!;
}
