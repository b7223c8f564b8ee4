import {
  ZCreateCompanyFileFields,
  type CompanyFile,
  type CompanyFileCategories,
  type FileCategoryRequest,
  type UpdateCompanyFileRequest,
  type UpdateFileCategoryRequest,
} from '@trapline/contracts/files';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { parseFields, type Upload } from '../../lib/uploads.ts';
import * as repo from './repository.ts';
import { categoryChanges, dateOnly, downloadName, storedFileFields, storeThenRecord, toCategory } from './shared.ts';

/**
 * Files of a company (spec 2, section 2.15): categories and files with an optional validUntil,
 * kept by a company without a parent. Managers of the company change them. Everyone who sees the
 * company, or a place of it or of its clients, reads them: places show them read-only.
 */

function toCompanyFile(row: repo.CompanyFileRow): CompanyFile {
  return {
    id: row.id,
    uuid: row.uuid,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    validUntil: row.validUntil ? row.validUntil.toISOString().slice(0, 10) : null,
    categoryId: row.categoryId,
    ...storedFileFields(row),
  };
}

/** A company the caller sees, or one servicing a place the caller sees (through a client or directly). */
async function readableCompany(db: DbClient, scope: AccessScope, companyKey: string) {
  const placeWhere = await scope.placeWhere();
  const visible: Prisma.CompanyWhereInput = {
    OR: [await scope.companyWhere(), { places: { some: placeWhere } }, { clients: { some: { places: { some: placeWhere } } } }],
  };
  const company = await repo.findCompany(db, keyWhereOrNotFound(companyKey), visible);
  if (!company) throw notFound();
  return company;
}

/** A company whose files the caller may change: a manager of it, and a company without a parent. */
async function manageableCompany(db: DbClient, scope: AccessScope, companyKey: string) {
  const company = await readableCompany(db, scope, companyKey);
  if (!scope.isManager || !(await scope.canSeeCompany(company.id))) throw forbidden();
  if (company.parentCompanyId !== null) throw new AppError('files/company_has_parent');
  return company;
}

/** A category of a company's files as its path names it: the company's and the category's id or uuid. */
export interface CompanyFileCategoryPath {
  id: string;
  categoryId: string;
}

/** A file of a company as its path names it: the company's and the file's id or uuid. */
export interface CompanyFilePath {
  id: string;
  fileId: string;
}

async function findCategory(db: DbClient, companyId: number, categoryKey: string) {
  const category = await repo.findCompanyCategory(db, companyId, keyWhereOrNotFound(categoryKey));
  if (!category) throw notFound();
  return category;
}

async function findFile(db: DbClient, companyId: number, fileKey: string) {
  const file = await repo.findCompanyFile(db, companyId, keyWhereOrNotFound(fileKey));
  if (!file) throw notFound();
  return file;
}

// ───────────────────────────── categories ─────────────────────────────

export async function listCategories(db: DbClient, scope: AccessScope, companyKey: string): Promise<CompanyFileCategories> {
  const company = await readableCompany(db, scope, companyKey);
  return { categories: (await repo.listCompanyCategories(db, company.id)).map(toCategory) };
}

export async function getCategory(db: DbClient, scope: AccessScope, path: CompanyFileCategoryPath) {
  const company = await readableCompany(db, scope, path.id);
  return toCategory(await findCategory(db, company.id, path.categoryId));
}

export async function createCategory(db: DbClient, scope: AccessScope, companyKey: string, input: FileCategoryRequest) {
  const company = await manageableCompany(db, scope, companyKey);
  return toCategory(await repo.createCompanyCategory(db, company.id, { name: input.name, description: input.description ?? null }));
}

export async function updateCategory(db: DbClient, scope: AccessScope, path: CompanyFileCategoryPath, input: UpdateFileCategoryRequest) {
  const company = await manageableCompany(db, scope, path.id);
  const category = await findCategory(db, company.id, path.categoryId);
  return toCategory(await repo.updateCompanyCategory(db, category.id, categoryChanges(input)));
}

export async function deleteCategory(db: DbClient, scope: AccessScope, path: CompanyFileCategoryPath) {
  const company = await manageableCompany(db, scope, path.id);
  const category = await findCategory(db, company.id, path.categoryId);
  if (category._count.files > 0) throw new AppError('files/category_not_empty', { details: { files: category._count.files } });
  await repo.deleteCompanyCategory(db, category.id);
}

// ───────────────────────────── files ─────────────────────────────

export async function listFiles(db: DbClient, scope: AccessScope, companyKey: string, filter: repo.ListFilter) {
  const company = await readableCompany(db, scope, companyKey);
  const [rows, count] = await repo.listCompanyFiles(db, company.id, filter);
  return { rows: rows.map(toCompanyFile), count };
}

/** Uploads one PDF, PNG or JPEG (checked by content, at most 5 MB); access is decided before the body is read. */
export async function createFile(db: DbClient, storage: FileStorage, scope: AccessScope, companyKey: string, readUpload: () => Promise<Upload>) {
  const company = await manageableCompany(db, scope, companyKey);
  const upload = await readUpload();
  const fields = parseFields(ZCreateCompanyFileFields, upload.fields);
  if (!(await repo.findCompanyCategory(db, company.id, { id: fields.categoryId }))) throw fieldError('categoryId', 'category_not_found', { in: 'body' });
  const row = await storeThenRecord(storage, `companies/${company.uuid}/files`, upload, scope.principal.userId, (stored) =>
    repo.createCompanyFile(db, {
      ...stored,
      companyId: company.id,
      categoryId: fields.categoryId,
      name: fields.name,
      description: fields.description ?? null,
      validUntil: fields.validUntil ? dateOnly(fields.validUntil) : null,
    }),
  );
  return toCompanyFile(row);
}

export async function updateFile(db: DbClient, scope: AccessScope, path: CompanyFilePath, input: UpdateCompanyFileRequest) {
  const company = await manageableCompany(db, scope, path.id);
  const file = await findFile(db, company.id, path.fileId);
  const row = await repo.updateCompanyFile(db, file.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.validUntil !== undefined ? { validUntil: input.validUntil ? dateOnly(input.validUntil) : null } : {}),
  });
  return toCompanyFile(row);
}

export async function deleteFile(db: DbClient, storage: FileStorage, scope: AccessScope, path: CompanyFilePath) {
  const company = await manageableCompany(db, scope, path.id);
  const file = await findFile(db, company.id, path.fileId);
  await repo.deleteCompanyFile(db, file.id);
  await storage.remove(file.filePath).catch(() => undefined);
}

export async function signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: CompanyFilePath) {
  const company = await readableCompany(db, scope, path.id);
  const file = await findFile(db, company.id, path.fileId);
  return { url: await storage.signedUrl(file.filePath, { downloadName: downloadName(file.name, file.contentType) }) };
}
