import type { PlaceZone } from '@trapline/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const getPlaceZones = (placeId: string) => api<PlaceZone[]>(`/api/places/${placeId}/zones`);

export const placeZonesQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.zones(placeId), queryFn: () => getPlaceZones(placeId) });

export const usePlaceZones = (placeId: string) => useQuery(placeZonesQuery(placeId));
