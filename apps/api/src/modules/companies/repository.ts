import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { containsPattern } from '../../lib/sql.ts';

const COUNTS = { select: { places: true, users: true, clients: true } } as const;

export const COMPANY_LIST_SELECT = {
  id: true,
  uuid: true,
  name: true,
  email: true,
  address: true,
  logoPath: true,
  subCompanyLimit: true,
  enterpriseId: true,
  parentCompanyId: true,
  parent: { select: { id: true, uuid: true, name: true } },
  _count: COUNTS,
} satisfies Prisma.CompanySelect;

export type CompanyListRow = Prisma.CompanyGetPayload<{ select: typeof COMPANY_LIST_SELECT }>;

/** Devices per company, counted in one grouped query for a page of companies. */
export async function deviceCounts(db: DbClient, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ companyId: number; count: bigint }>>`
    SELECT p."companyId", count(d.id) AS count FROM places p JOIN devices d ON d."placeId" = p.id AND d."deletedAt" IS NULL
    WHERE p."companyId" = ANY(${companyIds}) GROUP BY p."companyId"`;
  return new Map(rows.map((r) => [r.companyId, Number(r.count)]));
}

export function shortList(db: DbClient, where: Prisma.CompanyWhereInput) {
  return db.company.findMany({ where, select: { id: true, uuid: true, name: true, parent: { select: { uuid: true } } }, orderBy: { name: 'asc' } });
}

export function findCompany(db: DbClient, where: Prisma.CompanyWhereInput) {
  return db.company.findFirst({
    where,
    select: {
      ...COMPANY_LIST_SELECT,
      places: { select: { id: true, uuid: true, name: true, _count: { select: { devices: { where: { deletedAt: null } } } } }, orderBy: { name: 'asc' } },
      clients: {
        select: {
          ...COMPANY_LIST_SELECT,
          places: { select: { id: true, uuid: true, name: true, _count: { select: { devices: { where: { deletedAt: null } } } } }, orderBy: { name: 'asc' } },
        },
        orderBy: { name: 'asc' },
      },
    },
  });
}

export type CompanyDetailRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export function findParentCandidate(db: DbClient, uuid: string) {
  return db.company.findUnique({
    where: { uuid },
    select: { id: true, uuid: true, parentCompanyId: true, subCompanyLimit: true, _count: { select: { clients: true } } },
  });
}

export function isEnterpriseIdTaken(db: DbClient, enterpriseId: string, exceptId?: number) {
  return db.company.count({ where: { enterpriseId, ...(exceptId ? { id: { not: exceptId } } : {}) } }).then((n) => n > 0);
}

export function createCompany(db: DbClient, data: Prisma.CompanyUncheckedCreateInput) {
  return db.company.create({ data, select: { id: true } });
}

export function updateCompany(db: DbClient, id: number, data: Prisma.CompanyUncheckedUpdateInput) {
  return db.company.update({ where: { id }, data, select: { id: true } });
}

export async function dependents(db: DbClient, id: number) {
  const counts = await db.company.findUniqueOrThrow({ where: { id }, select: { _count: { select: { places: true, users: true, clients: true } } } });
  return counts._count;
}

export function deleteCompany(db: DbClient, id: number) {
  return db.company.delete({ where: { id } });
}

export function recordAudit(
  db: DbClient,
  entry: { companyId: number | null; userId: number; action: string; entity: string; entityId: string; changes?: Prisma.InputJsonValue },
) {
  return db.auditLog.create({ data: entry });
}

export interface CompanyListSqlRow {
  id: number;
  uuid: string;
  name: string;
  email: string;
  address: string;
  logoPath: string | null;
  subCompanyLimit: number | null;
  parentCompanyUuid: string | null;
  parentCompanyName: string | null;
  placesCount: number;
  devicesCount: number;
  usersCount: number;
  clientsCount: number;
  total: number;
}

/**
 * One page of the companies list with its counts in a single prepared statement: the list is
 * the super admin's daily view over hundreds of companies (budget: p95 under 50 ms).
 */
export async function listCompaniesWithCounts(sql: SqlPool, filter: { companyIds: number[] | null; search: string | null; limit: number; offset: number }) {
  const { rows } = await sql.query<CompanyListSqlRow>({
    name: 'companies-list',
    text: `WITH page AS (
        SELECT c.id, c.uuid, c.name, c.email, c.address, c."logoPath", c."subCompanyLimit", c."parentCompanyId", count(*) OVER () AS total
        FROM companies c
        WHERE ($1::int[] IS NULL OR c.id = ANY($1)) AND ($2::text IS NULL OR c.name ILIKE $2)
        ORDER BY c."parentCompanyId" NULLS FIRST, c.name, c.id
        LIMIT $3 OFFSET $4)
      SELECT p.id, p.uuid, p.name, p.email, p.address, p."logoPath", p."subCompanyLimit", parent.uuid AS "parentCompanyUuid", parent.name AS "parentCompanyName", p.total::int AS total,
        (SELECT count(*) FROM places pl WHERE pl."companyId" = p.id)::int AS "placesCount",
        (SELECT count(*) FROM users u WHERE u."companyId" = p.id)::int AS "usersCount",
        COALESCE(cc.n, 0) AS "clientsCount",
        (SELECT count(*) FROM devices d JOIN places pl ON pl.id = d."placeId" WHERE pl."companyId" = p.id AND d."deletedAt" IS NULL)::int AS "devicesCount"
      FROM page p LEFT JOIN companies parent ON parent.id = p."parentCompanyId"
      -- Client counts in one pass: per row, the planner scans the whole (small) companies table.
      LEFT JOIN (SELECT "parentCompanyId" AS id, count(*)::int AS n FROM companies WHERE "parentCompanyId" IS NOT NULL GROUP BY 1) cc ON cc.id = p.id
      ORDER BY p."parentCompanyId" NULLS FIRST, p.name, p.id`,
    values: [filter.companyIds, filter.search === null ? null : containsPattern(filter.search), filter.limit, filter.offset],
  });
  return rows;
}
