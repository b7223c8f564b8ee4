import type { MapItem, UpdateMapRequest } from '@trapline/contracts/maps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const updateMap = (placeId: string, mapId: number, body: UpdateMapRequest) =>
  api<MapItem>(`/places/${placeId}/maps/${mapId}`, { method: 'PATCH', body });

/** A renamed or refiled plan shows in the place's list of plans (exact: the image URLs stay). */
export function useUpdateMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, mapId, body }: { placeId: string; mapId: number; body: UpdateMapRequest }) => updateMap(placeId, mapId, body),
    onSuccess: (_map, { placeId }) => queryClient.invalidateQueries({ queryKey: mapKeys.list(placeId), exact: true }),
  });
}
