import type { LoraCommandResponse } from '@trapline/contracts/lora';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshDeviceSensor } from '@/features/devices/api/sensor-pages.ts';

/** The super admin sets an old sensor's legacy health check (spec 2, section 7). */
export const setLegacyHealthcheck = (sensorUuid: string) =>
  api<LoraCommandResponse>(`/api/lora/devices/${sensorUuid}/update-legacy-healthcheck`, { method: 'POST', body: { value: 60 } });

/** From a device's LoRa tab: the device's sensor and the LoRa screens are read again. */
export function useSetLegacyHealthcheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sensorUuid }: { deviceUuid: string; sensorUuid: string }) => setLegacyHealthcheck(sensorUuid),
    onSuccess: (_answer, { deviceUuid }) => refreshDeviceSensor(queryClient, deviceUuid),
  });
}
