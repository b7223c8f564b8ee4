import type { DeviceType } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const getPlaceDeviceType = (placeId: string, typeId: number) => api<DeviceType>(`/api/places/${placeId}/device-types/${typeId}`);

/** A device type of the place with the actions, pests and observations offered there. */
export const placeDeviceTypeQuery = (placeId: string, typeId: number) =>
  queryOptions({ queryKey: inspectionKeys.deviceType(placeId, typeId), queryFn: () => getPlaceDeviceType(placeId, typeId), staleTime: 60_000 });

export const usePlaceDeviceType = (placeId: string, typeId: number) => useQuery(placeDeviceTypeQuery(placeId, typeId));
