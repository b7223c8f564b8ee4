import type { InspectionDevice } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const markDevice = (placeId: string, inspectionId: number, inspectionDeviceId: number, mark: 'scanned' | 'checked') =>
  api<InspectionDevice>(`${inspectionPath(placeId, inspectionId)}/devices/${inspectionDeviceId}/set-${mark}`, { method: 'POST', body: {} });

/** Marks a device of an inspection scanned or checked: the checked count shows in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useMarkDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      placeId,
      inspectionId,
      inspectionDeviceId,
      mark,
    }: {
      placeId: string;
      inspectionId: number;
      inspectionDeviceId: number;
      mark: 'scanned' | 'checked';
    }) => markDevice(placeId, inspectionId, inspectionDeviceId, mark),
    onSuccess: (_marked, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
