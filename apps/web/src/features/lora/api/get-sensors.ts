import type { LoraDeviceListQuery, LoraDeviceListResponse } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { searchOf } from '@/features/lora/api/types.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getSensors = (filters: LoraDeviceListQuery) => api<LoraDeviceListResponse>(`/api/lora/devices?${searchOf(filters)}`);

export const sensorsQuery = (filters: LoraDeviceListQuery) =>
  queryOptions({ queryKey: loraKeys.sensorList(filters), queryFn: () => getSensors(filters), placeholderData: keepPreviousData });

export const useSensors = (filters: LoraDeviceListQuery) => useQuery(sensorsQuery(filters));
