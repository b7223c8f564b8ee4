import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionDevicePath } from '@/features/inspections/api/device-path.ts';
import type { InspectionDeviceKey } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const removeDevice = (device: InspectionDeviceKey) => api<null>(inspectionDevicePath(device), { method: 'DELETE' });

/** Removes a device from an inspection: its devices and their count show in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: InspectionDeviceKey) => removeDevice(device),
    onSuccess: (_removed, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
