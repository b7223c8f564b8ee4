import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
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

/** A category of an owner's files as its path names it (`PlaceFileCategoryPath`, `CompanyFileCategoryPath`). */
interface CategoryPath {
  id: string;
  categoryId: string;
}

/** A file of an owner as its path names it (`PlaceFilePath`, `CompanyFilePath`). */
interface FilePath {
  id: string;
  fileId: string;
}

/** What the routes call for one owner's files; `ownerKey` is the `:id` of the path, a category or a file comes as its path names it. */
interface FilesOf<Categories, File, FileList, FileUpdate> {
  listCategories(db: DbClient, scope: AccessScope, ownerKey: string): Promise<Categories>;
  createCategory(db: DbClient, scope: AccessScope, ownerKey: string, input: FileCategoryRequest): Promise<FileCategory>;
  getCategory(db: DbClient, scope: AccessScope, path: CategoryPath): Promise<FileCategory>;
  updateCategory(db: DbClient, scope: AccessScope, path: CategoryPath, input: UpdateFileCategoryRequest): Promise<FileCategory>;
  deleteCategory(db: DbClient, scope: AccessScope, path: CategoryPath): Promise<void>;
  listFiles(db: DbClient, scope: AccessScope, ownerKey: string, filter: ListFilter): Promise<FileList>;
  createFile(db: DbClient, storage: FileStorage, scope: AccessScope, ownerKey: string, readUpload: () => Promise<Upload>): Promise<File>;
  /** Only a place answers one file alone; a company's files are read from its list. */
  getFile?(db: DbClient, scope: AccessScope, path: FilePath): Promise<File>;
  updateFile(db: DbClient, scope: AccessScope, path: FilePath, input: FileUpdate): Promise<File>;
  deleteFile(db: DbClient, storage: FileStorage, scope: AccessScope, path: FilePath): Promise<void>;
  signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: FilePath): Promise<z.infer<typeof ZSignedUrlResponse>>;
}

/**
 * An owner of files, a place or a company: the two keep categories and files alike, with their own
 * paths, contracts, rights and accepted contents. Its type arguments tie the contracts to what the
 * service answers and takes; the routes see them as `unknown`, the schemas checking them at run time.
 */
interface FileOwner<Categories = unknown, File = unknown, FileList = unknown, FileUpdate = unknown> {
  tag: string;
  /** The owner's path, `/places/:id` or `/companies/:id`. */
  path: string;
  /** Below `path`: `files-categories` or `files/categories`. */
  categoriesPath: string;
  idDescription: string;
  /** What an upload may hold. */
  uploadKinds: readonly UploadKind[];
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
  path: '/places/:id',
  categoriesPath: 'files-categories',
  idDescription: 'Place: numeric id or uuid',
  uploadKinds: PLACE_FILE_KINDS,
  contracts: { categories: ZPlaceFileCategories, file: ZPlaceFile, fileList: ZPlaceFileListResponse, fileUpdate: ZUpdatePlaceFileRequest },
  files: placeFiles,
};

const companyOwner: FileOwner<CompanyFileCategories, CompanyFile, CompanyFileListResponse, UpdateCompanyFileRequest> = {
  tag: 'company files',
  path: '/companies/:id',
  categoriesPath: 'files/categories',
  idDescription: 'Company: numeric id or uuid',
  uploadKinds: COMPANY_FILE_KINDS,
  contracts: { categories: ZCompanyFileCategories, file: ZCompanyFile, fileList: ZCompanyFileListResponse, fileUpdate: ZUpdateCompanyFileRequest },
  files: companyFiles,
};

/** The category and file routes of one owner of files. */
function ownerFileRoutes(app: Parameters<FastifyPluginAsyncZod>[0], owner: FileOwner) {
  const docs = routeDocs(import.meta.url);
  const { db } = app;
  const { files, contracts } = owner;
  const route = moduleRoutes(app, [owner.tag], conflictErrors, docs);
  const ZOwnerParams = z.object({ id: ZKey.describe(owner.idDescription) });
  const ZCategoryParams = ZOwnerParams.extend({ categoryId: ZKey });
  const ZFileParams = ZOwnerParams.extend({ fileId: ZKey });
  const categories = `${owner.path}/${owner.categoriesPath}`;

  route.get(categories, { params: ZOwnerParams, response: { 200: contracts.categories } }, ({ params }, scope) => files.listCategories(db, scope, params.id));

  route.post(categories, { params: ZOwnerParams, body: ZFileCategoryRequest, response: { 201: ZFileCategory } }, ({ params, body }, scope) =>
    files.createCategory(db, scope, params.id, body),
  );

  route.get(`${categories}/:categoryId`, { params: ZCategoryParams, response: { 200: ZFileCategory } }, ({ params }, scope) =>
    files.getCategory(db, scope, params),
  );

  route.patch(
    `${categories}/:categoryId`,
    { params: ZCategoryParams, body: ZUpdateFileCategoryRequest, response: { 200: ZFileCategory } },
    ({ params, body }, scope) => files.updateCategory(db, scope, params, body),
  );

  route.delete(`${categories}/:categoryId`, { params: ZCategoryParams, response: { 204: z.null() } }, ({ params }, scope) =>
    files.deleteCategory(db, scope, params),
  );

  route.get(`${owner.path}/files`, { params: ZOwnerParams, querystring: ZFileListQuery, response: { 200: contracts.fileList } }, ({ params, query }, scope) =>
    files.listFiles(db, scope, params.id, query),
  );

  route.post(
    `${owner.path}/files`,
    { consumes: ['multipart/form-data'], params: ZOwnerParams, response: { 201: contracts.file, ...uploadErrors } },
    (request, scope) => files.createFile(db, app.storage, scope, request.params.id, () => readUpload(request, owner.uploadKinds)),
  );

  const { getFile } = files;
  if (getFile) {
    route.get(`${owner.path}/files/:fileId`, { params: ZFileParams, response: { 200: contracts.file } }, ({ params }, scope) => getFile(db, scope, params));
  }

  route.patch(
    `${owner.path}/files/:fileId`,
    { params: ZFileParams, body: contracts.fileUpdate, response: { 200: contracts.file } },
    ({ params, body }, scope) => files.updateFile(db, scope, params, body),
  );

  route.delete(`${owner.path}/files/:fileId`, { params: ZFileParams, response: { 204: z.null() } }, ({ params }, scope) =>
    files.deleteFile(db, app.storage, scope, params),
  );

  route.get(`${owner.path}/files/:fileId/signed-url`, { params: ZFileParams, response: { 200: ZSignedUrlResponse } }, ({ params }, scope) =>
    files.signedUrl(db, app.storage, scope, params),
  );
}

/** Place files and company files with their categories (spec 2, sections 2.11 and 2.15). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  ownerFileRoutes(app, placeOwner);
  ownerFileRoutes(app, companyOwner);
};

export default fileRoutes;
