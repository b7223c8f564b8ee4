import type { UpdateQuestionRequest, VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const updateQuestion = (id: number, body: UpdateQuestionRequest) => api<VisualInspectionQuestion>(`${QUESTIONS}/${id}`, { method: 'PATCH', body });

/** The answer is the saved question: it becomes the question's screen as is; the caller's list is read again. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuestionRequest }) => updateQuestion(id, body),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(visualInspectionKeys.question(id), saved);
      return queryClient.invalidateQueries({ queryKey: visualInspectionKeys.list });
    },
  });
}
