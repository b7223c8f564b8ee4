import type { LoraCommandResponse } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshDeviceSensor } from '@/features/devices/api/sensor-pages.ts';

/** The super admin clears a sensor's alert (spec 2, section 6). */
export const clearAlert = (sensorUuid: string) => api<LoraCommandResponse>(`/api/lora/devices/${sensorUuid}/clear-alert`, { method: 'POST' });

/** From a device's LoRa tab: the device's sensor and the LoRa screens are read again. */
export function useClearAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sensorUuid }: { deviceUuid: string; sensorUuid: string }) => clearAlert(sensorUuid),
    onSuccess: (_answer, { deviceUuid }) => refreshDeviceSensor(queryClient, deviceUuid),
  });
}
