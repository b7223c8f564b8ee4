import { z } from 'zod';

export const USER_ROLES = ['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER', 'CLIENT'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof ZUserRole>;

/** Super admin and company admin form the "manager" group of the specification. */
export const MANAGER_ROLES = ['ADMIN', 'COMPANY_ADMIN'] as const satisfies readonly UserRole[];

export const ZUserStatus = z.enum(['ACTIVE', 'BLOCKED']);
export type UserStatus = z.infer<typeof ZUserStatus>;

/** UI and data-translation languages. */
export const LANGUAGES = ['PL', 'EN', 'DE', 'IT', 'RU'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type Language = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: Language = 'PL';

/**
 * Every string of every contract: any text but the NUL character, which PostgreSQL cannot
 * store in text (a request carrying one would fail in the database, as a 500). Use it instead
 * of `z.string()` (the lint forbids that in the contracts and the API): bodies, queries, path
 * parameters and upload fields are then all refused at the contract with a field error.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is made
export const ZText = z.string().refine((text) => !text.includes('\u0000'), { message: 'nul_character' });

/** Optional free text of a form: trimmed, at most `max` characters; blank or null is stored as null. */
export const optionalText = (max: number) =>
  ZText.trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s === '' ? null : s));

/** Bounds of PostgreSQL's `integer`, the type of every id, count and limit column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number of a request that lands in an integer column. Wider values are refused here
 * with a field error: zod's own bound is 2^53, the columns' is 2^31 - 1.
 */
export const ZInt = z.number().int().min(INT32_MIN).max(INT32_MAX);
/** The same read from text (query strings, upload fields, form values). */
export const ZCoercedInt = z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);
/** A row id in a request: a positive integer column. */
export const ZId = ZInt.positive();
/** A row id read from text. */
export const ZCoercedId = ZCoercedInt.positive();

export const ZUuid = z.uuid();

/** When a stored row was created and when it last changed: spread into every contract that shows both. */
export const timestamps = {
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/**
 * The whole new order of a list at once (mixtures, visual-inspection questions): every row of it
 * exactly once, each with its position. Positions need only be distinct: they are stored as
 * 1, 2, 3, … in the order they give (the API checks the ids against the list, lib/ordering.ts).
 */
export const ZSetOrderRequest = z
  .array(z.strictObject({ id: ZId, order: ZInt.min(0) }))
  .min(1)
  .max(10_000)
  .superRefine((entries, ctx) => {
    const ids = new Set<number>();
    const orders = new Set<number>();
    entries.forEach((entry, index) => {
      if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'duplicate_id' });
      if (orders.has(entry.order)) ctx.addIssue({ code: 'custom', path: [index, 'order'], message: 'duplicate_order' });
      ids.add(entry.id);
      orders.add(entry.order);
    });
  });
export type SetOrderRequest = z.infer<typeof ZSetOrderRequest>;

/** A path parameter naming a row by numeric id or uuid (anything else answers 404). */
export const ZKey = ZText.max(64).describe('Numeric id or uuid');

/** A trimmed e-mail address, compared case-insensitively. */
export const ZEmail = ZText.trim()
  .toLowerCase()
  .pipe(z.email({ message: 'invalid_email' }).max(254));

export const ZMessageResponse = z.object({ message: ZText });

/**
 * Request headers every call of the panel sends (specification 1, section 7).
 * Names chosen for Trapline; recorded in docs/decisions.md.
 */
export const CLIENT_HEADERS = {
  enterprise: 'x-enterprise-id',
  timezone: 'x-timezone',
  date: 'x-date',
  localDate: 'x-local-date',
} as const;
