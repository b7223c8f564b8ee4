import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const deleteInterventionImage = (placeId: string, interventionId: string, imageId: number) =>
  api<{ id: number }>(`${interventionsPath(placeId)}/${interventionId}/images/${imageId}`, { method: 'DELETE' });

/** Removes an image of a protocol; its images are marked stale, not fetched again at once (see useUploadInterventionImage). */
export function useDeleteInterventionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, interventionId, imageId }: { placeId: string; interventionId: string; imageId: number }) =>
      deleteInterventionImage(placeId, interventionId, imageId),
    onSuccess: (_done, { placeId, interventionId }) =>
      queryClient.invalidateQueries({ queryKey: interventionKeys.images(placeId, interventionId), refetchType: 'none' }),
  });
}
