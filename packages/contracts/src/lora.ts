import { CONNECTION_LIMITS, STHS_LIMITS } from '@trapline/lora-codec/downlink';
import { z } from 'zod';
import { optionalText, ZCoercedInt, ZText } from './common.ts';
import { ZDeviceStatus } from './devices.ts';

/** Spec 3, sections 2.1 and 9: an old sensor's appEui is sixteen zeros, a new one's 0101010101010101. */
export const LORA_APP_EUI = { new: '0101010101010101', old: '0000000000000000' } as const;
export const LORA_VERSIONS = ['old', 'new'] as const;
export type LoraVersion = (typeof LORA_VERSIONS)[number];
export const loraVersionOf = (appEui: string): LoraVersion => (appEui === LORA_APP_EUI.old ? 'old' : 'new');

/** Uplink and history pages hold 100 rows (spec 2, section 9). */
export const LORA_PAGE_SIZE = 100;

const hex16 = (message: string) =>
  ZText.trim()
    .regex(/^[0-9a-fA-F]{16}$/, message)
    .transform((s) => s.toUpperCase());
export const ZDevEui = hex16('invalid_dev_eui');
export const ZAppEui = hex16('invalid_app_eui');

/** Battery percent of the raw 0-254 level, clamped; null when unknown (-1). */
export const batteryPercentOf = (raw: number | null | undefined): number | null =>
  raw === null || raw === undefined || raw < 0 ? null : Math.max(0, Math.min(100, Math.round((raw / 254) * 100)));
/**
 * Battery voltage of the raw 0-254 level: linear from 2.0 V (0) to 3.6 V (254), the range of the
 * sensor's 3.6 V lithium cell (docs/decisions.md); null when unknown.
 */
export const batteryVoltsOf = (raw: number | null | undefined): number | null =>
  raw === null || raw === undefined || raw < 0 ? null : Math.round((2 + (Math.min(254, raw) / 254) * 1.6) * 100) / 100;

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
  devEui: ZText,
  appEui: ZText,
  /** old when appEui is sixteen zeros, new otherwise. */
  version: z.enum(LORA_VERSIONS),
  name: ZText,
  description: ZText.nullable(),
  companyUuid: z.uuid().nullable(),
  placeUuid: z.uuid().nullable(),
  deviceUuid: z.uuid().nullable(),
  company: z.object({ uuid: z.uuid(), name: ZText }).nullable(),
  place: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }).nullable(),
  device: z.object({ id: z.number().int(), uuid: z.uuid(), uniqueId: ZText }).nullable(),
  lastUplinkAt: z.iso.datetime().nullable(),
  /** Raw 0-254 as the sensor reports it; -1 when unknown. */
  batteryLevel: z.number().int(),
  /** raw / 254 × 100, clamped; null when unknown. */
  batteryPercent: z.number().int().nullable(),
  /** Volts (see batteryVoltsOf); null when unknown. */
  batteryVoltage: z.number().nullable(),
  externalPower: z.boolean(),
  detectedValue: z.boolean(),
  detectedAt: z.iso.datetime().nullable(),
  /** Set by a super admin's manual alert. */
  adminDetectedValue: z.boolean(),
  adminDetectedAt: z.iso.datetime().nullable(),
  /**
   * The display status (the rule of device-status.ts, as the devices list uses it): alert (own or
   * manual detection), no_signal (no uplink within the radio error interval of the sensor's place,
   * 15 minutes by default), online otherwise.
   */
  status: ZDeviceStatus,
  /** Silent past the interval; true alongside an alert too. */
  noSignal: z.boolean(),
  detectionsCounter: z.number().int(),
  lastUplinkData: z.object({ Status: ZSensorStatus.partial().optional() }).loose().nullable(),
  createdAt: z.iso.datetime(),
});
export type LoraDevice = z.infer<typeof ZLoraDevice>;

/** Create a sensor from a device's LoRa tab (spec 2, section 2.5). */
export const ZCreateLoraDeviceRequest = z.object({
  devEui: ZDevEui,
  name: ZText.trim().max(200).optional(),
  description: ZText.trim().max(2000).nullable().optional(),
});
export const ZAssignLoraDeviceRequest = z.object({ loraDeviceUuid: z.uuid() });

/** Why the bridge could not read an uplink's payload: a MAC-only frame (fPort 0), another port, a short payload, a codec's object out of range. */
export const LORA_UNDECODED_REASONS = ['mac_only', 'unknown_port', 'invalid_payload', 'invalid_object'] as const;

