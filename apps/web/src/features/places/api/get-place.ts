import type { Place } from '@trapline/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const getPlace = (placeId: string) => api<Place>(`/places/${placeId}`);

export const placeQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.detail(placeId), queryFn: () => getPlace(placeId) });

export const usePlace = (placeId: string) => useQuery(placeQuery(placeId));
