import type { LoraGateway } from '@trapline/contracts/lora';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getGateway = async (uuid: string) => (await api<{ loraDevice: LoraGateway }>(`/api/lora/gateways/${uuid}`)).loraDevice;

export const gatewayQuery = (uuid: string) => queryOptions({ queryKey: loraKeys.gateway(uuid), queryFn: () => getGateway(uuid) });

export const useGateway = (uuid: string) => useQuery(gatewayQuery(uuid));
