import type { CreateQuestionRequest, VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const createQuestion = (body: CreateQuestionRequest) => api<VisualInspectionQuestion>(QUESTIONS, { method: 'POST', body });

/** Adds a question to the caller's list, which is read again. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visualInspectionKeys.list }),
  });
}
