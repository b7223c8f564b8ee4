import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const dismissUnclaimed = (devEui: string) => api<null>(`/api/lora/unclaimed-uplinks/${devEui}`, { method: 'DELETE' });

export function useDismissUnclaimed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissUnclaimed, onSuccess: () => queryClient.invalidateQueries({ queryKey: loraKeys.unclaimed }) });
}
