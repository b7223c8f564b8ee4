import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const getMapImageUrl = async (placeId: string, mapId: number) => (await api<{ url: string }>(`/places/${placeId}/maps/${mapId}/signed-url`)).url;

/** The plan image URL is signed for an hour; it is fetched again well before it expires. */
export const mapImageUrlQuery = (placeId: string, mapId: number) =>
  queryOptions({ queryKey: mapKeys.imageUrl(placeId, mapId), queryFn: () => getMapImageUrl(placeId, mapId), staleTime: 45 * 60_000 });

/** The shown plan's image; nothing is read while there is no plan. */
export const useMapImageUrl = (placeId: string, mapId: number | undefined) =>
  useQuery({ ...mapImageUrlQuery(placeId, mapId ?? 0), enabled: mapId !== undefined });
