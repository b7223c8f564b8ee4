import type { LoraGateway, LoraGatewayUpdateRequest } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const updateGateway = (uuid: string, body: LoraGatewayUpdateRequest) =>
  api<{ loraDevice: LoraGateway }>(`/api/lora/gateways/${uuid}`, { method: 'PATCH', body });

/** The gateways' lists and this gateway's page (both under loraKeys.gateways): no other screen shows a gateway. */
export function useUpdateGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: LoraGatewayUpdateRequest }) => updateGateway(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loraKeys.gateways }),
  });
}
