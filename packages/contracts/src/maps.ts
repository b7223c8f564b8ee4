import { z } from 'zod';
import { ZAsyncFlag } from './jobs.ts';
import { INT32_MAX, optionalText, timestamps, ZCoercedId, ZId, ZText } from './common.ts';
import { DEVICE_TYPE_SWATCHES } from './catalogue.ts';
import { ZDeviceListItem } from './devices.ts';

export { DEVICE_TYPE_SWATCHES };

/** Spec 2, section 9: map zoom, plan height and the heatmap layer. */
export const MAP_LIMITS = {
  minZoom: -8,
  /** The specification reads the maximum as 8 in one place and 3 in another; 3 keeps pixels from turning into blocks. */
  maxZoom: 3,
  initialZoom: -3,
  height: 732,
  heatmapRadius: 100,
  nameMaxLength: 200,
  noteMaxLength: 2000,
  /** Default heatmap period when none is chosen. */
  heatmapDefaultDays: 90,
} as const;

export const ZMapName = ZText.trim().min(1, 'required').max(MAP_LIMITS.nameMaxLength);

/** A facility plan: a JPEG in whose pixel coordinates (origin top left) devices are placed. */
export const ZMap = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  placeUuid: z.uuid(),
  name: ZText,
  note: ZText.nullable(),
  fileCategoryId: z.number().int().nullable(),
  width: z.number().int().describe('Image width in pixels'),
  height: z.number().int().describe('Image height in pixels'),
  devicesCount: z.number().int().describe('Live devices placed on this plan'),
  url: ZText.describe('Expiring URL of the image (JPEG), signed for an hour'),
  ...timestamps,
});
export type MapItem = z.infer<typeof ZMap>;

export const ZMapListResponse = z.object({ maps: z.array(ZMap) });
export type MapListResponse = z.infer<typeof ZMapListResponse>;

/** One plan with the devices placed on it (spec 2, section 3: id, name, note, fileCategoryId, devices). */
export const ZMapDetail = ZMap.extend({ devices: z.array(ZDeviceListItem) });
export type MapDetail = z.infer<typeof ZMapDetail>;

/**
 * The text fields of the multipart upload (`file` is the JPEG itself). Multipart fields arrive as
 * strings, hence the coercion of fileCategoryId.
 */
export const ZCreateMapFields = z.object({
  name: ZMapName,
  note: optionalText(MAP_LIMITS.noteMaxLength),
  fileCategoryId: z
    .union([z.literal(''), ZCoercedId])
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});
export type CreateMapFields = z.infer<typeof ZCreateMapFields>;

export const ZUpdateMapRequest = z.object({
  name: ZMapName.optional(),
  note: optionalText(MAP_LIMITS.noteMaxLength),
  fileCategoryId: ZId.nullable().optional(),
});
export type UpdateMapRequest = z.infer<typeof ZUpdateMapRequest>;

export const ZDeleteMapResponse = z.object({ id: z.number().int(), unassignedDevices: z.number().int() });

export const ZSignedUrlResponse = z.object({ url: ZText, expiresInSeconds: z.number().int() });

export const MAP_IMAGE_FORMATS = ['pdf', 'jpg'] as const;
export const ZMapImageQuery = z.object({
  format: z.enum(MAP_IMAGE_FORMATS).default('pdf'),
  /** `true`: answer 202 with the render job at once instead of waiting for the file (the panel follows the job's progress). */
  async: ZAsyncFlag,
});
export type MapImageFormat = (typeof MAP_IMAGE_FORMATS)[number];

/** Places a device at pixel coordinates of a plan of the same place (origin top left). */
export const ZSetOnMapRequest = z.object({
  mapId: z.number({ message: 'required' }).int().positive().max(INT32_MAX),
  mapX: z.number({ message: 'required' }).finite().min(0),
  mapY: z.number({ message: 'required' }).finite().min(0),
});
export type SetOnMapRequest = z.infer<typeof ZSetOnMapRequest>;

const ZIsoDate = z.iso.date();

