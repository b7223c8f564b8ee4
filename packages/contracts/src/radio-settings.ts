import { RADIO_SETTINGS } from '@trapline/lora-codec/downlink';
import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';

/**
 * Radio options of sensor devices (spec 2, sections 2.7, 7 and 9): each change goes to the
 * devices as a two-digit hex value on its own port, within its limits. The table is the downlink
 * encoder's, so the panel offers the ports the encoder sends radio settings on.
 */
export const RADIO_PORTS = RADIO_SETTINGS;
export type RadioSettingType = keyof typeof RADIO_PORTS;
const RADIO_SETTING_TYPES = Object.keys(RADIO_PORTS) as RadioSettingType[];

export const RADIO_DEFAULTS = Object.fromEntries(RADIO_SETTING_TYPES.map((type) => [type, RADIO_PORTS[type].default])) as Record<RadioSettingType, number>;

export function radioTypeOfPort(port: number): RadioSettingType | undefined {
  return RADIO_SETTING_TYPES.find((type) => RADIO_PORTS[type].port === port);
}

/** A value as the devices take it: two upper-case hex digits ("0E" for 14). */
export function toRadioHex(value: number): string {
  return value.toString(16).toUpperCase().padStart(2, '0');
}

export const ZRadioSettingRequest = z
  .object({
    data: ZText.trim()
      .regex(/^[0-9a-fA-F]{2}$/, 'two_hex_digits')
      .transform((s) => s.toUpperCase()),
    port: ZCoercedInt,
  })
  .superRefine((body, ctx) => {
    const type = radioTypeOfPort(body.port);
    if (!type) {
      ctx.addIssue({ code: 'custom', path: ['port'], message: 'unknown_port' });
      return;
    }
    const value = Number.parseInt(body.data, 16);
    const { min, max } = RADIO_PORTS[type];
    if (value < min || value > max) ctx.addIssue({ code: 'custom', path: ['data'], message: `out_of_range_${min}_${max}` });
  });
export type RadioSettingRequest = z.infer<typeof ZRadioSettingRequest>;

export const ZRadioSetting = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  type: ZText,
  port: z.number().int(),
  value: ZText,
  deviceId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable(),
  createdAt: z.iso.datetime(),
  receivedAt: z.iso.datetime().nullable(),
  /** pending until a device confirms it (receivedAt), then set; failed when every sensor's downlink of it failed. */
  status: z.enum(['pending', 'set', 'failed']),
});
export type RadioSetting = z.infer<typeof ZRadioSetting>;
