import type { DbClient, Prisma } from '@trapline/db/client';

export const USER_SELECT = {
  id: true,
  uuid: true,
  name: true,
  surname: true,
  email: true,
  role: true,
  status: true,
  companyId: true,
  createdAt: true,
  lastLoginAt: true,
  company: { select: { id: true, uuid: true, name: true } },
  places: { select: { place: { select: { uuid: true } } } },
} satisfies Prisma.UserSelect;

export type UserRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;

export async function listUsers(db: DbClient, where: Prisma.UserWhereInput, page: { skip: number; take: number }) {
  const [rows, count] = await Promise.all([
    db.user.findMany({ where, select: USER_SELECT, orderBy: [{ surname: 'asc' }, { name: 'asc' }], skip: page.skip, take: page.take }),
    db.user.count({ where }),
  ]);
  return { rows, count };
}

export function findUser(db: DbClient, where: Prisma.UserWhereInput) {
  return db.user.findFirst({ where, select: USER_SELECT });
}

export function emailTaken(db: DbClient, email: string, exceptId?: number) {
  return db.user.count({ where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) } }).then((n) => n > 0);
}

/** Root company of a company (itself when it has no parent). */
export async function rootCompanyId(db: DbClient, companyId: number): Promise<number> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { parentCompanyId: true } });
  return company.parentCompanyId ?? companyId;
}

/** The active subscription of a root company, if any (not expired). */
export function activeSubscription(db: DbClient, rootId: number, today: Date) {
  return db.subscription.findFirst({
    where: { companyId: rootId, active: true, OR: [{ validUntil: null }, { validUntil: { gte: today } }] },
    select: { usersLimit: true, devicesLimit: true },
  });
}

/** Users of a company tree (a root company and its clients). */
export function countUsersInTree(db: DbClient, rootId: number) {
  return db.user.count({ where: { OR: [{ companyId: rootId }, { company: { parentCompanyId: rootId } }] } });
}

/** Place ids for uuids, limited to places of the given companies. */
export async function placeIdsIn(db: DbClient, uuids: string[], companyIds: number[]) {
  const rows = await db.place.findMany({ where: { uuid: { in: uuids }, companyId: { in: companyIds } }, select: { id: true } });
  return rows.map((r) => r.id);
}
