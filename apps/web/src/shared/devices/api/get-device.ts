import type { Device } from '@trapline/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getDevice = (placeId: string, deviceUuid: string) => api<Device>(`/api/places/${placeId}/devices/${deviceUuid}`);

export const deviceQuery = (placeId: string, deviceUuid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(placeId, deviceUuid), queryFn: () => getDevice(placeId, deviceUuid) });

export const useDevice = (placeId: string, deviceUuid: string) => useQuery(deviceQuery(placeId, deviceUuid));
