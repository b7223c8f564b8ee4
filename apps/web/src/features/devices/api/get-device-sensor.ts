import type { LoraDevice } from '@trapline/contracts/lora';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sensorPath } from '@/features/devices/api/sensor-pages.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getDeviceSensor = async (placeId: string, deviceUuid: string) =>
  (await api<{ loraDevice: LoraDevice | null }>(sensorPath(placeId, deviceUuid))).loraDevice;

export const deviceSensorQuery = (placeId: string, deviceUuid: string) =>
  queryOptions({ queryKey: deviceKeys.sensor(deviceUuid), queryFn: () => getDeviceSensor(placeId, deviceUuid) });

export const useDeviceSensor = (placeId: string, deviceUuid: string) => useQuery(deviceSensorQuery(placeId, deviceUuid));
