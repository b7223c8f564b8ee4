import { DEFAULT_RADIO_ERROR_INTERVAL } from '@trapline/contracts/places';
import type { DeviceStatus } from '@trapline/contracts/devices';

/**
 * The display status of a device (spec 2, sections 2.3 and 4): alert when detection is set; for
 * radio devices "no signal" when nothing arrived within the place's radio error interval (15
 * minutes when the place sets none), online otherwise. Non-radio devices have no radio status,
 * and neither has any device for a viewer without radio health (a client's user).
 */
export function deviceStatus(
  device: { detect: boolean; lastSignalAt: Date | null; isRadio: boolean },
  radioErrorIntervalMinutes: number,
  now: Date,
  radioHealth = true,
): { status: DeviceStatus | null; noSignal: boolean } {
  if (!radioHealth) return { status: device.detect ? 'alert' : null, noSignal: false };
  const interval = (radioErrorIntervalMinutes || DEFAULT_RADIO_ERROR_INTERVAL) * 60_000;
  const noSignal = device.isRadio && (device.lastSignalAt === null || now.getTime() - device.lastSignalAt.getTime() > interval);
  if (device.detect) return { status: 'alert', noSignal };
  if (!device.isRadio) return { status: null, noSignal };
  return { status: noSignal ? 'no_signal' : 'online', noSignal };
}
