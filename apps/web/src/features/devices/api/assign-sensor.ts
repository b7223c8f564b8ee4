import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshDeviceSensor, sensorPath } from '@/features/devices/api/sensor-pages.ts';

export const assignSensor = (placeId: string, deviceUuid: string, loraDeviceUuid: string) =>
  api(`${sensorPath(placeId, deviceUuid)}/assign`, { method: 'POST', body: { loraDeviceUuid } });

export function useAssignSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, loraDeviceUuid }: { placeId: string; deviceUuid: string; loraDeviceUuid: string }) =>
      assignSensor(placeId, deviceUuid, loraDeviceUuid),
    onSuccess: (_answer, { deviceUuid }) => refreshDeviceSensor(queryClient, deviceUuid),
  });
}
