import type { CreateInterventionRequest, Intervention } from '@trapline/contracts/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const createIntervention = (placeId: string, body: CreateInterventionRequest) => api<Intervention>(interventionsPath(placeId), { method: 'POST', body });

/** Writes a new protocol; the place's list shows it. */
export function useCreateIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: CreateInterventionRequest }) => createIntervention(placeId, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: interventionKeys.list(placeId) }),
  });
}