export const ZLoraUplink = z.object({
  uuid: z.uuid(),
  createdAt: z.iso.datetime(),
  /** 32-bit unsigned frame counter. */
  fCnt: z.number().int(),
  fPort: z.number().int(),
  /** The payload's bytes as upper-case hex ('' for none). */
  payload: ZText,
  rssi: z.number().int().nullable(),
  snr: z.number().nullable(),
  /** The decoded status, or { undecoded: reason } when the payload could not be read (the bytes are in payload). */
  data: z.object({ Status: ZSensorStatus.partial().optional(), undecoded: ZText.optional() }).loose(),
});
export type LoraUplink = z.infer<typeof ZLoraUplink>;

/** Average battery of a day's uplinks, for the battery chart (oldest day first). */
export const ZLoraBatteryDay = z.object({ day: z.iso.date(), batteryLevel: z.number().int(), batteryPercent: z.number().int(), batteryVoltage: z.number() });
export type LoraBatteryDay = z.infer<typeof ZLoraBatteryDay>;

export const ZLoraUplinkPage = z.object({
  rows: z.array(ZLoraUplink),
  count: z.number().int(),
  /** Battery per day of the last 90 days of uplinks (the sensor uplinks call only). */
  batteryUplinks: z.array(ZLoraBatteryDay).optional(),
});
export type LoraUplinkPage = z.infer<typeof ZLoraUplinkPage>;

export const LORA_HISTORY_TYPES = ['ALERT', 'CLEAR_ALERT', 'CONFIGURATION', 'NO_SIGNAL'] as const;
export const ZLoraHistoryEvent = z.object({
  uuid: z.uuid(),
  type: z.enum(LORA_HISTORY_TYPES),
  data: z.record(ZText, z.unknown()),
  createdAt: z.iso.datetime(),
});
export type LoraHistoryEvent = z.infer<typeof ZLoraHistoryEvent>;
export const ZLoraHistoryPage = z.object({ rows: z.array(ZLoraHistoryEvent), count: z.number().int() });

/** Pages of 100, index from zero (spec 3, section 9). */
export const ZLoraPageQuery = z.object({ page: ZCoercedInt.min(0).default(0), limit: ZCoercedInt.min(1).max(LORA_PAGE_SIZE).default(LORA_PAGE_SIZE) });

// ───────────────────────────── the LoRa devices list and form ─────────────────────────────

export const LORA_SORTS = ['createdAt', 'lastUplinkAt', 'name'] as const;
export type LoraSort = (typeof LORA_SORTS)[number];

/** Spec 3, section 2.1: name (substring, any case; also matches the DevEUI), version, company, place; sort. */
export const ZLoraDeviceListQuery = z.object({
  name: ZText.trim().max(200).optional(),
  version: z.enum(['all', ...LORA_VERSIONS]).default('all'),
  companyUuid: z.uuid().optional(),
  placeUuid: z.uuid().optional(),
  /** createdAt and lastUplinkAt: newest first; name: A to Z. */
  sort: z.enum(LORA_SORTS).default('createdAt'),
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(500).default(50),
});
export type LoraDeviceListQuery = z.input<typeof ZLoraDeviceListQuery>;
export type LoraDeviceListFilter = z.infer<typeof ZLoraDeviceListQuery>;
export const ZLoraDeviceListResponse = z.object({ loraDevices: z.array(ZLoraDevice), count: z.number().int() });
export type LoraDeviceListResponse = z.infer<typeof ZLoraDeviceListResponse>;

const optionalRef = z.uuid().nullable().optional();

/** POST /api/lora/devices (spec 3, section 7). Only devEui is required; the name defaults to it. */
export const ZLoraDeviceCreateRequest = z.object({
  devEui: ZDevEui,
  appEui: ZAppEui.default(LORA_APP_EUI.new),
  name: ZText.trim().max(200).optional(),
  description: optionalText(2000),
  companyUuid: optionalRef,
  placeUuid: optionalRef,
  deviceUuid: optionalRef,
});
export type LoraDeviceCreateRequest = z.input<typeof ZLoraDeviceCreateRequest>;

/** PATCH /api/lora/devices/{uuid}: a null place or device detaches it. */
export const ZLoraDeviceUpdateRequest = z.object({
  name: ZText.trim().min(1, 'required').max(200).optional(),
  description: optionalText(2000),
  appEui: ZAppEui.optional(),
  companyUuid: optionalRef,
  placeUuid: optionalRef,
  deviceUuid: optionalRef,
});
export type LoraDeviceUpdateRequest = z.input<typeof ZLoraDeviceUpdateRequest>;

