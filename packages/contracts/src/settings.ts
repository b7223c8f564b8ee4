import { z } from 'zod';
import { ZLanguage, ZText } from './common.ts';

export const PRODUCT_NAME_MAX = 60;
export const SESSION_DAYS_MAX = 365;
/** An e-mail sender: an address, or a display name (no angle brackets) followed by <address>. */
const SENDER = /^(?:[^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** What the panel shows before sign-in: the product's name (titles) and the default language. */
export const ZPublicProductSettings = z.object({ productName: ZText, defaultLanguage: ZLanguage });
export type PublicProductSettings = z.infer<typeof ZPublicProductSettings>;

/** Product settings of the super admin (/app/admin/settings, docs/decisions.md). */
export const ZProductSettings = z.object({
  /** The language of new users when none is chosen for them. */
  defaultLanguage: ZLanguage,
  /** The address QR labels and NFC tags point to; null: the server's own (effectiveQrLabelBaseUrl). */
  qrLabelBaseUrl: ZText.nullable(),
  /** What labels use now. */
  effectiveQrLabelBaseUrl: ZText,
  /** The product's name in page titles and e-mails. */
  productName: ZText,
  /** The sender of e-mails; null: the server's MAIL_FROM (effectiveMailFrom). */
  mailFrom: ZText.nullable(),
  effectiveMailFrom: ZText,
  /** Days a sign-in lasts without activity; null: the server's REFRESH_TOKEN_TTL_DAYS (effectiveSessionDays). */
  sessionDays: z.number().int().nullable(),
  effectiveSessionDays: z.number().int(),
  /** Set by the server's configuration, shown and not changed here. */
  signIn: z.object({
    accessTokenMinutes: z.number(),
    refreshTokenDays: z.number().int(),
    loginMaxFailures: z.number().int(),
    loginMaxFailuresPerAddress: z.number().int(),
    loginFailureWindowMinutes: z.number().int(),
  }),
  updatedAt: z.iso.datetime().nullable(),
});
export type ProductSettings = z.infer<typeof ZProductSettings>;

export const ZUpdateProductSettingsRequest = z.object({
  defaultLanguage: ZLanguage.optional(),
  /** An http(s) address without query or fragment; null or '' goes back to the server's own. */
  qrLabelBaseUrl: ZText.trim()
    .max(200, 'url_too_long')
    .refine((value) => value === '' || /^https?:\/\/[^\s?#]+$/i.test(value), 'url_invalid')
    .nullable()
    .optional(),
  productName: ZText.trim()
    .min(1, 'name_required')
    .max(PRODUCT_NAME_MAX, 'name_too_long')
    .refine((value) => !/\p{Cc}/u.test(value), 'name_invalid')
    .optional(),
  /** "Name <address>" or an address; null or '' goes back to the server's MAIL_FROM. */
  mailFrom: ZText.trim()
    .max(200, 'sender_too_long')
    .refine((value) => value === '' || SENDER.test(value), 'sender_invalid')
    .nullable()
    .optional(),
  /** Applies to sign-ins from now on; null goes back to the server's REFRESH_TOKEN_TTL_DAYS. */
  sessionDays: z.number().int('session_days_invalid').min(1, 'session_days_invalid').max(SESSION_DAYS_MAX, 'session_days_invalid').nullable().optional(),
});
export type UpdateProductSettingsRequest = z.infer<typeof ZUpdateProductSettingsRequest>;
