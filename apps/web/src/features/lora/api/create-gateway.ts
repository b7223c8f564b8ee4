import type { LoraGateway, LoraGatewayCreateRequest } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const createGateway = (body: LoraGatewayCreateRequest) => api<{ loraDevice: LoraGateway }>('/api/lora/gateways', { method: 'POST', body });

/** The gateways' lists: no other screen shows a gateway. */
export function useCreateGateway() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGateway, onSuccess: () => queryClient.invalidateQueries({ queryKey: loraKeys.gateways }) });
}
