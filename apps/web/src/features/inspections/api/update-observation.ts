import type { ObservationRecord } from '@trapline/contracts/device-records';
import type { UpdateInspectionObservationRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const updateObservation = (placeId: string, inspectionId: number, recordId: number, body: UpdateInspectionObservationRequest) =>
  api<ObservationRecord>(`${inspectionPath(placeId, inspectionId)}/observations/${recordId}`, { method: 'PATCH', body });

/** Corrects an observation: the inspection's screen shows it, and the place's limit breaches, which the server judged again, show at once. */
export function useUpdateObservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      placeId,
      inspectionId,
      recordId,
      body,
    }: {
      placeId: string;
      inspectionId: number;
      recordId: number;
      body: UpdateInspectionObservationRequest;
    }) => updateObservation(placeId, inspectionId, recordId, body),
    onSuccess: (_saved, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
        queryClient.invalidateQueries({ queryKey: limitKeys.breachLists(placeId) }),
      ]),
  });
}
