import { describe, expect, it } from 'vitest';
import { deviceStatus, isSilent, sensorStatus } from './device-status.ts';

describe('device status', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('is alert when detection is set, whatever the signal', () => {
    expect(deviceStatus({ detect: true, lastSignalAt: ago(1), isRadio: true }, 15, now)).toEqual({ status: 'alert', noSignal: false });
    expect(deviceStatus({ detect: true, lastSignalAt: null, isRadio: true }, 15, now)).toEqual({ status: 'alert', noSignal: true });
    expect(deviceStatus({ detect: true, lastSignalAt: null, isRadio: false }, 15, now).status).toBe('alert');
  });

  it('tells online from no signal by the place interval, 15 minutes when it is 0', () => {
    expect(deviceStatus({ detect: false, lastSignalAt: ago(14), isRadio: true }, 0, now).status).toBe('online');
    expect(deviceStatus({ detect: false, lastSignalAt: ago(16), isRadio: true }, 0, now).status).toBe('no_signal');
    expect(deviceStatus({ detect: false, lastSignalAt: ago(16), isRadio: true }, 30, now).status).toBe('online');
    expect(deviceStatus({ detect: false, lastSignalAt: null, isRadio: true }, 30, now).status).toBe('no_signal');
  });

  it('gives non-radio devices no radio status', () => {
    expect(deviceStatus({ detect: false, lastSignalAt: null, isRadio: false }, 15, now)).toEqual({ status: null, noSignal: false });
  });

  it("gives a viewer without radio health (a client's user) the alarm only", () => {
    expect(deviceStatus({ detect: false, lastSignalAt: null, isRadio: true }, 15, now, false)).toEqual({ status: null, noSignal: false });
    expect(deviceStatus({ detect: true, lastSignalAt: null, isRadio: true }, 15, now, false)).toEqual({ status: 'alert', noSignal: false });
  });

  it('reads ISO strings as the web gets them, and counts exactly the interval as still heard', () => {
    expect(isSilent(ago(15).toISOString(), 15, now)).toBe(false);
    expect(isSilent(new Date(ago(15).getTime() - 1).toISOString(), 15, now)).toBe(true);
    expect(isSilent(null, 15, now)).toBe(true);
    expect(isSilent('not a date', 15, now)).toBe(true);
  });

  it('gives a LoRa sensor the same answer: never online when silent past the interval', () => {
    const sensor = { detectedValue: false, adminDetectedValue: false };
    expect(sensorStatus({ ...sensor, lastUplinkAt: ago(60) }, 15, now)).toEqual({ status: 'no_signal', noSignal: true });
    expect(sensorStatus({ ...sensor, lastUplinkAt: ago(5) }, 15, now)).toEqual({ status: 'online', noSignal: false });
    expect(sensorStatus({ ...sensor, lastUplinkAt: null }, 15, now)).toEqual({ status: 'no_signal', noSignal: true });
    expect(sensorStatus({ ...sensor, detectedValue: true, lastUplinkAt: ago(60) }, 15, now)).toEqual({ status: 'alert', noSignal: true });
    expect(sensorStatus({ ...sensor, adminDetectedValue: true, lastUplinkAt: ago(1) }, 15, now)).toEqual({ status: 'alert', noSignal: false });
    // A device and its sensor with the same last signal agree.
    expect(sensorStatus({ ...sensor, lastUplinkAt: ago(40) }, 30, now)).toEqual(deviceStatus({ detect: false, lastSignalAt: ago(40), isRadio: true }, 30, now));
  });
});
