import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { companyTreeWhere } from '../../access/company-tree.ts';
import { containsPattern } from '../../lib/sql.ts';

export const USER_SELECT = {
  id: true,
  uuid: true,
  name: true,
  surname: true,
  email: true,
  language: true,
  role: true,
  status: true,
  companyId: true,
  createdAt: true,
  lastLoginAt: true,
  company: { select: { id: true, uuid: true, name: true } },
  places: { select: { place: { select: { uuid: true } } } },
} satisfies Prisma.UserSelect;

export type UserRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;

export function findUser(db: DbClient, where: Prisma.UserWhereInput) {
  return db.user.findFirst({ where, select: USER_SELECT });
}

export function emailTaken(db: DbClient, email: string, exceptId?: number) {
  return db.user.count({ where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) } }).then((n) => n > 0);
}

/** Users of a company tree (a root company and its clients). */
export function countUsersInTree(db: DbClient | Prisma.TransactionClient, rootId: number) {
  return db.user.count({ where: { company: companyTreeWhere(rootId) } });
}

/** Place ids for uuids, limited to places of the given companies. */
export async function placeIdsIn(db: DbClient, uuids: string[], companyIds: number[]) {
  const rows = await db.place.findMany({ where: { uuid: { in: uuids }, companyId: { in: companyIds } }, select: { id: true } });
  return rows.map((r) => r.id);
}

export interface UserListSqlRow {
  id: number;
  uuid: string;
  name: string;
  surname: string;
  email: string;
  role: UserRow['role'];
  status: UserRow['status'];
  createdAt: Date;
  lastLoginAt: Date | null;
  companyId: number;
  companyUuid: string;
  companyName: string;
  places: string[];
}

/**
 * One page of users with their company and place uuids, and the total, as two prepared
 * statements run side by side: the page walks the (surname, name) index and stops at the
 * limit, which a single query with a window count could not.
 */
export async function listUsers(
  sql: SqlPool,
  filter: { companyIds: number[] | null; companyUuid: string | null; search: string | null; limit: number; offset: number },
) {
  // Only the filters in use go into the statement: "$1 IS NULL OR ..." would keep PostgreSQL's
  // cached plan from walking the index. Each shape is its own prepared statement.
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (condition: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(values.length));
  };
  if (filter.companyIds !== null) add((n) => `u."companyId" = ANY($${n})`, filter.companyIds);
  if (filter.companyUuid !== null) add((n) => `u."companyId" = (SELECT id FROM companies WHERE uuid = $${n})`, filter.companyUuid);
  if (filter.search !== null) add((n) => `(u.name ILIKE $${n} OR u.surname ILIKE $${n} OR u.email ILIKE $${n})`, containsPattern(filter.search));
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const shape = `${filter.companyIds === null ? 0 : 1}${filter.companyUuid === null ? 0 : 1}${filter.search === null ? 0 : 1}`;
  const [page, total] = await Promise.all([
    sql.query<UserListSqlRow>({
      name: `users-page-${shape}`,
      text: `SELECT u.id, u.uuid, u.name, u.surname, u.email, u.role, u.status, u."createdAt", u."lastLoginAt", u."companyId",
          c.uuid AS "companyUuid", c.name AS "companyName",
          COALESCE((SELECT array_agg(pl.uuid::text ORDER BY pl.name) FROM place_users pu JOIN places pl ON pl.id = pu."placeId" WHERE pu."userId" = u.id), '{}') AS places
        FROM (SELECT * FROM users u ${where} ORDER BY u.surname, u.name, u.id LIMIT $${values.length + 1} OFFSET $${values.length + 2}) u
        JOIN companies c ON c.id = u."companyId"
        ORDER BY u.surname, u.name, u.id`,
      values: [...values, filter.limit, filter.offset],
    }),
    sql.query<{ total: number }>({ name: `users-count-${shape}`, text: `SELECT count(*)::int AS total FROM users u ${where}`, values }),
  ]);
  return { rows: page.rows, count: total.rows[0]?.total ?? 0 };
}
