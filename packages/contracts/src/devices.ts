import { z } from 'zod';
import { INT32_MAX, optionalText, ZCoercedInt, ZText } from './common.ts';

/** Spec 2, section 9. */
export const DEVICE_LIMITS = {
  uniqueIdMaxLength: 4,
  maxPerCreation: 300,
  previewCount: 10,
} as const;

export const DEVICE_STATUSES = ['alert', 'online', 'no_signal'] as const;
export const ZDeviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof ZDeviceStatus>;

const ZRef = z.object({ id: z.number().int(), name: ZText });

export const ZDeviceListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  placeUuid: z.uuid(),
  uniqueId: ZText,
  name: ZText.nullable(),
  description: ZText.nullable(),
  location: ZText.nullable(),
  zoneId: z.number().int().nullable(),
  zone: ZRef.nullable(),
  deviceTypeId: z.number().int(),
  deviceType: ZRef.extend({ color: ZText, isRadio: z.boolean() }),
  detect: z.boolean(),
  lastSignalAt: z.iso.datetime().nullable(),
  /** alert (detect set), no_signal (radio device silent longer than the place's interval), online; null for non-radio devices without an alert. */
  status: ZDeviceStatus.nullable(),
  noSignal: z.boolean(),
  mapId: z.number().int().nullable(),
  mapX: z.number().nullable(),
  mapY: z.number().nullable(),
});
export type DeviceListItem = z.infer<typeof ZDeviceListItem>;

export const ZDevice = ZDeviceListItem.extend({
  qrcodeId: z.number().int().nullable(),
  qrCode: ZText.nullable(),
  nfcId: ZText.nullable(),
  loraDevEui: ZText.nullable(),
  lastHistoryDetectionCounter: z.number().int().nullable(),
  place: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText, radioErrorInterval: z.number().int() }),
  createdAt: z.iso.datetime(),
});
export type Device = z.infer<typeof ZDevice>;

export const ZDeviceListQuery = z.object({
  status: ZDeviceStatus.optional(),
  zoneId: ZCoercedInt.positive().optional(),
  deviceTypeId: ZCoercedInt.positive().optional(),
  search: ZText.trim().max(100).optional(),
});
export const ZDeviceListResponse = z.object({ rows: z.array(ZDeviceListItem), count: z.number().int() });

const ZUniqueId = ZText.trim()
  .min(1, 'UNIQUE_ID_REQUIRED')
  .max(DEVICE_LIMITS.uniqueIdMaxLength, 'UNIQUE_ID_TOO_LONG')
  .transform((s) => s.toUpperCase());
const ZDevEui = ZText.trim()
  .regex(/^[0-9a-fA-F]{16}$/, 'invalid_dev_eui')
  .transform((s) => s.toUpperCase());

const common = {
  deviceTypeId: z.coerce.number({ message: 'device_type_required' }).int().positive('device_type_required').max(INT32_MAX, 'device_type_required'),
  name: optionalText(200),
  description: optionalText(2000),
  location: optionalText(500),
  zoneId: ZCoercedInt.positive().nullable().optional(),
};

/**
 * Device creation (spec 2, section 5). ONE: one unique id (max 4 characters). MULTIPLE: a prefix of
 * 1-2 uppercase letters and an amount (1-300), numbered from startFromNumber (startFrom YES) or
 * after the highest number of that prefix in the place (NO). SPECIFIC: a list of unique ids, uppercased.
 */
export const ZCreateDevicesRequest = z.discriminatedUnion('amountType', [
  z.object({ ...common, amountType: z.literal('ONE'), uniqueId: ZUniqueId, loraDevEui: ZDevEui.nullable().optional() }),
  z.object({
    ...common,
    amountType: z.literal('MULTIPLE'),
    prefix: ZText.trim().regex(/^[A-Z]{1,2}$/, 'prefix_one_or_two_uppercase_letters'),
    amount: ZCoercedInt.min(1).max(DEVICE_LIMITS.maxPerCreation),
    startFrom: z.enum(['NO', 'YES']).default('NO'),
    startFromNumber: ZCoercedInt.min(1).optional(),
  }),
  z.object({ ...common, amountType: z.literal('SPECIFIC'), specificUniqueIds: z.array(ZUniqueId).min(1).max(DEVICE_LIMITS.maxPerCreation) }),
]);
export type CreateDevicesRequest = z.infer<typeof ZCreateDevicesRequest>;

export const ZCreateDevicesResponse = z.union([ZDevice, z.array(ZDevice)]);

/** An NFC tag's serial number as Web NFC gives it: 4 to 16 bytes in hex, separated by colons. */
const NFC_SERIAL = /^[0-9a-f]{2}(?::[0-9a-f]{2}){3,15}$/;

export const ZUpdateDeviceRequest = z.object({
  uniqueId: ZUniqueId.optional(),
  name: common.name,
  description: common.description,
  location: common.location,
  zoneId: common.zoneId,
  /** The device's QR code as printed or scanned (case, dashes and spaces ignored); null or '' takes it away. */
  qrCode: ZText.trim().max(64).nullable().optional(),
  /** The serial number of the NFC tag written for the device ("04:a2:3b:…", any case); null or '' takes it away. */
  nfcId: ZText.trim()
    .toLowerCase()
    .refine((value) => value === '' || NFC_SERIAL.test(value), 'nfc_id_invalid')
    .nullable()
    .optional(),
});
export type UpdateDeviceRequest = z.infer<typeof ZUpdateDeviceRequest>;

export const ZBulkDeleteDevicesRequest = z.object({ deviceUuids: z.array(z.uuid()).min(1).max(5000) });
export const ZBulkZoneAssignRequest = z.object({ deviceUuids: z.array(z.uuid()).min(1).max(5000), zoneId: ZCoercedInt.positive().nullable() });
export const ZBulkResult = z.object({ count: z.number().int() });

/**
 * The unique ids a MULTIPLE creation makes: prefix + consecutive numbers. Shared by the form's
 * preview and the server, so both show and create the same ids.
 */
export function multipleUniqueIds(prefix: string, first: number, amount: number): string[] {
  return Array.from({ length: amount }, (_, i) => `${prefix}${first + i}`);
}

/** Splits a unique id into its letter prefix and number ("AB12" -> ["AB", 12]) for ordering. */
export function splitUniqueId(uniqueId: string): { prefix: string; number: number | null } {
  const match = /^([^0-9]*)([0-9]+)?/.exec(uniqueId);
  const prefix = (match?.[1] ?? '').slice(0, 4);
  const digits = uniqueId.slice(prefix.length);
  return { prefix, number: /^[0-9]+$/.test(digits) ? Number(digits) : null };
}
