import { describe, expect, it } from 'vitest';
import { RADIO_DEFAULTS, RADIO_PORTS, radioTypeOfPort, ZRadioSettingRequest } from './radio-settings.ts';

describe('radio settings', () => {
  it('start at the panel defaults, each within its limits', () => {
    expect(RADIO_DEFAULTS).toEqual({
      interval: 15,
      power: 14,
      algorithms: 3,
      algorithm1SignalLength: 15,
      algorithm2SignalCount: 2,
      algorithm2MinTime: 10,
      algorithm2MaxTime: 20,
    });
    for (const [type, { min, max, default: value }] of Object.entries(RADIO_PORTS)) {
      expect(value, type).toBeGreaterThanOrEqual(min);
      expect(value, type).toBeLessThanOrEqual(max);
    }
  });

  it('are named by their port, and refuse a value out of its limits', () => {
    expect(radioTypeOfPort(4)).toBe('power');
    expect(radioTypeOfPort(2)).toBeUndefined();
    expect(ZRadioSettingRequest.safeParse({ port: 4, data: '0e' }).data).toEqual({ port: 4, data: '0E' });
    expect(ZRadioSettingRequest.safeParse({ port: 4, data: '0F' }).error?.issues[0]?.message).toBe('out_of_range_1_14');
    expect(ZRadioSettingRequest.safeParse({ port: 2, data: '01' }).error?.issues[0]?.message).toBe('unknown_port');
  });
});
