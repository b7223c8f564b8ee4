import type { LoraDevice } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshSensors } from '@/features/lora/api/refresh-sensor.ts';

export const sendAlert = (uuid: string) => api<{ loraDevice: LoraDevice }>(`/api/lora/devices/${uuid}/manual-set-detection`, { method: 'POST' });

export function useSendAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendAlert, onSuccess: (_answer, uuid) => refreshSensors(queryClient, [uuid]) });
}
