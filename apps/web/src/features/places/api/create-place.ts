import type { CreatePlaceRequest, Place } from '@trapline/contracts/places';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const createPlace = (body: CreatePlaceRequest) => api<Place>('/places', { method: 'POST', body });

/** A new place shows in the lists of places (the pickers' included). */
export function useCreatePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.lists }),
  });
}
