import type { DbClient, Prisma } from '@trapline/db/client';
import { textContains } from '../../lib/sql.ts';
import { inScope } from '../../access/scoped.ts';

/** Prisma queries of place files, company files and their categories; rules live in the services. */

const CATEGORY_SELECT = { id: true, uuid: true, name: true, description: true, createdAt: true, _count: { select: { files: true } } } as const;
export type CategoryRow = { id: number; uuid: string; name: string; description: string | null; createdAt: Date; _count: { files: number } };

const USER_SELECT = { select: { id: true, name: true, surname: true } } as const;

export const PLACE_FILE_SELECT = {
  id: true,
  uuid: true,
  name: true,
  note: true,
  fileCategoryId: true,
  category: { select: { id: true, name: true } },
  user: USER_SELECT,
  userId: true,
  filePath: true,
  contentType: true,
  size: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PlaceFileSelect;
export type PlaceFileRow = Prisma.PlaceFileGetPayload<{ select: typeof PLACE_FILE_SELECT }>;

export const COMPANY_FILE_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  name: true,
  description: true,
  validUntil: true,
  categoryId: true,
  category: { select: { id: true, name: true } },
  user: USER_SELECT,
  filePath: true,
  contentType: true,
  size: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CompanyFileSelect;
export type CompanyFileRow = Prisma.CompanyFileGetPayload<{ select: typeof COMPANY_FILE_SELECT }>;

export interface ListFilter {
  categoryId?: number | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

const ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
/** Part of the name, case-insensitive. */
const nameContains = (search: string | undefined) => (search ? { name: textContains(search) } : null);

// ───────────────────────────── place ─────────────────────────────

/** The company whose files a place shows: its client company's parent, or its own company. */
export async function servicingCompanyOfPlace(db: DbClient, placeCompanyId: number) {
  const company = await db.company.findUniqueOrThrow({
    where: { id: placeCompanyId },
    select: { id: true, uuid: true, name: true, parent: { select: { id: true, uuid: true, name: true } } },
  });
  return company.parent ?? { id: company.id, uuid: company.uuid, name: company.name };
}

export function listPlaceCategories(db: DbClient, placeId: number): Promise<CategoryRow[]> {
  return db.placeFileCategory.findMany({ where: { placeId }, select: CATEGORY_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findPlaceCategory(db: DbClient, placeId: number, key: { id: number } | { uuid: string }): Promise<CategoryRow | null> {
  return db.placeFileCategory.findFirst({ where: { AND: [key, { placeId }] }, select: CATEGORY_SELECT });
}

export function createPlaceCategory(db: DbClient, placeId: number, data: { name: string; description: string | null }): Promise<CategoryRow> {
  return db.placeFileCategory.create({ data: { placeId, ...data }, select: CATEGORY_SELECT });
}

export function updatePlaceCategory(db: DbClient, id: number, data: { name?: string; description?: string | null }): Promise<CategoryRow> {
  return db.placeFileCategory.update({ where: { id }, data, select: CATEGORY_SELECT });
}

/** Files and plans filed under a place category (a category is deleted only when empty). */
export async function placeCategoryDependents(db: DbClient, id: number): Promise<{ files: number; maps: number }> {
  const [files, maps] = await Promise.all([db.placeFile.count({ where: { fileCategoryId: id } }), db.map.count({ where: { fileCategoryId: id } })]);
  return { files, maps };
}

export async function deletePlaceCategory(db: DbClient, id: number): Promise<void> {
  await db.placeFileCategory.delete({ where: { id } });
}

export async function listPlaceFiles(db: DbClient, placeId: number, filter: ListFilter): Promise<[PlaceFileRow[], number]> {
  const where = inScope<Prisma.PlaceFileWhereInput>({ placeId }, filter.categoryId ? { fileCategoryId: filter.categoryId } : null, nameContains(filter.search));
  return db.$transaction([
    db.placeFile.findMany({ where, select: PLACE_FILE_SELECT, orderBy: ORDER, skip: (filter.page - 1) * filter.limit, take: filter.limit }),
    db.placeFile.count({ where }),
  ]);
}

export function findPlaceFile(db: DbClient, placeId: number, key: { id: number } | { uuid: string }): Promise<PlaceFileRow | null> {
  return db.placeFile.findFirst({ where: { AND: [key, { placeId }] }, select: PLACE_FILE_SELECT });
}

export function createPlaceFile(
  db: DbClient,
  data: {
    uuid: string;
    placeId: number;
    fileCategoryId: number;
    name: string;
    note: string | null;
    filePath: string;
    contentType: string;
    size: number;
    userId: number;
  },
): Promise<PlaceFileRow> {
  return db.placeFile.create({ data, select: PLACE_FILE_SELECT });
}

export function updatePlaceFile(db: DbClient, id: number, data: { name?: string; note?: string; fileCategoryId?: number }): Promise<PlaceFileRow> {
  return db.placeFile.update({ where: { id }, data, select: PLACE_FILE_SELECT });
}

export async function deletePlaceFile(db: DbClient, id: number): Promise<void> {
  await db.placeFile.delete({ where: { id } });
}

// ───────────────────────────── company ─────────────────────────────

export interface CompanyForFiles {
  id: number;
  uuid: string;
  name: string;
  parentCompanyId: number | null;
}

const COMPANY_SELECT = { id: true, uuid: true, name: true, parentCompanyId: true } as const;

/** One company matching `key` and `visible` (a scope fragment), or null. */
export function findCompany(db: DbClient, key: { id: number } | { uuid: string }, visible: Prisma.CompanyWhereInput): Promise<CompanyForFiles | null> {
  return db.company.findFirst({ where: { AND: [key, visible] }, select: COMPANY_SELECT });
}

export function listCompanyCategories(db: DbClient, companyId: number): Promise<CategoryRow[]> {
  return db.companyFileCategory.findMany({ where: { companyId }, select: CATEGORY_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findCompanyCategory(db: DbClient, companyId: number, key: { id: number } | { uuid: string }): Promise<CategoryRow | null> {
  return db.companyFileCategory.findFirst({ where: { AND: [key, { companyId }] }, select: CATEGORY_SELECT });
}

export function createCompanyCategory(db: DbClient, companyId: number, data: { name: string; description: string | null }): Promise<CategoryRow> {
  return db.companyFileCategory.create({ data: { companyId, ...data }, select: CATEGORY_SELECT });
}

export function updateCompanyCategory(db: DbClient, id: number, data: { name?: string; description?: string | null }): Promise<CategoryRow> {
  return db.companyFileCategory.update({ where: { id }, data, select: CATEGORY_SELECT });
}

export async function deleteCompanyCategory(db: DbClient, id: number): Promise<void> {
  await db.companyFileCategory.delete({ where: { id } });
}

export async function listCompanyFiles(db: DbClient, companyId: number, filter: ListFilter): Promise<[CompanyFileRow[], number]> {
  const where = inScope<Prisma.CompanyFileWhereInput>({ companyId }, filter.categoryId ? { categoryId: filter.categoryId } : null, nameContains(filter.search));
  return db.$transaction([
    db.companyFile.findMany({ where, select: COMPANY_FILE_SELECT, orderBy: ORDER, skip: (filter.page - 1) * filter.limit, take: filter.limit }),
    db.companyFile.count({ where }),
  ]);
}

export function findCompanyFile(db: DbClient, companyId: number, key: { id: number } | { uuid: string }): Promise<CompanyFileRow | null> {
  return db.companyFile.findFirst({ where: { AND: [key, { companyId }] }, select: COMPANY_FILE_SELECT });
}

export function createCompanyFile(
  db: DbClient,
  data: {
    uuid: string;
    companyId: number;
    categoryId: number;
    name: string;
    description: string | null;
    validUntil: Date | null;
    filePath: string;
    contentType: string;
    size: number;
    userId: number;
  },
): Promise<CompanyFileRow> {
  return db.companyFile.create({ data, select: COMPANY_FILE_SELECT });
}

export function updateCompanyFile(
  db: DbClient,
  id: number,
  data: { name?: string; description?: string | null; validUntil?: Date | null },
): Promise<CompanyFileRow> {
  return db.companyFile.update({ where: { id }, data, select: COMPANY_FILE_SELECT });
}

export async function deleteCompanyFile(db: DbClient, id: number): Promise<void> {
  await db.companyFile.delete({ where: { id } });
}
