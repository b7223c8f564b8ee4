import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, security } from '../../lib/route-schema.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
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

const uploadErrors = { ...conflictErrors, 413: ZErrorResponse, 415: ZErrorResponse };
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

/** Place files and company files with their categories (spec 2, sections 2.11 and 2.15). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // ───────────────────────────── place file categories ─────────────────────────────

  app.get('/places/:id/files-categories', {
    schema: {
      tags: ['place files'],
      summary: "A place's file categories, with the servicing company's categories (shown read-only on the place)",
      security,
      params: ZPlaceParams,
      response: { 200: ZPlaceFileCategories, ...conflictErrors },
    },
    handler: (request) => placeFiles.listCategories(db, scopeOf(request), request.params.id),
  });

  app.post('/places/:id/files-categories', {
    schema: {
      tags: ['place files'],
      summary: 'Add a file category to a place (name required)',
      description: restrictedNote,
      security,
      params: ZPlaceParams,
      body: ZFileCategoryRequest,
      response: { 201: ZFileCategory, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await placeFiles.createCategory(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/places/:id/files-categories/:categoryId', {
    schema: {
      tags: ['place files'],
      summary: 'One file category of a place',
      security,
      params: ZPlaceCategoryParams,
      response: { 200: ZFileCategory, ...conflictErrors },
    },
    handler: (request) => placeFiles.getCategory(db, scopeOf(request), request.params.id, request.params.categoryId),
  });

  app.patch('/places/:id/files-categories/:categoryId', {
    schema: {
      tags: ['place files'],
      summary: 'Rename a file category of a place',
      description: restrictedNote,
      security,
      params: ZPlaceCategoryParams,
      body: ZUpdateFileCategoryRequest,
      response: { 200: ZFileCategory, ...conflictErrors },
    },
    handler: (request) => placeFiles.updateCategory(db, scopeOf(request), request.params.id, request.params.categoryId, request.body),
  });

  app.delete('/places/:id/files-categories/:categoryId', {
    schema: {
      tags: ['place files'],
      summary: 'Delete an empty file category of a place',
      description: `409 files/category_not_empty while files or plans are filed under it (details.files, details.maps). ${restrictedNote}`,
      security,
      params: ZPlaceCategoryParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await placeFiles.deleteCategory(db, scopeOf(request), request.params.id, request.params.categoryId);
      return reply.status(204).send(null);
    },
  });

  // ───────────────────────────── place files ─────────────────────────────

  app.get('/places/:id/files', {
    schema: {
      tags: ['place files'],
      summary: "A place's files, newest first, a page at a time (optionally of one category)",
      security,
      params: ZPlaceParams,
      querystring: ZFileListQuery,
      response: { 200: ZPlaceFileListResponse, ...conflictErrors },
    },
    handler: (request) => placeFiles.listFiles(db, scopeOf(request), request.params.id, request.query),
  });

  app.post('/places/:id/files', {
    schema: {
      tags: ['place files'],
      summary: 'Upload a PDF to a place (multipart: file, name, note, fileCategoryId)',
      description: `PDF only. ${uploadNote} name and fileCategoryId (a category of this place) are required. ${restrictedNote}`,
      consumes: ['multipart/form-data'],
      security,
      params: ZPlaceParams,
      response: { 201: ZPlaceFile, ...uploadErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await placeFiles.createFile(db, app.storage, scopeOf(request), request.params.id, () => readUpload(request, PLACE_FILE_KINDS))),
  });

  app.get('/places/:id/files/:fileId', {
    schema: { tags: ['place files'], summary: 'One file of a place', security, params: ZPlaceFileParams, response: { 200: ZPlaceFile, ...conflictErrors } },
    handler: (request) => placeFiles.getFile(db, scopeOf(request), request.params.id, request.params.fileId),
  });

  app.patch('/places/:id/files/:fileId', {
    schema: {
      tags: ['place files'],
      summary: "Change a place file's name, note or category",
      description: restrictedNote,
      security,
      params: ZPlaceFileParams,
      body: ZUpdatePlaceFileRequest,
      response: { 200: ZPlaceFile, ...conflictErrors },
    },
    handler: (request) => placeFiles.updateFile(db, scopeOf(request), request.params.id, request.params.fileId, request.body),
  });

  app.delete('/places/:id/files/:fileId', {
    schema: {
      tags: ['place files'],
      summary: 'Delete a place file',
      description: 'The restricted user (technician, client user) deletes only the files it uploaded (403 otherwise).',
      security,
      params: ZPlaceFileParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await placeFiles.deleteFile(db, app.storage, scopeOf(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  });

  app.get('/places/:id/files/:fileId/signed-url', {
    schema: {
      tags: ['place files'],
      summary: 'An expiring signed URL downloading a place file',
      security,
      params: ZPlaceFileParams,
      response: { 200: ZSignedUrlResponse, ...conflictErrors },
    },
    handler: (request) => placeFiles.signedUrl(db, app.storage, scopeOf(request), request.params.id, request.params.fileId),
  });

  // ───────────────────────────── company file categories ─────────────────────────────

  const companyRead = 'Readable by whoever sees the company or a place it services.';
  const companyWrite = 'Super admin and company admin of a company without a parent (409 files/company_has_parent for a client company); others 403.';

  app.get('/companies/:id/files/categories', {
    schema: {
      tags: ['company files'],
      summary: "A company's file categories",
      description: companyRead,
      security,
      params: ZCompanyParams,
      response: { 200: ZCompanyFileCategories, ...conflictErrors },
    },
    handler: (request) => companyFiles.listCategories(db, scopeOf(request), request.params.id),
  });

  app.post('/companies/:id/files/categories', {
    schema: {
      tags: ['company files'],
      summary: 'Add a file category to a company (name required)',
      description: companyWrite,
      security,
      params: ZCompanyParams,
      body: ZFileCategoryRequest,
      response: { 201: ZFileCategory, ...conflictErrors },
    },
    handler: async (request, reply) => reply.status(201).send(await companyFiles.createCategory(db, scopeOf(request), request.params.id, request.body)),
  });

  app.get('/companies/:id/files/categories/:categoryId', {
    schema: {
      tags: ['company files'],
      summary: 'One file category of a company',
      description: companyRead,
      security,
      params: ZCompanyCategoryParams,
      response: { 200: ZFileCategory, ...conflictErrors },
    },
    handler: (request) => companyFiles.getCategory(db, scopeOf(request), request.params.id, request.params.categoryId),
  });

  app.patch('/companies/:id/files/categories/:categoryId', {
    schema: {
      tags: ['company files'],
      summary: 'Rename a file category of a company',
      description: companyWrite,
      security,
      params: ZCompanyCategoryParams,
      body: ZUpdateFileCategoryRequest,
      response: { 200: ZFileCategory, ...conflictErrors },
    },
    handler: (request) => companyFiles.updateCategory(db, scopeOf(request), request.params.id, request.params.categoryId, request.body),
  });

  app.delete('/companies/:id/files/categories/:categoryId', {
    schema: {
      tags: ['company files'],
      summary: 'Delete an empty file category of a company',
      description: `409 files/category_not_empty while files are filed under it. ${companyWrite}`,
      security,
      params: ZCompanyCategoryParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await companyFiles.deleteCategory(db, scopeOf(request), request.params.id, request.params.categoryId);
      return reply.status(204).send(null);
    },
  });

  // ───────────────────────────── company files ─────────────────────────────

  app.get('/companies/:id/files', {
    schema: {
      tags: ['company files'],
      summary: "A company's files, newest first, a page at a time (optionally of one category)",
      description: companyRead,
      security,
      params: ZCompanyParams,
      querystring: ZFileListQuery,
      response: { 200: ZCompanyFileListResponse, ...conflictErrors },
    },
    handler: (request) => companyFiles.listFiles(db, scopeOf(request), request.params.id, request.query),
  });

  app.post('/companies/:id/files', {
    schema: {
      tags: ['company files'],
      summary: 'Upload a file to a company (multipart: file, name, description, categoryId, validUntil)',
      description: `PDF, PNG or JPEG. ${uploadNote} name and categoryId are required; validUntil (YYYY-MM-DD) is optional. ${companyWrite}`,
      consumes: ['multipart/form-data'],
      security,
      params: ZCompanyParams,
      response: { 201: ZCompanyFile, ...uploadErrors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await companyFiles.createFile(db, app.storage, scopeOf(request), request.params.id, () => readUpload(request, COMPANY_FILE_KINDS))),
  });

  app.patch('/companies/:id/files/:fileId', {
    schema: {
      tags: ['company files'],
      summary: "Change a company file's name, description or validUntil",
      description: companyWrite,
      security,
      params: ZCompanyFileParams,
      body: ZUpdateCompanyFileRequest,
      response: { 200: ZCompanyFile, ...conflictErrors },
    },
    handler: (request) => companyFiles.updateFile(db, scopeOf(request), request.params.id, request.params.fileId, request.body),
  });

  app.delete('/companies/:id/files/:fileId', {
    schema: {
      tags: ['company files'],
      summary: 'Delete a company file',
      description: companyWrite,
      security,
      params: ZCompanyFileParams,
      response: { 204: z.null(), ...conflictErrors },
    },
    handler: async (request, reply) => {
      await companyFiles.deleteFile(db, app.storage, scopeOf(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  });

  app.get('/companies/:id/files/:fileId/signed-url', {
    schema: {
      tags: ['company files'],
      summary: 'An expiring signed URL downloading a company file',
      description: companyRead,
      security,
      params: ZCompanyFileParams,
      response: { 200: ZSignedUrlResponse, ...conflictErrors },
    },
    handler: (request) => companyFiles.signedUrl(db, app.storage, scopeOf(request), request.params.id, request.params.fileId),
  });
};

export default fileRoutes;
