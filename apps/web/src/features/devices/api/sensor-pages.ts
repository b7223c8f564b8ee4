import type { LoraHistoryEvent, LoraUplink } from '@trapline/contracts/lora';
import type { QueryClient } from '@tanstack/react-query';
import { deviceKeys } from '@/shared/devices/keys.ts';

export type Uplink = LoraUplink;
export type HistoryEvent = LoraHistoryEvent;
export type Page<T> = { rows: T[]; count: number };

/** Uplinks and history come in pages of 100, the page index from zero (spec 2, section 9). */
export const PAGE_SIZE = 100;

export const sensorPath = (placeId: string, deviceUuid: string) => `/api/places/${placeId}/devices/${deviceUuid}/lora-device`;

/**
 * After a device's sensor changed (assigned, created, removed, or a command sent to it): the
 * device's LoRa tab, and every LoRa screen (sensor lists, the sensor's page and history), which
 * a prefix reaches on purpose: the sensor's own keys there are not known from the device.
 */
export const refreshDeviceSensor = (queryClient: QueryClient, deviceUuid: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.sensor(deviceUuid) }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.loraScreens }),
  ]);
