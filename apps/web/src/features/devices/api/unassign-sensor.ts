import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshDeviceSensor, sensorPath } from '@/features/devices/api/sensor-pages.ts';

export const unassignSensor = (placeId: string, deviceUuid: string) => api<null>(sensorPath(placeId, deviceUuid), { method: 'DELETE' });

export function useUnassignSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid }: { placeId: string; deviceUuid: string }) => unassignSensor(placeId, deviceUuid),
    onSuccess: (_answer, { deviceUuid }) => refreshDeviceSensor(queryClient, deviceUuid),
  });
}
