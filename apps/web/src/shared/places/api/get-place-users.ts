import type { PlaceUser } from '@trapline/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const getPlaceUsers = (placeId: string) => api<PlaceUser[]>(`/places/${placeId}/users`);

export const placeUsersQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.users(placeId), queryFn: () => getPlaceUsers(placeId) });

export const usePlaceUsers = (placeId: string) => useQuery(placeUsersQuery(placeId));
