import type { InterventionImage, InterventionImageType } from '@trapline/contracts/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export function uploadInterventionImage(placeId: string, interventionId: string, type: InterventionImageType, file: File) {
  const form = new FormData();
  form.set('type', type);
  form.set('name', file.name);
  form.set('file', file);
  return api<InterventionImage>(`${interventionsPath(placeId)}/${interventionId}/images`, { method: 'PUT', body: form, timeoutMs: 120_000 });
}

/**
 * Adds an image to a protocol; its images are marked stale, not fetched again at once: the edit
 * screen that reads them uploads them one after another and then leaves.
 */
export function useUploadInterventionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, interventionId, type, file }: { placeId: string; interventionId: string; type: InterventionImageType; file: File }) =>
      uploadInterventionImage(placeId, interventionId, type, file),
    onSuccess: (_image, { placeId, interventionId }) =>
      queryClient.invalidateQueries({ queryKey: interventionKeys.images(placeId, interventionId), refetchType: 'none' }),
  });
}
