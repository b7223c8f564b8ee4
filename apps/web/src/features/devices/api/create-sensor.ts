import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshDeviceSensor, sensorPath } from '@/features/devices/api/sensor-pages.ts';

export interface NewSensor {
  devEui: string;
  name?: string;
  description?: string | null;
}

/** A new sensor, created for the device and assigned to it. */
export const createSensor = (placeId: string, deviceUuid: string, body: NewSensor) => api(sensorPath(placeId, deviceUuid), { method: 'POST', body });

export function useCreateSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, body }: { placeId: string; deviceUuid: string; body: NewSensor }) => createSensor(placeId, deviceUuid, body),
    onSuccess: (_answer, { deviceUuid }) => refreshDeviceSensor(queryClient, deviceUuid),
  });
}
