import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const deleteQuestion = (id: number) => api<null>(`${QUESTIONS}/${id}`, { method: 'DELETE' });

/**
 * The caller's list is read again. The deleted question's screen is left as it is: it may still be
 * open while the screen leaves it, and reading it again would only answer 404.
 */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visualInspectionKeys.list }),
  });
}
