import type { DeviceListItem } from '@trapline/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const getPlaceDevices = async (placeId: string) => (await api<{ rows: DeviceListItem[]; count: number }>(`/places/${placeId}/devices`)).rows;

/** Every device of the place: the plan needs both the placed ones and those without coordinates. */
export const placeDevicesQuery = (placeId: string) => queryOptions({ queryKey: mapKeys.devices(placeId), queryFn: () => getPlaceDevices(placeId) });

export const usePlaceDevices = (placeId: string) => useQuery(placeDevicesQuery(placeId));
