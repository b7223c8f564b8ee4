import type { Inspection } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

/** Deletes the answer's photo at `index` (its position in the answer's images). */
export const deleteAnswerPhoto = (placeId: string, inspectionId: number, answerId: number, index: number) =>
  api<Inspection>(`${inspectionPath(placeId, inspectionId)}/visual-inspection/answers/${answerId}/images/${index}`, { method: 'DELETE' });

/** Deletes a photo of a visual-inspection answer, which only the inspection's screen shows. */
export function useDeleteAnswerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, answerId, index }: { placeId: string; inspectionId: number; answerId: number; index: number }) =>
      deleteAnswerPhoto(placeId, inspectionId, answerId, index),
    onSuccess: (_inspection, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
