import type { RecommendationFile } from '@trapline/contracts/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

export function addFile(id: number, file: File, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  return api<RecommendationFile>(`${RECOMMENDATIONS}/${id}/files`, { method: 'POST', body: form });
}

/** Attaches a file to a recommendation, which only its page shows. */
export function useAddFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, name }: { id: number; file: File; name: string }) => addFile(id, file, name),
    onSuccess: (_file, { id }) => queryClient.invalidateQueries({ queryKey: recommendationKeys.detail(id) }),
  });
}
