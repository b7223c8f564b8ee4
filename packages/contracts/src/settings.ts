import { z } from 'zod';
import { ZLanguage, ZText } from './common.ts';

/** Product settings of the super admin (/app/admin/settings, docs/decisions.md). */
export const ZProductSettings = z.object({
  /** The language of new users when none is chosen for them. */
  defaultLanguage: ZLanguage,
  /** The address QR labels and NFC tags point to; null: the server's own (effectiveQrLabelBaseUrl). */
  qrLabelBaseUrl: ZText.nullable(),
  /** What labels use now. */
  effectiveQrLabelBaseUrl: ZText,
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
});
export type UpdateProductSettingsRequest = z.infer<typeof ZUpdateProductSettingsRequest>;
