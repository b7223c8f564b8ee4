import type { LoraDownlinkPage } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getSensorDownlinks = (uuid: string, page: number) => api<LoraDownlinkPage>(`/api/lora/devices/${uuid}/downlinks?page=${page}&limit=100`);

/** The sensor's downlinks with their state (super admin). */
export const sensorDownlinksQuery = (uuid: string, page: number) =>
  queryOptions({ queryKey: loraKeys.downlinks(uuid, page), queryFn: () => getSensorDownlinks(uuid, page), placeholderData: keepPreviousData });

/** `enabled` false for anyone but the super admin: the others' calls answer 403. */
export const useSensorDownlinks = (uuid: string, page: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...sensorDownlinksQuery(uuid, page), ...options });