// ───────────────────────────── configuration (spec 3, section 5) ─────────────────────────────

const ranged = (min: number, max: number) =>
  z.number({ error: 'required' }).int('integer').min(min, `out_of_range_${min}_${max}`).max(max, `out_of_range_${min}_${max}`);
const flag = ranged(0, 1);

/** Detection settings: PIR, external outputs and reeds inactive (0) or active (1); a reed's Inv flag inverts it. */
export const ZLoraDeviceSettings = z.object({ pir: flag, reed1: flag, reed2: flag, ext1: flag, ext2: flag, reed1Inv: flag, reed2Inv: flag });
export type LoraDeviceSettings = z.infer<typeof ZLoraDeviceSettings>;

/**
 * Limits and defaults of the time and presence settings: the spec's minimums and defaults; the
 * maximums the spec leaves open are the widths of the downlink fields. The downlink encoder's own,
 * so a request that passes here is one the sensor can be sent.
 */
export const LORA_CONNECTION_LIMITS = CONNECTION_LIMITS;
export const LORA_STHS_LIMITS = STHS_LIMITS;

const limited = <K extends string>(limits: Record<K, { min: number; max: number }>) =>
  Object.fromEntries(Object.entries<{ min: number; max: number }>(limits).map(([key, l]) => [key, ranged(l.min, l.max)])) as Record<
    K,
    ReturnType<typeof ranged>
  >;

export const ZLoraConnectionSettings = z.object(limited(LORA_CONNECTION_LIMITS));
export type LoraConnectionSettings = z.infer<typeof ZLoraConnectionSettings>;
export const ZLoraSthsSettings = z.object(limited(LORA_STHS_LIMITS));
export type LoraSthsSettings = z.infer<typeof ZLoraSthsSettings>;

const defaults = <K extends string>(limits: Record<K, { default: number }>) =>
  Object.fromEntries(Object.entries<{ default: number }>(limits).map(([key, l]) => [key, l.default])) as Record<K, number>;

/** What the dialogs open with before anything was sent: the spec's defaults; detection: PIR on, the rest off. */
export const LORA_CONFIGURATION_DEFAULTS = {
  device: { pir: 1, reed1: 0, reed2: 0, ext1: 0, ext2: 0, reed1Inv: 0, reed2Inv: 0 } satisfies LoraDeviceSettings,
  connection: defaults(LORA_CONNECTION_LIMITS) as LoraConnectionSettings,
  sths_config: defaults(LORA_STHS_LIMITS) as LoraSthsSettings,
};

export const ZLoraConfiguration = z.object({ device: ZLoraDeviceSettings, connection: ZLoraConnectionSettings, sths_config: ZLoraSthsSettings });
export type LoraConfiguration = z.infer<typeof ZLoraConfiguration>;

/** The health check of legacy sensors; the panel sends 60 (spec 2, section 9). */
export const ZLoraLegacyHealthcheckRequest = z.object({
  value: z.coerce.number().int('integer').min(1, 'out_of_range_1_65535').max(65535, 'out_of_range_1_65535').default(60),
});

export const LORA_DOWNLINK_STATUSES = ['PENDING', 'SENT', 'ACKNOWLEDGED', 'FAILED'] as const;
export type LoraDownlinkStatus = (typeof LORA_DOWNLINK_STATUSES)[number];

/**
 * A command queued for a sensor and its fate: PENDING (queued, or handed to ChirpStack and not
 * sent yet), SENT (a gateway sent it), ACKNOWLEDGED (the device confirmed it), FAILED (error says why).
 */
