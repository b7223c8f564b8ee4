import type { Inspection, StartInspectionRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const startInspection = (placeId: string, body: StartInspectionRequest) =>
  api<Inspection>(`/api/places/${placeId}/inspections`, { method: 'POST', body });

/** Starts an inspection; the place's lists show it (the dashboard's recent list shows completed ones only). */
export function useStartInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: StartInspectionRequest }) => startInspection(placeId, body),
    onSuccess: (_started, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.lists(placeId) }),
  });
}
