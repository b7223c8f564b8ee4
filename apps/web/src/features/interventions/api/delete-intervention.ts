import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const deleteIntervention = (placeId: string, interventionId: string) =>
  api<{ id: number }>(`${interventionsPath(placeId)}/${interventionId}`, { method: 'DELETE' });

/** Deletes a protocol; the place's list drops it. */
export function useDeleteIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, interventionId }: { placeId: string; interventionId: string }) => deleteIntervention(placeId, interventionId),
    onSuccess: (_done, { placeId }) => queryClient.invalidateQueries({ queryKey: interventionKeys.list(placeId) }),
  });
}
