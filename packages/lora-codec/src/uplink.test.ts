import { describe, expect, it } from 'vitest';
import { batteryPercent, decodeStatus, encodeStatus, PayloadError, type SensorStatus } from './uplink.ts';

describe('sensor status payload', () => {
  it('round-trips every field through the binary form', () => {
    for (let i = 0; i < 2000; i++) {
      const status: SensorStatus = {
        batteryLevel: Math.floor(Math.random() * 255),
        detectStatus: Math.round(Math.random()),
        detectedByAlgorithm: [0, 1, 2, 4][i % 4]!,
        detectionNumber: Math.floor(Math.random() * 256),
        detectionsCounter: Math.floor(Math.random() * 65536),
        detectionsCounterNew: Math.floor(Math.random() * 65536),
      };
      expect(decodeStatus(encodeStatus(status))).toEqual({ ...status, batteryLevel: Math.min(254, status.batteryLevel) });
    }
  });

  it('refuses truncated payloads and shows the battery as a clamped percentage', () => {
    expect(() => decodeStatus(new Uint8Array([1, 2, 3]))).toThrow(PayloadError);
    expect(decodeStatus(Uint8Array.from([0xc8, 0b1001, 3, 0x01, 0x02, 0, 7]))).toEqual({
      batteryLevel: 200,
      detectStatus: 1,
      detectedByAlgorithm: 4,
      detectionNumber: 3,
      detectionsCounter: 258,
      detectionsCounterNew: 7,
    });
    expect([batteryPercent(254), batteryPercent(127), batteryPercent(0), batteryPercent(300)]).toEqual([100, 50, 0, 100]);
  });
});
