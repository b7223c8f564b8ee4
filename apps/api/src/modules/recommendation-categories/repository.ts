import type { DbClient, Prisma } from '@trapline/db/client';
import { textContains } from '../../lib/sql.ts';
import { pageRows } from '../../lib/paging.ts';

export const CATEGORY_SELECT = {
  id: true,
  uuid: true,
  name: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { recommendations: true } },
} satisfies Prisma.RecommendationCategorySelect;
export type CategoryRow = Prisma.RecommendationCategoryGetPayload<{ select: typeof CATEGORY_SELECT }>;

/** Categories are product-wide: the super admin's, owned by no company. */
const GLOBAL = { companyId: null } as const;

export async function listCategories(db: DbClient, filter: { search?: string | undefined; page: number; limit: number }) {
  const where: Prisma.RecommendationCategoryWhereInput = { ...GLOBAL, ...(filter.search ? { name: textContains(filter.search) } : {}) };
  const [rows, count] = await db.$transaction([
    db.recommendationCategory.findMany({
      where,
      select: CATEGORY_SELECT,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      ...pageRows(filter),
    }),
    db.recommendationCategory.count({ where }),
  ]);
  return { rows, count };
}

/** Every category, by name: the choices of the recommendation screens. */
export function categoryOptions(db: DbClient) {
  return db.recommendationCategory.findMany({
    where: GLOBAL,
    select: { id: true, uuid: true, name: true, translations: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

export function findCategory(db: DbClient, where: { id: number } | { uuid: string }) {
  return db.recommendationCategory.findFirst({ where: { AND: [where, GLOBAL] }, select: CATEGORY_SELECT });
}

export function createCategory(db: DbClient, data: { name: string; translations: Prisma.InputJsonObject }) {
  return db.recommendationCategory.create({ data: { ...data, companyId: null }, select: CATEGORY_SELECT });
}

export function updateCategory(db: DbClient, id: number, data: { name?: string; translations?: Prisma.InputJsonObject }) {
  return db.recommendationCategory.update({ where: { id }, data, select: CATEGORY_SELECT });
}

/**
 * Deletes a category no recommendation uses. The check and the delete share one transaction
 * holding the category's row lock, so a recommendation filed under it meanwhile (its foreign key
 * takes a share lock on the row) either waits for the delete or makes the check see it.
 * Answers how many recommendations use it: 0 when it was deleted.
 */
export async function deleteUnusedCategory(db: DbClient, id: number): Promise<number> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM recommendation_categories WHERE id = ${id} FOR UPDATE`;
    const used = await tx.recommendation.count({ where: { recommendationCategoryId: id } });
    if (used === 0) await tx.recommendationCategory.delete({ where: { id } });
    return used;
  });
}
