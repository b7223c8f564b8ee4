import type { Inspection } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const finishInspection = (placeId: string, inspectionId: number, how: 'complete' | 'cancel') =>
  api<Inspection>(`${inspectionPath(placeId, inspectionId)}/${how}`, { method: 'POST', body: {} });

/** Completes or cancels an inspection: its status shows in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useFinishInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, how }: { placeId: string; inspectionId: number; how: 'complete' | 'cancel' }) =>
      finishInspection(placeId, inspectionId, how),
    onSuccess: (_finished, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
