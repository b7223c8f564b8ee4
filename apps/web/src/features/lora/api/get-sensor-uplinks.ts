import type { LoraUplinkPage } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getSensorUplinks = (uuid: string, page: number) => api<LoraUplinkPage>(`/api/lora/devices/${uuid}/uplinks/paginated?page=${page}&limit=100`);

export const sensorUplinksQuery = (uuid: string, page: number) =>
  queryOptions({ queryKey: loraKeys.uplinks(uuid, page), queryFn: () => getSensorUplinks(uuid, page), placeholderData: keepPreviousData });

export const useSensorUplinks = (uuid: string, page: number) => useQuery(sensorUplinksQuery(uuid, page));
