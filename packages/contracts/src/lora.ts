import { z } from 'zod';

export const ZDevEui = z.string().trim().regex(/^[0-9a-fA-F]{16}$/, 'invalid_dev_eui').transform((s) => s.toUpperCase());

const ZSensorStatus = z.object({
  batteryLevel: z.number(),
  detectStatus: z.number(),
  detectedByAlgorithm: z.number(),
  detectionNumber: z.number(),
  detectionsCounter: z.number(),
  detectionsCounterNew: z.number(),
});

export const ZLoraDevice = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  devEui: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  placeUuid: z.uuid().nullable(),
  deviceUuid: z.uuid().nullable(),
  lastUplinkAt: z.iso.datetime().nullable(),
  /** Raw 0-254 as the sensor reports it; -1 when unknown. */
  batteryLevel: z.number().int(),
  /** raw / 254 × 100, clamped; null when unknown. */
  batteryPercent: z.number().int().nullable(),
  externalPower: z.boolean(),
  detectedValue: z.boolean(),
  detectedAt: z.iso.datetime().nullable(),
  detectionsCounter: z.number().int(),
  lastUplinkData: z.object({ Status: ZSensorStatus.partial().optional() }).loose().nullable(),
  createdAt: z.iso.datetime(),
});
export type LoraDevice = z.infer<typeof ZLoraDevice>;

export const ZCreateLoraDeviceRequest = z.object({
  devEui: ZDevEui,
  name: z.string().trim().max(200).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
});
export const ZAssignLoraDeviceRequest = z.object({ loraDeviceUuid: z.uuid() });

export const ZLoraUplink = z.object({
  uuid: z.uuid(),
  createdAt: z.iso.datetime(),
  fCnt: z.number().int(),
  rssi: z.number().int().nullable(),
  snr: z.number().nullable(),
  data: z.object({ Status: ZSensorStatus.partial().optional() }).loose(),
});
export const ZLoraUplinkPage = z.object({ rows: z.array(ZLoraUplink), count: z.number().int() });

export const ZLoraHistoryEvent = z.object({ uuid: z.uuid(), type: z.enum(['ALERT', 'CLEAR_ALERT', 'CONFIGURATION', 'NO_SIGNAL']), data: z.record(z.string(), z.unknown()), createdAt: z.iso.datetime() });
export const ZLoraHistoryPage = z.object({ rows: z.array(ZLoraHistoryEvent), count: z.number().int() });

/** Pages of 100, index from zero (spec 3, section 9). */
export const ZLoraPageQuery = z.object({ page: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(100).default(100) });
