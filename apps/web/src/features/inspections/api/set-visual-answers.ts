import type { Inspection, SetVisualInspectionAnswersRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const setVisualAnswers = (placeId: string, inspectionId: number, body: SetVisualInspectionAnswersRequest) =>
  api<Inspection>(`${inspectionPath(placeId, inspectionId)}/visual-inspection/answers`, { method: 'PUT', body });

/** Saves the visual-inspection answers, which only the inspection's screen shows. */
export function useSetVisualAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, body }: { placeId: string; inspectionId: number; body: SetVisualInspectionAnswersRequest }) =>
      setVisualAnswers(placeId, inspectionId, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
