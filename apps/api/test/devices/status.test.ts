import { describe, expect, it } from 'vitest';
import { deviceStatus } from '../../src/modules/devices/status.ts';

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
});
