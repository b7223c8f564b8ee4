import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZCompanyFile,
  ZCompanyFileCategories,
  ZCompanyFileListResponse,
  ZFileCategory,
  ZFileCategoryRequest,
  ZFileListQuery,
  ZPlaceFile,
  ZPlaceFileCategories,
  ZPlaceFileListResponse,
  ZSignedUrlResponse,
  ZUpdateCompanyFileRequest,
  ZUpdateFileCategoryRequest,
  ZUpdatePlaceFileRequest,
  type CompanyFile,
  type CompanyFileCategories,
  type CompanyFileListResponse,
  type FileCategory,
  type FileCategoryRequest,
  type PlaceFile,
  type PlaceFileCategories,
  type PlaceFileListResponse,
  type UpdateCompanyFileRequest,
  type UpdateFileCategoryRequest,
  type UpdatePlaceFileRequest,
} from '@trapline/contracts/files';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { AccessScope } from '../../access/scope.ts';
import * as companyFiles from './company-files.ts';
import * as placeFiles from './place-files.ts';
import { readUpload, type Upload, type UploadKind } from '../../lib/uploads.ts';
import type { ListFilter } from './repository.ts';
import { COMPANY_FILE_KINDS, PLACE_FILE_KINDS } from './shared.ts';

const uploadErrors = errorResponses(413, 415);

const restrictedNote = 'Not for the restricted user (technician, client user): 403.';
const uploadNote =
  'At most 5 MB (413 common/payload_too_large); the content, not the name, decides the type (415 common/unsupported_media_type, details.accepted).';
const companyRead = 'Readable by whoever sees the company or a place it services.';
const companyWrite = 'Super admin and company admin of a company without a parent (409 files/company_has_parent for a client company); others 403.';

/** What the routes call for one owner's files; `ownerKey` is the `:id` of the path. */
interface FilesOf<Categories, File, FileList, FileUpdate> {
  listCategories(db: DbClient, scope: AccessScope, ownerKey: string): Promise<Categories>;
  createCategory(db: DbClient, scope: AccessScope, ownerKey: string, input: FileCategoryRequest): Promise<FileCategory>;
  getCategory(db: DbClient, scope: AccessScope, ownerKey: string, categoryKey: string): Promise<FileCategory>;
  updateCategory(db: DbClient, scope: AccessScope, ownerKey: string, categoryKey: string, input: UpdateFileCategoryRequest): Promise<FileCategory>;
  deleteCategory(db: DbClient, scope: AccessScope, ownerKey: string, categoryKey: string): Promise<void>;
  listFiles(db: DbClient, scope: AccessScope, ownerKey: string, filter: ListFilter): Promise<FileList>;
  createFile(db: DbClient, storage: FileStorage, scope: AccessScope, ownerKey: string, readUpload: () => Promise<Upload>): Promise<File>;
  /** Only a place answers one file alone; a company's files are read from its list. */
  getFile?(db: DbClient, scope: AccessScope, ownerKey: string, fileKey: string): Promise<File>;
  updateFile(db: DbClient, scope: AccessScope, ownerKey: string, fileKey: string, input: FileUpdate): Promise<File>;
  deleteFile(db: DbClient, storage: FileStorage, scope: AccessScope, ownerKey: string, fileKey: string): Promise<void>;
  signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, ownerKey: string, fileKey: string): Promise<z.infer<typeof ZSignedUrlResponse>>;
}

/**
 * An owner of files, a place or a company: the two keep categories and files alike, with their own
 * paths, contracts, rights and accepted contents. Its type arguments tie the contracts to what the
 * service answers and takes; the routes see them as `unknown`, the schemas checking them at run time.
 */
interface FileOwner<Categories = unknown, File = unknown, FileList = unknown, FileUpdate = unknown> {
  tag: string;
  /** `place` or `company`, as the summaries name it. */
  noun: string;
  /** The owner's path, `/places/:id` or `/companies/:id`. */
  path: string;
  /** Below `path`: `files-categories` or `files/categories`. */
  categoriesPath: string;
  idDescription: string;
  /** Who reads the owner's files; a place's routes say nothing (everyone who sees the place). */
  readNote?: string;
  /** Who changes them. */
  writeNote: string;
  categoriesSummary: string;
  /** What keeps a category from being deleted. */
  categoryNotEmpty: string;
  upload: { summary: string; description: string; kinds: readonly UploadKind[] };
  /** What a file's PATCH changes. */
  fileFields: string;
  deleteFileNote: string;
  contracts: {
    categories: z.ZodType<Categories>;
    file: z.ZodType<File>;
    fileList: z.ZodType<FileList>;
    fileUpdate: z.ZodType<FileUpdate>;
  };
  files: FilesOf<Categories, File, FileList, FileUpdate>;
}

const placeOwner: FileOwner<PlaceFileCategories, PlaceFile, PlaceFileListResponse, UpdatePlaceFileRequest> = {
  tag: 'place files',
  noun: 'place',
  path: '/places/:id',
  categoriesPath: 'files-categories',
  idDescription: 'Place: numeric id or uuid',
  writeNote: restrictedNote,
  categoriesSummary: "A place's file categories, with the servicing company's categories (shown read-only on the place)",
  categoryNotEmpty: '409 files/category_not_empty while files or plans are filed under it (details.files, details.maps).',
  upload: {
    summary: 'Upload a PDF to a place (multipart: file, name, note, fileCategoryId)',
    description: `PDF only. ${uploadNote} name and fileCategoryId (a category of this place) are required. ${restrictedNote}`,
    kinds: PLACE_FILE_KINDS,
  },
  fileFields: 'name, note or category',
  deleteFileNote: 'The restricted user (technician, client user) deletes only the files it uploaded (403 otherwise).',
  contracts: { categories: ZPlaceFileCategories, file: ZPlaceFile, fileList: ZPlaceFileListResponse, fileUpdate: ZUpdatePlaceFileRequest },
  files: placeFiles,
};

