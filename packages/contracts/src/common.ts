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

export const ZUuid = z.uuid();

/** Ids in paths may be the numeric id or the uuid; the specification uses both. */
export const ZIdOrUuid = z.union([z.coerce.number().int().positive(), z.uuid()]);

/** A trimmed e-mail address, compared case-insensitively. */
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'invalid_email' }).max(254));

export const ZMessageResponse = z.object({ message: z.string() });

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
