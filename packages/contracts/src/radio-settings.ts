import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';

/**
 * Radio options of sensor devices (spec 2, sections 2.7, 7 and 9): each change goes to the
 * devices as a two-digit hex value on its own port.
 */
export const RADIO_PORTS = {
  interval: { port: 1, min: 1, max: 255 },
  power: { port: 4, min: 1, max: 14 },
  algorithms: { port: 6, min: 0, max: 3 },
  algorithm1SignalLength: { port: 7, min: 1, max: 255 },
  algorithm2SignalCount: { port: 8, min: 2, max: 5 },
  algorithm2MinTime: { port: 9, min: 1, max: 255 },
  algorithm2MaxTime: { port: 10, min: 1, max: 255 },
} as const;
export type RadioSettingType = keyof typeof RADIO_PORTS;

export const RADIO_DEFAULTS: Record<RadioSettingType, number> = {
  interval: 15,
  power: 14,
  algorithms: 3,
  algorithm1SignalLength: 15,
  algorithm2SignalCount: 2,
  algorithm2MinTime: 10,
  algorithm2MaxTime: 20,
};

export function radioTypeOfPort(port: number): RadioSettingType | undefined {
  return (Object.keys(RADIO_PORTS) as RadioSettingType[]).find((type) => RADIO_PORTS[type].port === port);
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
