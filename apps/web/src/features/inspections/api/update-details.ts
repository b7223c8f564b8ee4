import type { Inspection, UpdateInspectionDetailsRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const updateDetails = (placeId: string, inspectionId: number, body: UpdateInspectionDetailsRequest) =>
  api<Inspection>(`${inspectionPath(placeId, inspectionId)}/details`, { method: 'PATCH', body });

/** Renames an inspection or moves its start and end: they show in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, body }: { placeId: string; inspectionId: number; body: UpdateInspectionDetailsRequest }) =>
      updateDetails(placeId, inspectionId, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
