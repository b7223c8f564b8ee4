import type { DeviceListItem, DeviceStatus } from '@trapline/contracts/devices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getDevices = (placeId: string, status: DeviceStatus | undefined) =>
  api<{ rows: DeviceListItem[]; count: number }>(`/places/${placeId}/devices${status ? `?status=${status}` : ''}`);

export const devicesQuery = (placeId: string, status: DeviceStatus | undefined) =>
  queryOptions({
    queryKey: deviceKeys.list(placeId, status),
    queryFn: () => getDevices(placeId, status),
    placeholderData: keepPreviousData,
    // The screen's loader fetched it a moment ago: do not fetch 2,000 devices twice.
    staleTime: 5_000,
  });

export const useDevices = (placeId: string, status: DeviceStatus | undefined) => useQuery(devicesQuery(placeId, status));
