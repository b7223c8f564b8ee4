import type { LoraDeviceDetailsResponse } from '@trapline/contracts/lora';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getSensor = (uuid: string) => api<LoraDeviceDetailsResponse>(`/api/lora/devices/${uuid}`);

export const sensorQuery = (uuid: string) => queryOptions({ queryKey: loraKeys.sensor(uuid), queryFn: () => getSensor(uuid) });

export const useSensor = (uuid: string) => useQuery(sensorQuery(uuid));
