import type { InspectionDevice } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionDevicePath } from '@/features/inspections/api/device-path.ts';
import type { InspectionDeviceKey } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const markDevice = (device: InspectionDeviceKey, mark: 'scanned' | 'checked') =>
  api<InspectionDevice>(`${inspectionDevicePath(device)}/set-${mark}`, { method: 'POST', body: {} });

/** Marks a device of an inspection scanned or checked: the checked count shows in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useMarkDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mark, ...device }: InspectionDeviceKey & { mark: 'scanned' | 'checked' }) => markDevice(device, mark),
    onSuccess: (_marked, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
