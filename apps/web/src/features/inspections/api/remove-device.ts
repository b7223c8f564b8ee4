import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const removeDevice = (placeId: string, inspectionId: number, inspectionDeviceId: number) =>
  api<null>(`${inspectionPath(placeId, inspectionId)}/devices/${inspectionDeviceId}`, { method: 'DELETE' });

/** Removes a device from an inspection: its devices and their count show in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, inspectionDeviceId }: { placeId: string; inspectionId: number; inspectionDeviceId: number }) =>
      removeDevice(placeId, inspectionId, inspectionDeviceId),
    onSuccess: (_removed, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
