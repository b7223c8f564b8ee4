import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const deleteLimit = (placeId: string, id: number) => api<null>(`/api/places/${placeId}/limits/${id}`, { method: 'DELETE' });

/** Removes a pest limit from the place's list of limits. */
export function useDeleteLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, id }: { placeId: string; id: number }) => deleteLimit(placeId, id),
    onSuccess: (_done, { placeId }) => queryClient.invalidateQueries({ queryKey: limitKeys.list(placeId) }),
  });
}
