// The one rule for what a device's or a sensor's state looks like (spec 2, sections 2.3 and 4):
// the devices list, the LoRa list, the plans' markers, the badges and the no-signal
// notifications all ask it, so no two screens can disagree about the same sensor.
import { DEFAULT_RADIO_ERROR_INTERVAL } from './places.ts';
import type { DeviceStatus } from './devices.ts';

export interface DisplayStatus {
  /** alert, no_signal or online; null for a non-radio device without an alert. */
  status: DeviceStatus | null;
  /** Nothing heard within the interval (radio devices only); true alongside an alert too. */
  noSignal: boolean;
}

/** The place's radio error interval in milliseconds; 0 or none means the 15-minute default. */
export function radioErrorIntervalMs(minutes: number | null | undefined): number {
  return (minutes || DEFAULT_RADIO_ERROR_INTERVAL) * 60_000;
}

const timeOf = (at: Date | string | null): number | null => (at === null ? null : typeof at === 'string' ? Date.parse(at) : at.getTime());

/** No signal: nothing ever heard, or the last signal older than the interval. */
export function isSilent(lastSignalAt: Date | string | null, radioErrorIntervalMinutes: number | null | undefined, now: Date): boolean {
  const last = timeOf(lastSignalAt);
  return last === null || Number.isNaN(last) || now.getTime() - last > radioErrorIntervalMs(radioErrorIntervalMinutes);
}

/**
 * A device's display status: alert when detection is set; for radio devices no signal when
 * silent past the place's radio error interval, online otherwise. Non-radio devices have no
 * radio status, and neither has any device for a viewer without radio health (a client's user).
 */
export function deviceStatus(
  device: { detect: boolean; lastSignalAt: Date | string | null; isRadio: boolean },
  radioErrorIntervalMinutes: number | null | undefined,
  now: Date,
  radioHealth = true,
): DisplayStatus {
  if (!radioHealth) return { status: device.detect ? 'alert' : null, noSignal: false };
  const noSignal = device.isRadio && isSilent(device.lastSignalAt, radioErrorIntervalMinutes, now);
  if (device.detect) return { status: 'alert', noSignal };
  if (!device.isRadio) return { status: null, noSignal };
  return { status: noSignal ? 'no_signal' : 'online', noSignal };
}

/**
 * A LoRa sensor's display status: the same rule, with the sensor's detection (its own or the
 * super admin's manual alert) and its last uplink, against the interval of the place it serves.
 */
export function sensorStatus(
  sensor: { detectedValue: boolean; adminDetectedValue: boolean; lastUplinkAt: Date | string | null },
  radioErrorIntervalMinutes: number | null | undefined,
  now: Date,
): DisplayStatus & { status: DeviceStatus } {
  const { status, noSignal } = deviceStatus(
    { detect: sensor.detectedValue || sensor.adminDetectedValue, lastSignalAt: sensor.lastUplinkAt, isRadio: true },
    radioErrorIntervalMinutes,
    now,
  );
  return { status: status ?? 'online', noSignal };
}
