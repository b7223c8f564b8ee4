import { describe, expect, it } from 'vitest';
import { batteryLabel, formatDateTime, randomDevEui, relativeTime } from './format.ts';

describe('LoRa formatting', () => {
  it('makes DevEUIs of 8 random bytes in upper-case hex', () => {
    expect(randomDevEui(() => Uint8Array.from([0, 1, 0xab, 0xcd, 0xef, 0x10, 0xff, 0x7f]))).toBe('0001ABCDEF10FF7F');
    const made = new Set(Array.from({ length: 50 }, () => randomDevEui()));
    expect(made.size).toBe(50);
    for (const eui of made) expect(eui).toMatch(/^[0-9A-F]{16}$/);
  });

  it('shows the battery as percent and volts, nothing when unknown', () => {
    expect(batteryLabel(254)).toEqual({ percent: 100, volts: 3.6 });
    expect(batteryLabel(127)).toEqual({ percent: 50, volts: 2.8 });
    expect(batteryLabel(0)).toEqual({ percent: 0, volts: 2 });
    expect(batteryLabel(-1)).toBeNull();
  });

  it('says how long ago in the UI language', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(relativeTime('2026-11-20T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-19T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-20T11:59:58Z', 'pl', now)).toMatch(/sekund/);
  });

  it('writes dates as DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('2026-03-04T05:06:07')).toBe('04/03/2026 05:06:07');
  });
});
