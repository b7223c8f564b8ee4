import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, errorResponses, routeSchemaFor } from '../../lib/route-schema.ts';
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
} from '@trapline/contracts/files';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as companyFiles from './company-files.ts';
import * as placeFiles from './place-files.ts';
import { readUpload } from '../../lib/uploads.ts';
import { COMPANY_FILE_KINDS, PLACE_FILE_KINDS } from './shared.ts';

const uploadErrors = errorResponses(413, 415);
const key = ZKey;
const ZPlaceParams = z.object({ id: key.describe('Place: numeric id or uuid') });
const ZPlaceCategoryParams = ZPlaceParams.extend({ categoryId: key });
const ZPlaceFileParams = ZPlaceParams.extend({ fileId: key });
const ZCompanyParams = z.object({ id: key.describe('Company: numeric id or uuid') });
const ZCompanyCategoryParams = ZCompanyParams.extend({ categoryId: key });
const ZCompanyFileParams = ZCompanyParams.extend({ fileId: key });

const restrictedNote = 'Not for the restricted user (technician, client user): 403.';
const uploadNote =
  'At most 5 MB (413 common/payload_too_large); the content, not the name, decides the type (415 common/unsupported_media_type, details.accepted).';

const placeFileRoute = routeSchemaFor(['place files'], conflictErrors);
const companyFileRoute = routeSchemaFor(['company files'], conflictErrors);

