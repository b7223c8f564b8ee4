import type { PlaceZone } from '@trapline/contracts/places';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const createZone = (placeId: string, body: { name: string; description?: string | null }) =>
  api<PlaceZone>(`/api/places/${placeId}/zones`, { method: 'POST', body });

/**
 * A new zone shows in the device lists and filters, the inspections' choices and the plans of the
 * place, besides its zone list: the whole place's scope is read again, on purpose.
 */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: { name: string; description?: string | null } }) => createZone(placeId, body),
    onSuccess: (_zone, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }),
  });
}