export const ZLoraDownlink = z.object({
  uuid: z.uuid(),
  /** device, connection, sths_config, clear_alert, legacy_device, legacy_healthcheck, radio_setting. */
  kind: ZText,
  fPort: z.number().int(),
  /** The bytes, as upper-case hex. */
  data: ZText,
  confirmed: z.boolean(),
  status: z.enum(LORA_DOWNLINK_STATUSES),
  error: ZText.nullable(),
  createdAt: z.iso.datetime(),
  /** When the bridge handed it to ChirpStack. */
  publishedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type LoraDownlink = z.infer<typeof ZLoraDownlink>;
export const ZLoraDownlinkPage = z.object({ rows: z.array(ZLoraDownlink), count: z.number().int() });
export type LoraDownlinkPage = z.infer<typeof ZLoraDownlinkPage>;
export const ZLoraDownlinkResponse = z.object({ downlink: ZLoraDownlink });
/** Answer of the configuration and command calls: the queued downlink, the sensor and the dialogs' values. */
export const ZLoraCommandResponse = z.object({ downlink: ZLoraDownlink, loraDevice: ZLoraDevice, configuration: ZLoraConfiguration });
export type LoraCommandResponse = z.infer<typeof ZLoraCommandResponse>;

// ───────────────────────────── details ─────────────────────────────

/** Whether the network server knows the DevEUI; null when no ChirpStack API is configured. */
export const ZLoraNetworkServerState = z.object({
  exists: z.boolean().nullable(),
  /** not_found: ChirpStack does not know the DevEUI; unreachable: it did not answer. */
  error: z.enum(['not_found', 'unreachable']).nullable(),
});
export type LoraNetworkServerState = z.infer<typeof ZLoraNetworkServerState>;

export const ZLoraDeviceDetails = ZLoraDevice.extend({
  /** The newest uplinks (up to 10); the full list pages through uplinks/paginated. */
  uplinks: z.array(ZLoraUplink),
  configuration: ZLoraConfiguration,
});
export type LoraDeviceDetails = z.infer<typeof ZLoraDeviceDetails>;
export const ZLoraDeviceDetailsResponse = z.object({ loraDevice: ZLoraDeviceDetails, awsData: ZLoraNetworkServerState.nullable() });
export type LoraDeviceDetailsResponse = z.infer<typeof ZLoraDeviceDetailsResponse>;
export const ZLoraDeviceResponse = z.object({ loraDevice: ZLoraDevice });

// ───────────────────────────── gateways ─────────────────────────────

/** Spec 3, section 3.2: the same shape as a sensor list entry (name, devEui, created, last information). */
export const ZLoraGateway = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  devEui: ZText,
  name: ZText,
  description: ZText.nullable(),
  companyUuid: z.uuid().nullable(),
  placeUuid: z.uuid().nullable(),
  company: z.object({ uuid: z.uuid(), name: ZText }).nullable(),
  place: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }).nullable(),
  /** When the gateway last relayed an uplink. */
  lastUplinkAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type LoraGateway = z.infer<typeof ZLoraGateway>;

export const ZLoraGatewayListQuery = z.object({
  name: ZText.trim().max(200).optional(),
  companyUuid: z.uuid().optional(),
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(500).default(50),
});
export type LoraGatewayListQuery = z.input<typeof ZLoraGatewayListQuery>;
export type LoraGatewayListFilter = z.infer<typeof ZLoraGatewayListQuery>;
export const ZLoraGatewayListResponse = z.object({ loraDevices: z.array(ZLoraGateway), count: z.number().int() });
export const ZLoraGatewayResponse = z.object({ loraDevice: ZLoraGateway });

export const ZLoraGatewayCreateRequest = z.object({
  devEui: ZDevEui,
  name: ZText.trim().max(200).optional(),
  description: optionalText(2000),
  companyUuid: optionalRef,
  placeUuid: optionalRef,
});
export type LoraGatewayCreateRequest = z.input<typeof ZLoraGatewayCreateRequest>;
export const ZLoraGatewayUpdateRequest = z.object({
  devEui: ZDevEui.optional(),
  name: ZText.trim().min(1, 'required').max(200).optional(),
  description: optionalText(2000),
  companyUuid: optionalRef,
  placeUuid: optionalRef,
});
export type LoraGatewayUpdateRequest = z.input<typeof ZLoraGatewayUpdateRequest>;

// ───────────────────────────── unclaimed uplinks ─────────────────────────────

/** Uplinks of one DevEUI no sensor is registered for (super admin). */
export const ZLoraUnclaimedDevEui = z.object({
  devEui: ZText,
  count: z.number().int(),
  firstReceivedAt: z.iso.datetime(),
  lastReceivedAt: z.iso.datetime(),
  applicationId: ZText.nullable(),
  /** Signal of the newest uplink's best gateway, when it carried one. */
  rssi: z.number().nullable(),
});
export type LoraUnclaimedDevEui = z.infer<typeof ZLoraUnclaimedDevEui>;
export const ZLoraUnclaimedQuery = z.object({ page: ZCoercedInt.min(1).default(1), limit: ZCoercedInt.min(1).max(500).default(50) });
export const ZLoraUnclaimedResponse = z.object({ rows: z.array(ZLoraUnclaimedDevEui), count: z.number().int() });
