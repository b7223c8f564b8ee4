import type { Inspection } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const uploadAnswerPhoto = (placeId: string, inspectionId: number, answerId: number, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<Inspection>(`${inspectionPath(placeId, inspectionId)}/visual-inspection/answers/${answerId}/images`, {
    method: 'POST',
    body: form,
    timeoutMs: 120_000,
  });
};

/** Adds a photo to a visual-inspection answer, which only the inspection's screen shows. */
export function useUploadAnswerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, answerId, file }: { placeId: string; inspectionId: number; answerId: number; file: File }) =>
      uploadAnswerPhoto(placeId, inspectionId, answerId, file),
    onSuccess: (_inspection, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
