import { z } from 'zod';
import { ZLanguage, ZText, ZUserRole, ZUserStatus } from './common.ts';
import { newPasswordRequest } from './password-policy.ts';

export const ZAccount = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: ZText,
  surname: ZText,
  email: ZText,
  language: ZLanguage,
  timezone: ZText,
  type: ZUserRole.describe('The user type (role)'),
  status: ZUserStatus,
  notificationEmail: z.boolean(),
  notificationMobile: z.boolean(),
  enterpriseId: ZText.nullable(),
  company: z.object({
    id: z.number().int(),
    uuid: z.uuid(),
    name: ZText,
    parentCompanyUuid: z.uuid().nullable(),
  }),
});
export type Account = z.infer<typeof ZAccount>;

/** Whether the runtime knows the IANA time zone name. */
export function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZUpdateAccountRequest = z.object({
  language: ZLanguage,
  timezone: ZText.min(1).max(64).refine(isKnownTimezone, { message: 'invalid_timezone' }),
});
export type UpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZChangePasswordRequest = newPasswordRequest({ currentPassword: ZText.min(1).max(256) });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * Changing the password ends every other session; the answer carries a fresh token pair so
 * the session that changed it continues.
 */
export const ZChangePasswordResponse = z.object({
  message: ZText,
  token: ZText,
  refreshToken: ZText.optional().describe('Absent when set as the httpOnly cookie (X-Refresh-Cookie: 1)'),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
});

/** The subscription box of the side navigation: the caller's company tree's active subscription. */
export const ZSubscriptionUsage = z.object({
  name: ZText,
  validUntil: z.iso.date().nullable(),
  devicesUsed: z.number().int(),
  devicesLimit: z.number().int().nullable(),
  usersUsed: z.number().int(),
  usersLimit: z.number().int().nullable(),
});
export type SubscriptionUsage = z.infer<typeof ZSubscriptionUsage>;