export const ZHeatmapQuery = z
  .object({
    from: ZIsoDate.optional().describe('First day (YYYY-MM-DD, UTC); default 90 days before to'),
    to: ZIsoDate.optional().describe('Last day, inclusive (YYYY-MM-DD, UTC); default today'),
    deviceTypeObjectId: ZCoercedId.optional().describe('Only this pest (device type object)'),
    mapId: ZCoercedId.optional().describe('Only devices of this plan'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from_after_to', path: ['from'] });
export type HeatmapQuery = z.infer<typeof ZHeatmapQuery>;

export const ZHeatmapValue = z.object({
  deviceTypeObjectId: z.number().int(),
  totalAmount: z.number().describe('Sum of the pest counts recorded on the device in the period'),
  totalAmountPercentage: z.number().describe("totalAmount against the place's busiest device for this pest, 0-100"),
});

export const ZHeatmapDevice = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  uniqueId: ZText,
  mapId: z.number().int(),
  mapX: z.number(),
  mapY: z.number(),
  deviceType: z.object({ id: z.number().int(), name: ZText, color: ZText }),
  values: z.array(ZHeatmapValue),
  total: z.number().describe('Sum over the values'),
  totalPercentage: z.number().describe("total against the place's busiest device, 0-100"),
});
export type HeatmapDevice = z.infer<typeof ZHeatmapDevice>;

export const ZHeatmapResponse = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  devices: z.array(ZHeatmapDevice).describe('Placed devices with at least one pest recorded in the period'),
  deviceTypeObjects: z.array(z.object({ id: z.number().int(), name: ZText })).describe("Pests of the place's device types, and any recorded"),
});
export type HeatmapResponse = z.infer<typeof ZHeatmapResponse>;

/**
 * How a device looks on a plan (spec 2, section 4): red for an alert, yellow for no signal,
 * yellow-red for both, green for a radio device that is fine, and the device type's colour for
 * a device without radio.
 */
export const MARKER_STATES = ['alert', 'no_signal', 'alert_no_signal', 'online', 'type'] as const;
export type MarkerState = (typeof MARKER_STATES)[number];

export const MARKER_COLORS = { alert: '#e03131', no_signal: '#fab005', online: '#2f9e44' } as const;

/**
 * The shape of a marker: a status (of a radio device, or an alert) is a diamond, a plain device
 * type a circle, so that a red, yellow or green device type never reads as an alarm.
 */
export type MarkerShape = 'circle' | 'diamond';
export const markerShape = (state: MarkerState): MarkerShape => (state === 'type' ? 'circle' : 'diamond');

const rgb = (hex: string) => {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1, 7);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

/** True when a device-type colour could be taken for a status colour on a plan (the type form warns). */
export function looksLikeStatusColor(color: string): boolean {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) return false;
  const [r, g, b] = rgb(color);
  return Object.values(MARKER_COLORS).some((status) => {
    const [sr, sg, sb] = rgb(status);
    // Euclidean distance in RGB: below ~70 two colours read as the same one on a small marker.
    return Math.hypot(r - sr, g - sg, b - sb) < 70;
  });
}

export function markerState(device: { detect: boolean; noSignal: boolean; deviceType: { isRadio: boolean } }): MarkerState {
  if (device.detect && device.noSignal) return 'alert_no_signal';
  if (device.detect) return 'alert';
  if (device.noSignal) return 'no_signal';
  return device.deviceType.isRadio ? 'online' : 'type';
}

/** Fill colours of a marker: one, or two halves (left yellow, right red) for alert with no signal. */
export function markerColors(state: MarkerState, typeColor: string): [string] | [string, string] {
  switch (state) {
    case 'alert_no_signal':
      return [MARKER_COLORS.no_signal, MARKER_COLORS.alert];
    case 'alert':
      return [MARKER_COLORS.alert];
    case 'no_signal':
      return [MARKER_COLORS.no_signal];
    case 'online':
      return [MARKER_COLORS.online];
    default:
      return [/^#[0-9a-f]{3,8}$/i.test(typeColor) ? typeColor : '#868e96'];
  }
}
