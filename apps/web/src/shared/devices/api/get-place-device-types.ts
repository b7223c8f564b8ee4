import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export interface PlaceDeviceType {
  id: number;
  name: string;
  isRadio?: boolean;
  settings?: { prefix?: string };
}

export const getPlaceDeviceTypes = async (placeId: string) =>
  (await api<{ deviceTypes: PlaceDeviceType[] }>(`/api/places/${placeId}/device-types`)).deviceTypes;

export const placeDeviceTypesQuery = (placeId: string) => queryOptions({ queryKey: deviceKeys.types(placeId), queryFn: () => getPlaceDeviceTypes(placeId) });

export const usePlaceDeviceTypes = (placeId: string) => useQuery(placeDeviceTypesQuery(placeId));
