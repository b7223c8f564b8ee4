import { z } from 'zod';
import { ZLanguage, ZUserRole, ZUserStatus } from './common.ts';
import { ZNewPassword, withPasswordConfirmation } from './password-policy.ts';

export const ZAccount = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  language: ZLanguage,
  timezone: z.string(),
  type: ZUserRole.describe('The user type (role)'),
  status: ZUserStatus,
  notificationEmail: z.boolean(),
  notificationMobile: z.boolean(),
  enterpriseId: z.string().nullable(),
  company: z.object({
    id: z.number().int(),
    uuid: z.uuid(),
    name: z.string(),
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
  timezone: z.string().min(1).max(64).refine(isKnownTimezone, { message: 'invalid_timezone' }),
});
export type UpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZChangePasswordRequest = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1).max(256),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(256),
  }),
);
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * Changing the password ends every other session; the answer carries a fresh token pair so
 * the session that changed it continues.
 */
export const ZChangePasswordResponse = z.object({
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
});

/** The subscription box of the side navigation: the caller's company tree's active subscription. */
export const ZSubscriptionUsage = z.object({
  name: z.string(),
  validUntil: z.iso.date().nullable(),
  devicesUsed: z.number().int(),
  devicesLimit: z.number().int().nullable(),
  usersUsed: z.number().int(),
  usersLimit: z.number().int().nullable(),
});
export type SubscriptionUsage = z.infer<typeof ZSubscriptionUsage>;