/** Place files and company files with their categories (spec 2, sections 2.11 and 2.15). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // ───────────────────────────── place file categories ─────────────────────────────

  app.get('/places/:id/files-categories', {
    schema: placeFileRoute({
      summary: "A place's file categories, with the servicing company's categories (shown read-only on the place)",
      params: ZPlaceParams,
      response: { 200: ZPlaceFileCategories },
    }),
    handler: (request) => placeFiles.listCategories(db, scopeOf(request), request.params.id),
  });

  app.post('/places/:id/files-categories', {
    schema: placeFileRoute({
      summary: 'Add a file category to a place (name required)',
      description: restrictedNote,
      params: ZPlaceParams,
      body: ZFileCategoryRequest,
      response: { 201: ZFileCategory },
    }),
    handler: async (request, reply) => reply.status(201).send(await placeFiles.createCategory(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/places/:id/files-categories/:categoryId', {
    schema: placeFileRoute({ summary: 'One file category of a place', params: ZPlaceCategoryParams, response: { 200: ZFileCategory } }),
    handler: (request) => placeFiles.getCategory(db, scopeOf(request), request.params.id, request.params.categoryId),
  });

  app.patch('/places/:id/files-categories/:categoryId', {
    schema: placeFileRoute({
      summary: 'Rename a file category of a place',
      description: restrictedNote,
      params: ZPlaceCategoryParams,
      body: ZUpdateFileCategoryRequest,
      response: { 200: ZFileCategory },
    }),
    handler: (request) => placeFiles.updateCategory(db, scopeOf(request), request.params.id, request.params.categoryId, request.body),
  });

  app.delete('/places/:id/files-categories/:categoryId', {
    schema: placeFileRoute({
      summary: 'Delete an empty file category of a place',
      description: `409 files/category_not_empty while files or plans are filed under it (details.files, details.maps). ${restrictedNote}`,
      params: ZPlaceCategoryParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await placeFiles.deleteCategory(db, scopeOf(request), request.params.id, request.params.categoryId);
      return reply.status(204).send(null);
    },
  });

  // ───────────────────────────── place files ─────────────────────────────

  app.get('/places/:id/files', {
    schema: placeFileRoute({
      summary: "A place's files, newest first, a page at a time (optionally of one category)",
      params: ZPlaceParams,
      querystring: ZFileListQuery,
      response: { 200: ZPlaceFileListResponse },
    }),
    handler: (request) => placeFiles.listFiles(db, scopeOf(request), request.params.id, request.query),
  });

  app.post('/places/:id/files', {
    schema: placeFileRoute({
      summary: 'Upload a PDF to a place (multipart: file, name, note, fileCategoryId)',
      description: `PDF only. ${uploadNote} name and fileCategoryId (a category of this place) are required. ${restrictedNote}`,
      consumes: ['multipart/form-data'],
      params: ZPlaceParams,
      response: { 201: ZPlaceFile, ...uploadErrors },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await placeFiles.createFile(db, app.storage, scopeOf(request), request.params.id, () => readUpload(request, PLACE_FILE_KINDS))),
  });

  app.get('/places/:id/files/:fileId', {
    schema: placeFileRoute({ summary: 'One file of a place', params: ZPlaceFileParams, response: { 200: ZPlaceFile } }),
    handler: (request) => placeFiles.getFile(db, scopeOf(request), request.params.id, request.params.fileId),
  });

  app.patch('/places/:id/files/:fileId', {
    schema: placeFileRoute({
      summary: "Change a place file's name, note or category",
      description: restrictedNote,
      params: ZPlaceFileParams,
      body: ZUpdatePlaceFileRequest,
      response: { 200: ZPlaceFile },
    }),
    handler: (request) => placeFiles.updateFile(db, scopeOf(request), request.params.id, request.params.fileId, request.body),
  });

  app.delete('/places/:id/files/:fileId', {
    schema: placeFileRoute({
      summary: 'Delete a place file',
      description: 'The restricted user (technician, client user) deletes only the files it uploaded (403 otherwise).',
      params: ZPlaceFileParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await placeFiles.deleteFile(db, app.storage, scopeOf(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  });

  app.get('/places/:id/files/:fileId/signed-url', {
    schema: placeFileRoute({ summary: 'An expiring signed URL downloading a place file', params: ZPlaceFileParams, response: { 200: ZSignedUrlResponse } }),
    handler: (request) => placeFiles.signedUrl(db, app.storage, scopeOf(request), request.params.id, request.params.fileId),
  });

  // ───────────────────────────── company file categories ─────────────────────────────

  const companyRead = 'Readable by whoever sees the company or a place it services.';
  const companyWrite = 'Super admin and company admin of a company without a parent (409 files/company_has_parent for a client company); others 403.';

  app.get('/companies/:id/files/categories', {
    schema: companyFileRoute({
      summary: "A company's file categories",
      description: companyRead,
      params: ZCompanyParams,
      response: { 200: ZCompanyFileCategories },
    }),
    handler: (request) => companyFiles.listCategories(db, scopeOf(request), request.params.id),
  });

  app.post('/companies/:id/files/categories', {
    schema: companyFileRoute({
      summary: 'Add a file category to a company (name required)',
      description: companyWrite,
      params: ZCompanyParams,
      body: ZFileCategoryRequest,
      response: { 201: ZFileCategory },
    }),
    handler: async (request, reply) => reply.status(201).send(await companyFiles.createCategory(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/companies/:id/files/categories/:categoryId', {
    schema: companyFileRoute({
      summary: 'One file category of a company',
      description: companyRead,
      params: ZCompanyCategoryParams,
      response: { 200: ZFileCategory },
    }),
    handler: (request) => companyFiles.getCategory(db, scopeOf(request), request.params.id, request.params.categoryId),
  });

  app.patch('/companies/:id/files/categories/:categoryId', {
    schema: companyFileRoute({
      summary: 'Rename a file category of a company',
      description: companyWrite,
      params: ZCompanyCategoryParams,
      body: ZUpdateFileCategoryRequest,
      response: { 200: ZFileCategory },
    }),
    handler: (request) => companyFiles.updateCategory(db, scopeOf(request), request.params.id, request.params.categoryId, request.body),
  });

  app.delete('/companies/:id/files/categories/:categoryId', {
    schema: companyFileRoute({
      summary: 'Delete an empty file category of a company',
      description: `409 files/category_not_empty while files are filed under it. ${companyWrite}`,
      params: ZCompanyCategoryParams,
      response: { 204: z.null() },
    }),
    handler: async (request, reply) => {
      await companyFiles.deleteCategory(db, scopeOf(request), request.params.id, request.params.categoryId);
      return reply.status(204).send(null);
    },
  });

  // ───────────────────────────── company files ─────────────────────────────

  app.get('/companies/:id/files', {
    schema: companyFileRoute({
      summary: "A company's files, newest first, a page at a time (optionally of one category)",
      description: companyRead,
      params: ZCompanyParams,
      querystring: ZFileListQuery,
      response: { 200: ZCompanyFileListResponse },
    }),
    handler: (request) => companyFiles.listFiles(db, scopeOf(request), request.params.id, request.query),
  });

  app.post('/companies/:id/files', {
    schema: companyFileRoute({
      summary: 'Upload a file to a company (multipart: file, name, description, categoryId, validUntil)',
      description: `PDF, PNG or JPEG. ${uploadNote} name and categoryId are required; validUntil (YYYY-MM-DD) is optional. ${companyWrite}`,
      consumes: ['multipart/form-data'],
      params: ZCompanyParams,
      response: { 201: ZCompanyFile, ...uploadErrors },
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await companyFiles.createFile(db, app.storage, scopeOf(request), request.params.id, () => readUpload(request, COMPANY_FILE_KINDS))),
  });

  app.patch('/companies/:id/files/:fileId', {
    schema: companyFileRoute({
      summary: "Change a company file's name, description or validUntil",
      description: companyWrite,
      params: ZCompanyFileParams,
      body: ZUpdateCompanyFileRequest,
      response: { 200: ZCompanyFile },
    }),
    handler: (request) => companyFiles.updateFile(db, scopeOf(request), request.params.id, request.params.fileId, request.body),
  });

  app.delete('/companies/:id/files/:fileId', {
    schema: companyFileRoute({ summary: 'Delete a company file', description: companyWrite, params: ZCompanyFileParams, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await companyFiles.deleteFile(db, app.storage, scopeOf(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  });

  app.get('/companies/:id/files/:fileId/signed-url', {
    schema: companyFileRoute({
      summary: 'An expiring signed URL downloading a company file',
      description: companyRead,
      params: ZCompanyFileParams,
      response: { 200: ZSignedUrlResponse },
    }),
    handler: (request) => companyFiles.signedUrl(db, app.storage, scopeOf(request), request.params.id, request.params.fileId),
  });
};

export default fileRoutes;
