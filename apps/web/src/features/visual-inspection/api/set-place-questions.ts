import type { PlaceQuestions, SetPlaceQuestionsRequest } from '@trapline/contracts/visual-inspection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fieldErrors } from '@/lib/errors.ts';
import { placeQuestionsPath } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const setPlaceQuestions = (placeId: string, body: SetPlaceQuestionsRequest) => api<PlaceQuestions>(placeQuestionsPath(placeId), { method: 'PUT', body });

/** Whether the choice was refused because one of its questions was deleted meanwhile. */
export const isQuestionGone = (error: unknown) => Object.values(fieldErrors(error)).includes('question_not_found');

/**
 * Saves the place's whole choice; the answer is the saved choice, kept as is. Refused because a
 * question was deleted meanwhile, what the place picks from and has picked is read again.
 */
export function useSetPlaceQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: SetPlaceQuestionsRequest }) => setPlaceQuestions(placeId, body),
    onSuccess: (saved, { placeId }) => {
      queryClient.setQueryData(visualInspectionKeys.chosen(placeId), saved);
    },
    onError: async (error, { placeId }) => {
      if (isQuestionGone(error)) await queryClient.invalidateQueries({ queryKey: visualInspectionKeys.place(placeId) });
    },
  });
}
