import type { LoraDevice, LoraDeviceUpdateRequest } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const updateSensor = (uuid: string, body: LoraDeviceUpdateRequest) =>
  api<{ loraDevice: LoraDevice }>(`/api/lora/devices/${uuid}`, { method: 'PATCH', body });

/**
 * Every LoRa screen: a changed DevEUI leaves or joins the unclaimed uplinks, and the sensor's
 * lists, page and history show its company, place and device.
 */
export function useUpdateSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: LoraDeviceUpdateRequest }) => updateSensor(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loraKeys.all }),
  });
}