const companyOwner: FileOwner<CompanyFileCategories, CompanyFile, CompanyFileListResponse, UpdateCompanyFileRequest> = {
  tag: 'company files',
  noun: 'company',
  path: '/companies/:id',
  categoriesPath: 'files/categories',
  idDescription: 'Company: numeric id or uuid',
  readNote: companyRead,
  writeNote: companyWrite,
  categoriesSummary: "A company's file categories",
  categoryNotEmpty: '409 files/category_not_empty while files are filed under it.',
  upload: {
    summary: 'Upload a file to a company (multipart: file, name, description, categoryId, validUntil)',
    description: `PDF, PNG or JPEG. ${uploadNote} name and categoryId are required; validUntil (YYYY-MM-DD) is optional. ${companyWrite}`,
    kinds: COMPANY_FILE_KINDS,
  },
  fileFields: 'name, description or validUntil',
  deleteFileNote: companyWrite,
  contracts: { categories: ZCompanyFileCategories, file: ZCompanyFile, fileList: ZCompanyFileListResponse, fileUpdate: ZUpdateCompanyFileRequest },
  files: companyFiles,
};

/** The category and file routes of one owner of files. */
function ownerFileRoutes(app: Parameters<FastifyPluginAsyncZod>[0], owner: FileOwner) {
  const { db } = app;
  const { files, contracts, noun, readNote, writeNote } = owner;
  const route = moduleRoutes(app, [owner.tag], conflictErrors);
  const ZOwnerParams = z.object({ id: ZKey.describe(owner.idDescription) });
  const ZCategoryParams = ZOwnerParams.extend({ categoryId: ZKey });
  const ZFileParams = ZOwnerParams.extend({ fileId: ZKey });
  const categories = `${owner.path}/${owner.categoriesPath}`;

  route.get(
    categories,
    owner.categoriesSummary,
    { description: readNote, params: ZOwnerParams, response: { 200: contracts.categories } },
    ({ params }, scope) => files.listCategories(db, scope, params.id),
  );

  route.post(
    categories,
    `Add a file category to a ${noun} (name required)`,
    { description: writeNote, params: ZOwnerParams, body: ZFileCategoryRequest, response: { 201: ZFileCategory } },
    ({ params, body }, scope) => files.createCategory(db, scope, params.id, body),
  );

  route.get(
    `${categories}/:categoryId`,
    `One file category of a ${noun}`,
    { description: readNote, params: ZCategoryParams, response: { 200: ZFileCategory } },
    ({ params }, scope) => files.getCategory(db, scope, params.id, params.categoryId),
  );

  route.patch(
    `${categories}/:categoryId`,
    `Rename a file category of a ${noun}`,
    { description: writeNote, params: ZCategoryParams, body: ZUpdateFileCategoryRequest, response: { 200: ZFileCategory } },
    ({ params, body }, scope) => files.updateCategory(db, scope, params.id, params.categoryId, body),
  );

  route.delete(
    `${categories}/:categoryId`,
    `Delete an empty file category of a ${noun}`,
    { description: `${owner.categoryNotEmpty} ${writeNote}`, params: ZCategoryParams, response: { 204: z.null() } },
    ({ params }, scope) => files.deleteCategory(db, scope, params.id, params.categoryId),
  );

  route.get(
    `${owner.path}/files`,
    `A ${noun}'s files, newest first, a page at a time (optionally of one category)`,
    { description: readNote, params: ZOwnerParams, querystring: ZFileListQuery, response: { 200: contracts.fileList } },
    ({ params, query }, scope) => files.listFiles(db, scope, params.id, query),
  );

  route.post(
    `${owner.path}/files`,
    owner.upload.summary,
    { description: owner.upload.description, consumes: ['multipart/form-data'], params: ZOwnerParams, response: { 201: contracts.file, ...uploadErrors } },
    (request, scope) => files.createFile(db, app.storage, scope, request.params.id, () => readUpload(request, owner.upload.kinds)),
  );

  const { getFile } = files;
  if (getFile) {
    route.get(
      `${owner.path}/files/:fileId`,
      `One file of a ${noun}`,
      { description: readNote, params: ZFileParams, response: { 200: contracts.file } },
      ({ params }, scope) => getFile(db, scope, params.id, params.fileId),
    );
  }

  route.patch(
    `${owner.path}/files/:fileId`,
    `Change a ${noun} file's ${owner.fileFields}`,
    { description: writeNote, params: ZFileParams, body: contracts.fileUpdate, response: { 200: contracts.file } },
    ({ params, body }, scope) => files.updateFile(db, scope, params.id, params.fileId, body),
  );

  route.delete(
    `${owner.path}/files/:fileId`,
    `Delete a ${noun} file`,
    { description: owner.deleteFileNote, params: ZFileParams, response: { 204: z.null() } },
    ({ params }, scope) => files.deleteFile(db, app.storage, scope, params.id, params.fileId),
  );

  route.get(
    `${owner.path}/files/:fileId/signed-url`,
    `An expiring signed URL downloading a ${noun} file`,
    { description: readNote, params: ZFileParams, response: { 200: ZSignedUrlResponse } },
    ({ params }, scope) => files.signedUrl(db, app.storage, scope, params.id, params.fileId),
  );
}

/** Place files and company files with their categories (spec 2, sections 2.11 and 2.15). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  ownerFileRoutes(app, placeOwner);
  ownerFileRoutes(app, companyOwner);
};

export default fileRoutes;
