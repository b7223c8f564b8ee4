import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const deleteSensor = (uuid: string) => api<null>(`/api/lora/devices/${uuid}`, { method: 'DELETE' });

/** The deleted sensor's own queries are dropped (read again they would answer 404); the lists of sensors are read again. */
export function useDeleteSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSensor,
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: loraKeys.sensor(uuid) });
      return queryClient.invalidateQueries({ queryKey: loraKeys.sensorLists });
    },
  });
}
