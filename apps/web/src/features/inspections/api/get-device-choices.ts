import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

interface DeviceChoice {
  uuid: string;
  uniqueId: string;
  name: string | null;
}

export const getDeviceChoices = async (placeId: string) => (await api<{ rows: DeviceChoice[] }>(`/places/${placeId}/devices`)).rows;

/** The place's devices, to add one to an inspection. */
export const deviceChoicesQuery = (placeId: string) =>
  queryOptions({ queryKey: inspectionKeys.deviceChoices(placeId), queryFn: () => getDeviceChoices(placeId) });

export const useDeviceChoices = (placeId: string) => useQuery(deviceChoicesQuery(placeId));
