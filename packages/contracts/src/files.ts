import { z } from 'zod';
import { INT32_MAX, optionalText, timestamps, ZCoercedId, ZCoercedInt, ZText } from './common.ts';

/** Spec 2, sections 5 and 9. */
export const FILE_LIMITS = {
  /** Every upload: 5 MB (5242880 bytes) per file. */
  maxBytes: 5_242_880,
  /** A company file expiring within this many days shows the yellow badge. */
  validityWarningDays: 7,
  defaultPageSize: 25,
  maxPageSize: 100,
} as const;

/** What each kind of file accepts, judged by content on the server (PDF only for place files). */
export const PLACE_FILE_CONTENT_TYPES = ['application/pdf'] as const;
export const COMPANY_FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const ZId = z.number().int();
const required = (max: number) => ZText.trim().min(1, 'required').max(max);
/** A numeric id sent as a form field or JSON number. */
const ZCategoryId = z.coerce
  .number({ message: 'category_required' })
  .int('category_required')
  .positive('category_required')
  .max(INT32_MAX, 'category_not_found');
const ZUserRef = z.object({ id: ZId, name: ZText, surname: ZText });
const ZCategoryRef = z.object({ id: ZId, name: ZText });

// ───────────────────────────── categories ─────────────────────────────

export const ZFileCategory = z.object({
  id: ZId,
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  filesCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type FileCategory = z.infer<typeof ZFileCategory>;

/** Adding or renaming a category (place or company): a non-empty name. */
export const ZFileCategoryRequest = z.object({
  name: required(200),
  description: optionalText(2000),
});
export type FileCategoryRequest = z.infer<typeof ZFileCategoryRequest>;
export const ZUpdateFileCategoryRequest = ZFileCategoryRequest.partial();
export type UpdateFileCategoryRequest = z.infer<typeof ZUpdateFileCategoryRequest>;

export const ZCompanyRef = z.object({ id: ZId, uuid: z.uuid(), name: ZText });

/**
 * A place's categories, with the categories of the company that services the place (the root
 * company of its client), which the place shows read-only.
 */
export const ZPlaceFileCategories = z.object({
  categories: z.array(ZFileCategory),
  company: ZCompanyRef.describe('The servicing company whose files the place shows read-only'),
  companyCategories: z.array(ZFileCategory),
});
export type PlaceFileCategories = z.infer<typeof ZPlaceFileCategories>;

export const ZCompanyFileCategories = z.object({ categories: z.array(ZFileCategory) });
export type CompanyFileCategories = z.infer<typeof ZCompanyFileCategories>;

// ───────────────────────────── lists ─────────────────────────────

export const ZFileListQuery = z.object({
  categoryId: ZCoercedId.optional().describe('Only the files of this category'),
  search: ZText.trim().max(200).optional().describe('Part of the name'),
  page: ZCoercedInt.min(1).max(1_000_000).default(1),
  limit: ZCoercedInt.min(1).max(FILE_LIMITS.maxPageSize).default(FILE_LIMITS.defaultPageSize),
});
export type FileListQuery = z.input<typeof ZFileListQuery>;

export const ZSignedUrlResponse = z.object({ url: z.url().describe('Expiring signed download URL') });

// ───────────────────────────── place files ─────────────────────────────

export const ZPlaceFile = z.object({
  id: ZId,
  uuid: z.uuid(),
  name: ZText,
  note: ZText.nullable(),
  fileCategoryId: ZId.nullable(),
  category: ZCategoryRef.nullable(),
  user: ZUserRef.nullable().describe('Who uploaded it'),
  contentType: ZText,
  size: z.number().int(),
  ...timestamps,
  canEdit: z.boolean().describe('Whether the caller may change it'),
  canDelete: z.boolean().describe('Whether the caller may delete it (a restricted user: only its own files)'),
});
export type PlaceFile = z.infer<typeof ZPlaceFile>;
export const ZPlaceFileListResponse = z.object({ rows: z.array(ZPlaceFile), count: z.number().int() });
export type PlaceFileListResponse = z.infer<typeof ZPlaceFileListResponse>;

/** The text fields of the multipart upload (POST /places/{id}/files) next to `file`. */
export const ZCreatePlaceFileFields = z.object({
  name: required(200),
  note: optionalText(2000),
  fileCategoryId: ZCategoryId,
});

/** PATCH /places/{id}/files/{fileId}: the edit form requires name and note (spec 2, section 5). */
export const ZUpdatePlaceFileRequest = z.object({
  name: required(200).optional(),
  note: required(2000).optional(),
  fileCategoryId: ZCategoryId.optional(),
});
export type UpdatePlaceFileRequest = z.infer<typeof ZUpdatePlaceFileRequest>;
export const ZPlaceFileEditForm = ZUpdatePlaceFileRequest.required();
export type PlaceFileEditForm = z.infer<typeof ZPlaceFileEditForm>;

/** The upload dialog of a place: one category and note, a name per chosen file. */
export const ZPlaceFileUploadForm = z.object({
  fileCategoryId: ZCategoryId,
  note: optionalText(2000),
  files: z.array(z.object({ name: required(200) })).min(1, 'file_required'),
});
export type PlaceFileUploadForm = z.infer<typeof ZPlaceFileUploadForm>;

// ───────────────────────────── company files ─────────────────────────────

export const ZCompanyFile = z.object({
  id: ZId,
  uuid: z.uuid(),
  companyId: ZId,
  name: ZText,
  description: ZText.nullable(),
  validUntil: z.iso.date().nullable(),
  categoryId: ZId.nullable(),
  category: ZCategoryRef.nullable(),
  user: ZUserRef.nullable(),
  contentType: ZText,
  size: z.number().int(),
  ...timestamps,
});
export type CompanyFile = z.infer<typeof ZCompanyFile>;
export const ZCompanyFileListResponse = z.object({ rows: z.array(ZCompanyFile), count: z.number().int() });
export type CompanyFileListResponse = z.infer<typeof ZCompanyFileListResponse>;

const ZOptionalDate = z
  .union([z.literal(''), z.iso.date({ message: 'invalid_date' })])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** The text fields of the multipart upload (POST /companies/{id}/files) next to `file`. */
export const ZCreateCompanyFileFields = z.object({
  name: required(200),
  description: optionalText(2000),
  categoryId: ZCategoryId,
  validUntil: ZOptionalDate,
});

export const ZUpdateCompanyFileRequest = z.object({
  name: required(200).optional(),
  description: optionalText(2000),
  validUntil: ZOptionalDate,
});
export type UpdateCompanyFileRequest = z.infer<typeof ZUpdateCompanyFileRequest>;
export const ZCompanyFileEditForm = z.object({ name: required(200), description: optionalText(2000), validUntil: ZOptionalDate });
export type CompanyFileEditForm = z.infer<typeof ZCompanyFileEditForm>;

/** The upload dialog of a company: one category and description, a name and validity per file. */
export const ZCompanyFileUploadForm = z.object({
  categoryId: ZCategoryId,
  description: optionalText(2000),
  files: z.array(z.object({ name: required(200), validUntil: ZOptionalDate })).min(1, 'file_required'),
});
export type CompanyFileUploadForm = z.infer<typeof ZCompanyFileUploadForm>;

// ───────────────────────────── validity badge ─────────────────────────────

/** none: no date (grey); expired: the date has passed (red); expiring: within 7 days (yellow); valid: later (green). */
export type FileValidity = 'none' | 'expired' | 'expiring' | 'valid';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The validity of a company file on a given day (spec 2, section 4). Both are calendar dates
 * (YYYY-MM-DD): a file is valid through its last day, and "today" is the viewer's local date.
 */
export function fileValidity(validUntil: string | null | undefined, today: string): FileValidity {
  if (!validUntil) return 'none';
  const days = Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (Number.isNaN(days)) return 'none';
  if (days < 0) return 'expired';
  if (days <= FILE_LIMITS.validityWarningDays) return 'expiring';
  return 'valid';
}

/** A date's calendar day in the local time zone, as YYYY-MM-DD. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
