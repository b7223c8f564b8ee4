import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const deleteZone = (placeId: string, zoneId: number) => api<null>(`/api/places/${placeId}/zones/${zoneId}`, { method: 'DELETE' });

/** A removed zone leaves the device lists, filters, inspection choices and plans of the place: the whole place's scope is read again, on purpose. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, zoneId }: { placeId: string; zoneId: number }) => deleteZone(placeId, zoneId),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }),
  });
}
