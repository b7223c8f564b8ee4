import type { HeatmapResponse } from '@trapline/contracts/maps';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export interface HeatmapFilters {
  from: string;
  to: string;
  deviceTypeObjectId?: number | undefined;
}

export function getHeatmap(placeId: string, filters: HeatmapFilters) {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.deviceTypeObjectId) params.set('deviceTypeObjectId', String(filters.deviceTypeObjectId));
  return api<HeatmapResponse>(`/places/${placeId}/maps/heatmap?${params.toString()}`);
}

export const heatmapQuery = (placeId: string, filters: HeatmapFilters) =>
  queryOptions({ queryKey: mapKeys.heatmap(placeId, filters), queryFn: () => getHeatmap(placeId, filters), placeholderData: keepPreviousData });

export const useHeatmap = (placeId: string, filters: HeatmapFilters) => useQuery(heatmapQuery(placeId, filters));
