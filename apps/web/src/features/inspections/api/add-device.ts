import type { InspectionDevice } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const addDevice = (placeId: string, inspectionId: number, deviceUuid: string) =>
  api<InspectionDevice>(`${inspectionPath(placeId, inspectionId)}/devices`, { method: 'POST', body: { deviceUuid } });

/** Adds a device to an inspection: its devices and their count show in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, deviceUuid }: { placeId: string; inspectionId: number; deviceUuid: string }) =>
      addDevice(placeId, inspectionId, deviceUuid),
    onSuccess: (_added, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
