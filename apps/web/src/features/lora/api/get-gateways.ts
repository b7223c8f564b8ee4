import type { LoraGateway, LoraGatewayListQuery } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { searchOf } from '@/features/lora/api/types.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getGateways = (filters: LoraGatewayListQuery) => api<{ loraDevices: LoraGateway[]; count: number }>(`/api/lora/gateways?${searchOf(filters)}`);

export const gatewaysQuery = (filters: LoraGatewayListQuery) =>
  queryOptions({ queryKey: loraKeys.gatewayList(filters), queryFn: () => getGateways(filters), placeholderData: keepPreviousData });

export const useGateways = (filters: LoraGatewayListQuery) => useQuery(gatewaysQuery(filters));
