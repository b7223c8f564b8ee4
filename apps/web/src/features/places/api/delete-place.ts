import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const deletePlace = (placeId: string) => api<null>(`/places/${placeId}`, { method: 'DELETE' });

/**
 * The lists of places are read again. The deleted place's own queries are left as they are: its
 * page is still open while the screen leaves it, and reading them again would only answer 404.
 */
export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.lists }),
  });
}
