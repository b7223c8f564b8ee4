import type { DeviceStatus } from '@trapline/contracts/devices';
import { loraKeys } from '@/shared/lora/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export type DeviceRecordKind = 'actions' | 'objects' | 'observations' | 'images';

/**
 * Query keys of the devices. What belongs to a place's devices lies under the place
 * (placeKeys.scope), so a change to the place's set of devices can refresh the whole place; what
 * is recorded on one device lies under deviceKeys.scope(uuid).
 */
export const deviceKeys = {
  /** Every list of a place's devices: the devices screen's, and those other screens read under this prefix (plans, sensors' choices). */
  lists: (placeId: string) => [...placeKeys.scope(placeId), 'devices'] as const,
  list: (placeId: string, status: DeviceStatus | undefined) => [...deviceKeys.lists(placeId), { status }] as const,
  detail: (placeId: string, deviceUuid: string) => [...placeKeys.scope(placeId), 'device', deviceUuid] as const,
  /** The device types used in a place (more specific lists of them, in other features, lie under this key). */
  types: (placeId: string) => [...placeKeys.scope(placeId), 'device-types'] as const,
  radioSettings: (placeId: string) => [...placeKeys.scope(placeId), 'radio-settings'] as const,
  placeSensors: (placeId: string) => [...placeKeys.scope(placeId), 'lora-devices'] as const,
  /** What is recorded on one device: actions, objects, observations, images, its sensor. */
  scope: (deviceUuid: string) => ['device', deviceUuid] as const,
  records: (deviceUuid: string, kind: DeviceRecordKind) => [...deviceKeys.scope(deviceUuid), kind] as const,
  sensor: (deviceUuid: string) => [...deviceKeys.scope(deviceUuid), 'lora'] as const,
  uplinks: (deviceUuid: string, page: number) => [...deviceKeys.sensor(deviceUuid), 'uplinks', page] as const,
  /**
   * Everything of the LoRa screens (features/lora: sensor lists, a sensor's details) and a sensor's
   * history: assigning or removing a device's sensor changes them.
   */
  loraScreens: loraKeys.all,
  /** The same pages of the same call as the LoRa screens' history of the sensor: one cache for both. */
  sensorHistory: loraKeys.history,
};
