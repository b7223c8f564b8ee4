import type { Intervention, UpdateInterventionRequest } from '@trapline/contracts/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const updateIntervention = (placeId: string, interventionId: string, body: UpdateInterventionRequest) =>
  api<Intervention>(`${interventionsPath(placeId)}/${interventionId}`, { method: 'PATCH', body });

/**
 * Changes a protocol; the place's list and the protocol show it. The protocol is marked stale, not
 * fetched again at once: its reader is the edit screen that saved it, which goes on to save the
 * images and leaves, and a new answer under it would mount its form afresh mid-save.
 */
export function useUpdateIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, interventionId, body }: { placeId: string; interventionId: string; body: UpdateInterventionRequest }) =>
      updateIntervention(placeId, interventionId, body),
    onSuccess: (_saved, { placeId, interventionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interventionKeys.list(placeId) }),
        queryClient.invalidateQueries({ queryKey: interventionKeys.detail(placeId, interventionId), exact: true, refetchType: 'none' }),
      ]),
  });
}
