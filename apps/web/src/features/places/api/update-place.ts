import type { Place, UpdatePlaceRequest } from '@trapline/contracts/places';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const updatePlace = (placeId: string, body: UpdatePlaceRequest) => api<Place>(`/places/${placeId}`, { method: 'PATCH', body });

/** The answer is the saved place: it becomes the detail as is; the lists of places are read again. */
export function useUpdatePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: UpdatePlaceRequest }) => updatePlace(placeId, body),
    onSuccess: (saved, { placeId }) => {
      queryClient.setQueryData(placeKeys.detail(placeId), saved);
      return queryClient.invalidateQueries({ queryKey: placeKeys.lists });
    },
  });
}
