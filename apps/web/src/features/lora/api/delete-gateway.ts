import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const deleteGateway = (uuid: string) => api<null>(`/api/lora/gateways/${uuid}`, { method: 'DELETE' });

/** The deleted gateway's page is dropped (read again it would answer 404); the gateways' lists are read again. */
export function useDeleteGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGateway,
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: loraKeys.gateway(uuid) });
      return queryClient.invalidateQueries({ queryKey: loraKeys.gateways });
    },
  });
}
