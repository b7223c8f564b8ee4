import type { DbClient, Prisma } from '@trapline/db/client';

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

export async function listCompanies(db: DbClient, where: Prisma.CompanyWhereInput, page: { skip: number; take: number }) {
  const [rows, count] = await Promise.all([
    db.company.findMany({ where, select: COMPANY_LIST_SELECT, orderBy: [{ parentCompanyId: { sort: 'asc', nulls: 'first' } }, { name: 'asc' }], skip: page.skip, take: page.take }),
    db.company.count({ where }),
  ]);
  return { rows, count };
}

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
        select: { ...COMPANY_LIST_SELECT, places: { select: { id: true, uuid: true, name: true, _count: { select: { devices: { where: { deletedAt: null } } } } }, orderBy: { name: 'asc' } } },
        orderBy: { name: 'asc' },
      },
    },
  });
}

export type CompanyDetailRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export function findParentCandidate(db: DbClient, uuid: string) {
  return db.company.findUnique({ where: { uuid }, select: { id: true, uuid: true, parentCompanyId: true, subCompanyLimit: true, _count: { select: { clients: true } } } });
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

export function recordAudit(db: DbClient, entry: { companyId: number | null; userId: number; action: string; entity: string; entityId: string; changes?: Prisma.InputJsonValue }) {
  return db.auditLog.create({ data: entry });
}
