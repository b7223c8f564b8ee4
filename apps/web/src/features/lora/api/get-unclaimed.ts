import type { LoraUnclaimedDevEui } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getUnclaimed = (page: number) => api<{ rows: LoraUnclaimedDevEui[]; count: number }>(`/api/lora/unclaimed-uplinks?page=${page}&limit=50`);

/** Pages of the uplinks from DevEUIs no sensor has (super admin). */
export const unclaimedQuery = (page: number) =>
  queryOptions({ queryKey: loraKeys.unclaimedPage(page), queryFn: () => getUnclaimed(page), placeholderData: keepPreviousData });

export const useUnclaimed = (page: number, options: { enabled?: boolean } = {}) => useQuery({ ...unclaimedQuery(page), ...options });
