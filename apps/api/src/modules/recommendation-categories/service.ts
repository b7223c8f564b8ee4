import type { CategoryListQuery, CategoryOption, CreateCategoryRequest, RecommendationCategory, UpdateCategoryRequest } from '@trapline/contracts/admin';
import type { DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { mergeTranslations, translationsOf } from '../catalogue/mappers.ts';
import * as repo from './repository.ts';

/** Recommendation categories (spec 3, sections 3.4 and 7): the super admin's alone; everyone reads the choices. */

function assertSuperAdmin(scope: AccessScope) {
  if (!scope.isSuperAdmin) throw forbidden();
}

const namesOnly = (json: unknown) =>
  Object.fromEntries(Object.entries(translationsOf(json)).map(([lang, entry]) => [lang, entry.name !== undefined ? { name: entry.name } : {}]));

function toCategory(row: repo.CategoryRow): RecommendationCategory {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    translations: namesOnly(row.translations),
    recommendationsCount: row._count.recommendations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function existing(db: DbClient, key: string) {
  const where = idOrUuidWhere(key);
  const row = where && (await repo.findCategory(db, where));
  if (!row) throw notFound();
  return row;
}

export async function listCategories(db: DbClient, scope: AccessScope, query: CategoryListQuery) {
  assertSuperAdmin(scope);
  const { rows, count } = await repo.listCategories(db, query);
  return { rows: rows.map(toCategory), count };
}

export async function categoryOptions(db: DbClient): Promise<CategoryOption[]> {
  const rows = await repo.categoryOptions(db);
  return rows.map((row) => ({ id: row.id, uuid: row.uuid, name: row.name, translations: namesOnly(row.translations) }));
}

export async function getCategory(db: DbClient, scope: AccessScope, key: string) {
  assertSuperAdmin(scope);
  return toCategory(await existing(db, key));
}

export async function createCategory(db: DbClient, scope: AccessScope, input: CreateCategoryRequest) {
  assertSuperAdmin(scope);
  return toCategory(await repo.createCategory(db, { name: input.name, translations: mergeTranslations({}, input.translations) }));
}

export async function updateCategory(db: DbClient, scope: AccessScope, key: string, input: UpdateCategoryRequest) {
  assertSuperAdmin(scope);
  const current = await existing(db, key);
  return toCategory(
    await repo.updateCategory(db, current.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.translations !== undefined ? { translations: mergeTranslations(current.translations, input.translations) } : {}),
    }),
  );
}

/** Refused with 409 recommendation_categories/in_use while recommendations use it (they would lose their category). */
export async function deleteCategory(db: DbClient, scope: AccessScope, key: string) {
  assertSuperAdmin(scope);
  const current = await existing(db, key);
  const used = await repo.deleteUnusedCategory(db, current.id);
  if (used > 0) throw new AppError('recommendation_categories/in_use', { details: { recommendations: used } });
}
