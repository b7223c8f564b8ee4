import {
  ZCreatePlaceFileFields,
  type FileCategoryRequest,
  type PlaceFile,
  type PlaceFileCategories,
  type UpdateFileCategoryRequest,
  type UpdatePlaceFileRequest,
} from '@trapline/contracts/files';
import type { DbClient } from '@trapline/db/client';
import { accessiblePlace, assertCanSetUp, isRestricted, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { parseFields, type Upload } from '../../lib/uploads.ts';
import * as repo from './repository.ts';
import { categoryChanges, downloadName, storedFileFields, storeThenRecord, toCategory } from './shared.ts';

/**
 * Files of a place (spec 2, section 2.11): categories and PDF files. Everyone who sees the place
 * sees its files. The restricted user (technician, client user) cannot add, change or delete
 * categories, cannot upload or change files, and deletes only the files it uploaded itself.
 */

function toPlaceFile(row: repo.PlaceFileRow, scope: AccessScope): PlaceFile {
  const restricted = isRestricted(scope);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    note: row.note,
    fileCategoryId: row.fileCategoryId,
    ...storedFileFields(row),
    canEdit: !restricted,
    canDelete: !restricted || row.userId === scope.principal.userId,
  };
}

/** A category of a place's files as its path names it: the place's and the category's id or uuid. */
export interface PlaceFileCategoryPath {
  id: string;
  categoryId: string;
}

/** A file of a place as its path names it: the place's and the file's id or uuid. */
export interface PlaceFilePath {
  id: string;
  fileId: string;
}

async function findCategory(db: DbClient, place: PlaceRef, categoryKey: string) {
  const category = await repo.findPlaceCategory(db, place.id, keyWhereOrNotFound(categoryKey));
  if (!category) throw notFound();
  return category;
}

async function findFile(db: DbClient, place: PlaceRef, fileKey: string) {
  const file = await repo.findPlaceFile(db, place.id, keyWhereOrNotFound(fileKey));
  if (!file) throw notFound();
  return file;
}

/** A category of this place for a file, or 400 on the field (another place's category is not one). */
async function checkCategory(db: DbClient, place: PlaceRef, categoryId: number) {
  if (!(await repo.findPlaceCategory(db, place.id, { id: categoryId }))) throw fieldError('fileCategoryId', 'category_not_found', { in: 'body' });
}

// ───────────────────────────── categories ─────────────────────────────

export async function listCategories(db: DbClient, scope: AccessScope, placeKey: string): Promise<PlaceFileCategories> {
  const place = await accessiblePlace(db, scope, placeKey);
  const company = await repo.servicingCompanyOfPlace(db, place.companyId);
  const [categories, companyCategories] = await Promise.all([repo.listPlaceCategories(db, place.id), repo.listCompanyCategories(db, company.id)]);
  return { categories: categories.map(toCategory), company, companyCategories: companyCategories.map(toCategory) };
}

export async function getCategory(db: DbClient, scope: AccessScope, path: PlaceFileCategoryPath) {
  const place = await accessiblePlace(db, scope, path.id);
  return toCategory(await findCategory(db, place, path.categoryId));
}

export async function createCategory(db: DbClient, scope: AccessScope, placeKey: string, input: FileCategoryRequest) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  return toCategory(await repo.createPlaceCategory(db, place.id, { name: input.name, description: input.description ?? null }));
}

export async function updateCategory(db: DbClient, scope: AccessScope, path: PlaceFileCategoryPath, input: UpdateFileCategoryRequest) {
  const place = await accessiblePlace(db, scope, path.id);
  const category = await findCategory(db, place, path.categoryId);
  assertCanSetUp(scope);
  return toCategory(await repo.updatePlaceCategory(db, category.id, categoryChanges(input)));
}

/** Only an empty category goes: its files (and plans filed under it) would otherwise lose their place in the list. */
export async function deleteCategory(db: DbClient, scope: AccessScope, path: PlaceFileCategoryPath) {
  const place = await accessiblePlace(db, scope, path.id);
  const category = await findCategory(db, place, path.categoryId);
  assertCanSetUp(scope);
  const dependents = await repo.placeCategoryDependents(db, category.id);
  if (dependents.files > 0 || dependents.maps > 0) throw new AppError('files/category_not_empty', { details: dependents });
  await repo.deletePlaceCategory(db, category.id);
}

// ───────────────────────────── files ─────────────────────────────

export async function listFiles(db: DbClient, scope: AccessScope, placeKey: string, filter: repo.ListFilter) {
  const place = await accessiblePlace(db, scope, placeKey);
  const [rows, count] = await repo.listPlaceFiles(db, place.id, filter);
  return { rows: rows.map((row) => toPlaceFile(row, scope)), count };
}

export async function getFile(db: DbClient, scope: AccessScope, path: PlaceFilePath) {
  const place = await accessiblePlace(db, scope, path.id);
  return toPlaceFile(await findFile(db, place, path.fileId), scope);
}

/**
 * Uploads one PDF (checked by content, at most 5 MB) into a category of the place. Access is
 * decided before the body is read, so a foreign or restricted caller never has it stored.
 */
export async function createFile(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string, readUpload: () => Promise<Upload>) {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const upload = await readUpload();
  const fields = parseFields(ZCreatePlaceFileFields, upload.fields);
  await checkCategory(db, place, fields.fileCategoryId);
  const row = await storeThenRecord(storage, `places/${place.uuid}/files`, upload, scope.principal.userId, (stored) =>
    repo.createPlaceFile(db, { ...stored, placeId: place.id, fileCategoryId: fields.fileCategoryId, name: fields.name, note: fields.note ?? null }),
  );
  return toPlaceFile(row, scope);
}

export async function updateFile(db: DbClient, scope: AccessScope, path: PlaceFilePath, input: UpdatePlaceFileRequest) {
  const place = await accessiblePlace(db, scope, path.id);
  const file = await findFile(db, place, path.fileId);
  assertCanSetUp(scope);
  if (input.fileCategoryId !== undefined) await checkCategory(db, place, input.fileCategoryId);
  const row = await repo.updatePlaceFile(db, file.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.fileCategoryId !== undefined ? { fileCategoryId: input.fileCategoryId } : {}),
  });
  return toPlaceFile(row, scope);
}

export async function deleteFile(db: DbClient, storage: FileStorage, scope: AccessScope, path: PlaceFilePath) {
  const place = await accessiblePlace(db, scope, path.id);
  const file = await findFile(db, place, path.fileId);
  if (isRestricted(scope) && file.userId !== scope.principal.userId) throw forbidden();
  await repo.deletePlaceFile(db, file.id);
  // The row is gone first: a file left on disk by a failed removal is unreachable, never a broken row.
  await storage.remove(file.filePath).catch(() => undefined);
}

export async function signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: PlaceFilePath) {
  const place = await accessiblePlace(db, scope, path.id);
  const file = await findFile(db, place, path.fileId);
  return { url: await storage.signedUrl(file.filePath, { downloadName: downloadName(file.name, file.contentType) }) };
}
