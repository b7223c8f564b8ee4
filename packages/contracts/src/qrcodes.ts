import { z } from 'zod';
import { ZCoercedInt, ZId, ZText } from './common.ts';
import { ZAsyncFlag } from './jobs.ts';

/** Spec 3, sections 5 and 9. */
export const QR_LIMITS = {
  minAmount: 1,
  maxAmount: 500,
  nameMaxLength: 200,
  /** Characters of a code: Crockford's base 32 (no I, L, O, U), 5 random bits each. */
  codeLength: 12,
} as const;

/** The letters a code is written in: digits and capitals without I, L, O and U (read aloud and typed without mix-ups). */
export const QR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code as printed for people: groups of four ("K7QM-3XPD-9RTA"). */
export function formatQrCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A code as typed or printed ("k7qm-3xpd 9rta") in its stored form ("K7QM3XPD9RTA"). */
export function normaliseQrCode(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** The address a code's QR image holds: the panel opens the device it is assigned to (after sign-in). */
export function qrCodeUrl(webUrl: string, code: string): string {
  return new URL(`/app?qr=${encodeURIComponent(code)}`, webUrl).toString();
}

export const ZQrBatch = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  /** Codes in the batch (1-500). */
  amount: z.number().int(),
  /** Codes already assigned to a device. */
  usedAmount: z.number().int(),
  /** Every code of the batch is used (nothing is left to print). */
  used: z.boolean(),
  companyId: z.number().int(),
  company: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }),
  /** Who generated the batch; null once that user is deleted. */
  user: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText, surname: ZText }).nullable(),
  createdAt: z.iso.datetime(),
});
export type QrBatch = z.infer<typeof ZQrBatch>;

export const ZQrBatchListQuery = z.object({
  /** Only the batches of this company (numeric id). */
  companyId: ZCoercedInt.positive().optional(),
  page: ZCoercedInt.min(1).max(1_000_000).default(1),
  limit: ZCoercedInt.min(1).max(200).default(50),
});
export type QrBatchListQuery = z.input<typeof ZQrBatchListQuery>;

export const ZQrBatchListResponse = z.object({ rows: z.array(ZQrBatch), count: z.number().int() });
export type QrBatchListResponse = z.infer<typeof ZQrBatchListResponse>;

export const ZCreateQrBatchRequest = z.object({
  name: ZText.trim().min(1, 'name_required').max(QR_LIMITS.nameMaxLength),
  amount: z.coerce
    .number({ message: 'amount_required' })
    .int('amount_whole_number')
    .min(QR_LIMITS.minAmount, 'amount_min')
    .max(QR_LIMITS.maxAmount, 'amount_max'),
  /** The company the codes are for: required for the super admin; others default to their own company. */
  companyId: ZId.nullable().optional(),
});
export type CreateQrBatchRequest = z.infer<typeof ZCreateQrBatchRequest>;

export const ZQrCode = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  /** The stored code (12 characters); print and show it with formatQrCode. */
  code: ZText,
  used: z.boolean(),
  /** The address held by the QR image. */
  url: ZText,
  /** The device the code is assigned to, if it is and the caller sees it. */
  device: z.object({ uuid: z.uuid(), uniqueId: ZText, placeUuid: z.uuid() }).nullable(),
});
export type QrCode = z.infer<typeof ZQrCode>;

export const ZQrCodeListResponse = z.object({ rows: z.array(ZQrCode), count: z.number().int() });
export type QrCodeListResponse = z.infer<typeof ZQrCodeListResponse>;

export const ZQrBatchPdfQuery = z.object({
  /** Answer 202 with the job at once instead of waiting for the file. */
  async: ZAsyncFlag,
});

/**
 * What a scanned (or typed) code stands for, for the caller: the device it is assigned to, or
 * that it is free. A code of a company the caller does not see is 404, as an unknown code.
 */
export const ZQrCodeResolution = z.object({
  /** The stored form of the code (12 characters). */
  code: ZText,
  /** The code is assigned to a device. */
  assigned: z.boolean(),
  /** The device, when the code is assigned and the caller may open that device; else null. */
  device: z.object({ uuid: z.uuid(), uniqueId: ZText, placeId: z.number().int(), placeUuid: z.uuid(), placeName: ZText }).nullable(),
  /** The code is free and the caller may give it to a device (PATCH of the device with qrCode). */
  canAssign: z.boolean(),
});
export type QrCodeResolution = z.infer<typeof ZQrCodeResolution>;

/** The address in a QR image (or NFC tag) or a bare code, as read by a camera or typed: the code it names, or null. */
export function qrCodeOfText(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      candidate = new URL(trimmed).searchParams.get('qr') ?? '';
    } catch {
      return null;
    }
  }
  const code = normaliseQrCode(candidate);
  return code.length === QR_LIMITS.codeLength && [...code].every((ch) => QR_CODE_ALPHABET.includes(ch)) ? code : null;
}
