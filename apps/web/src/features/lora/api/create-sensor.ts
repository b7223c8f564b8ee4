import type { LoraDevice, LoraDeviceCreateRequest } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const createSensor = (body: LoraDeviceCreateRequest) => api<{ loraDevice: LoraDevice }>('/api/lora/devices', { method: 'POST', body });

/** Every LoRa screen, not the sensor lists alone: the new sensor's DevEUI leaves the unclaimed uplinks. */
export function useCreateSensor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSensor, onSuccess: () => queryClient.invalidateQueries({ queryKey: loraKeys.all }) });
}
