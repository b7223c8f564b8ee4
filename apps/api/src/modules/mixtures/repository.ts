import type { DbClient, Prisma } from '@trapline/db/client';
import { compareOrder, type OrderEntry } from '../../lib/ordering.ts';

export const MIXTURE_SELECT = {
  id: true,
  uuid: true,
  name: true,
  description: true,
  grammage: true,
  type: true,
  order: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.MixtureSelect;
export type MixtureRow = Prisma.MixtureGetPayload<{ select: typeof MIXTURE_SELECT }>;

/** Mixtures are product-wide: the super admin's, owned by no company. */
const GLOBAL = { companyId: null } as const;
const ORDER = [{ order: 'asc' }, { id: 'asc' }] satisfies Prisma.MixtureOrderByWithRelationInput[];

type Tx = Prisma.TransactionClient;

/**
 * Every change of the list's order (adding, deleting, reordering) runs in a transaction that
 * first takes this lock: two of them never interleave, so positions stay 1, 2, 3, … without
 * gaps or repeats whatever arrives at once. Reads are not blocked.
 */
const lockOrder = (tx: Tx) => tx.$executeRaw`LOCK TABLE mixtures IN SHARE ROW EXCLUSIVE MODE`;

export function listMixtures(db: DbClient | Tx) {
  return db.mixture.findMany({ where: GLOBAL, select: MIXTURE_SELECT, orderBy: ORDER });
}

export function findMixture(db: DbClient, where: { id: number } | { uuid: string }) {
  return db.mixture.findFirst({ where: { AND: [where, GLOBAL] }, select: MIXTURE_SELECT });
}

/** A new mixture goes to the end of the list. */
export function createMixture(
  db: DbClient,
  data: { name: string; description: string | null; grammage: number; type: 'BAIT'; translations: Prisma.InputJsonObject },
) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    const last = await tx.mixture.aggregate({ where: GLOBAL, _max: { order: true } });
    return tx.mixture.create({ data: { ...data, companyId: null, order: (last._max.order ?? 0) + 1 }, select: MIXTURE_SELECT });
  });
}

export function updateMixture(db: DbClient, id: number, data: Prisma.MixtureUpdateInput) {
  return db.mixture.update({ where: { id }, data, select: MIXTURE_SELECT });
}

/** Deletes a mixture and closes the gap it leaves. */
export function deleteMixture(db: DbClient, id: number) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    await tx.mixture.delete({ where: { id } });
    await renumber(
      tx,
      (await listMixtures(tx)).map((m) => m.id),
    );
  });
}

/** Gives the mixtures, listed in their new order, the positions 1, 2, 3, … (only those that move are written). */
async function renumber(tx: Tx, ids: number[]) {
  const current = new Map((await tx.mixture.findMany({ where: { id: { in: ids } }, select: { id: true, order: true } })).map((m) => [m.id, m.order]));
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index + 1) await tx.mixture.update({ where: { id }, data: { order: index + 1 } });
  }
}

/**
 * Applies a whole new order. Answers the ids of the current list that it leaves out and those it
 * names that do not exist: when either is non-empty nothing is written.
 */
export function setOrder(db: DbClient, entries: OrderEntry[]) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    const { missing, unknown, ordered } = compareOrder(
      (await listMixtures(tx)).map((m) => m.id),
      entries,
    );
    if (ordered) await renumber(tx, ordered);
    return { missing, unknown, mixtures: await listMixtures(tx) };
  });
}
