import type { PlaceFileCategories } from '@trapline/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const getPlaceFileCategories = (placeId: string) => api<PlaceFileCategories>(`/places/${placeId}/files-categories`);

export const placeFileCategoriesQuery = (placeId: string) =>
  queryOptions({ queryKey: fileKeys.placeCategories(placeId), queryFn: () => getPlaceFileCategories(placeId) });

export const usePlaceFileCategories = (placeId: string) => useQuery(placeFileCategoriesQuery(placeId));
