import type { LoraDevice } from '@trapline/contracts/lora';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getPlaceSensors = async (placeId: string) => (await api<{ loraDevices: LoraDevice[] }>(`/api/places/${placeId}/lora-devices`)).loraDevices;

export const placeSensorsQuery = (placeId: string) => queryOptions({ queryKey: deviceKeys.placeSensors(placeId), queryFn: () => getPlaceSensors(placeId) });

/** The place's sensors; `enabled` waits until they are needed (the assign dialog is open). */
export const usePlaceSensors = (placeId: string, options: { enabled?: boolean } = {}) => useQuery({ ...placeSensorsQuery(placeId), ...options });
