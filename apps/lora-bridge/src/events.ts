// ChirpStack v4 integration events in their JSON form (proto3 JSON mapping). Since v4.1 every
// top-level scalar is present even at its default; older servers leave defaults out. Both parse:
// every field a default could drop is optional here, and unknown fields are ignored.
import { z } from 'zod';

const ZDeviceInfo = z.looseObject({
  tenantId: z.string().optional(),
  applicationId: z.string().optional(),
  deviceName: z.string().optional(),
  devEui: z.string().regex(/^[0-9a-fA-F]{16}$/),
  tags: z.record(z.string(), z.string()).optional(),
});

const ZRxInfo = z.looseObject({
  gatewayId: z.string().optional(),
  rssi: z.number().int().min(-1000).max(1000).optional(),
  snr: z.number().min(-1000).max(1000).optional(),
});

/** Standard base64 as ChirpStack writes bytes fields; rejects anything else. */
const ZBase64 = z.string().regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'invalid base64');

export const ZUplinkEvent = z.looseObject({
  deduplicationId: z.string().min(1),
  time: z.string(),
  deviceInfo: ZDeviceInfo,
  // Within the columns they are stored in: out of range is a bad message, not a failed batch.
  // Frame counters are 32-bit unsigned in LoRaWAN (a bigint column).
  fCnt: z.number().int().min(0).max(4_294_967_295).optional(),
  fPort: z.number().int().min(0).max(255).optional(),
  data: ZBase64.optional(),
  object: z.record(z.string(), z.unknown()).optional(),
  rxInfo: z.array(ZRxInfo).optional(),
});
export type UplinkEvent = z.infer<typeof ZUplinkEvent>;

export const ZStatusEvent = z.looseObject({
  deduplicationId: z.string().optional(),
  time: z.string(),
  deviceInfo: ZDeviceInfo,
  externalPowerSource: z.boolean().optional(),
  batteryLevelUnavailable: z.boolean().optional(),
  /** Percent (ChirpStack scales the device's 0-254 report). */
  batteryLevel: z.number().optional(),
});
export type StatusEvent = z.infer<typeof ZStatusEvent>;
