import type { MapListResponse } from '@trapline/contracts/maps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const getMaps = async (placeId: string) => (await api<MapListResponse>(`/places/${placeId}/maps`)).maps;

export const mapsQuery = (placeId: string) => queryOptions({ queryKey: mapKeys.list(placeId), queryFn: () => getMaps(placeId) });

export const useMaps = (placeId: string) => useQuery(mapsQuery(placeId));
