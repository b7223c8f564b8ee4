import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const deleteMap = (placeId: string, mapId: number) =>
  api<{ id: number; unassignedDevices: number }>(`/places/${placeId}/maps/${mapId}`, { method: 'DELETE' });

/** The plan's devices leave it, which every screen of the place shows: the place's whole scope is read again, on purpose. */
export function useDeleteMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, mapId }: { placeId: string; mapId: number }) => deleteMap(placeId, mapId),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }),
  });
}
