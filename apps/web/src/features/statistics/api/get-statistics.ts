import type { StatisticsResponse } from '@trapline/contracts/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { STATISTICS_TIMEOUT_MS } from '@/features/statistics/api/timeouts.ts';
import { statisticsKeys } from '@/features/statistics/keys.ts';

/** Zones, device types and devices the statistics count (each empty: all). */
export interface StatisticsFilters {
  zones: number[];
  types: number[];
  devices: number[];
}

const NO_FILTERS: StatisticsFilters = { zones: [], types: [], devices: [] };

export function getStatistics(placeId: string, from: string, to: string, filters: StatisticsFilters = NO_FILTERS) {
  const params = new URLSearchParams({ from, to, placeId });
  if (filters.zones.length) params.set('zoneId', filters.zones.join(','));
  if (filters.types.length) params.set('deviceTypeId', filters.types.join(','));
  if (filters.devices.length) params.set('deviceId', filters.devices.join(','));
  return api<StatisticsResponse>(`/api/place/${placeId}/statistics?${params.toString()}`, { timeoutMs: STATISTICS_TIMEOUT_MS });
}

export const statisticsQuery = (placeId: string, from: string, to: string, filters: StatisticsFilters = NO_FILTERS) =>
  queryOptions({ queryKey: statisticsKeys.data(placeId, from, to, filters), queryFn: () => getStatistics(placeId, from, to, filters) });

export const useStatistics = (placeId: string, from: string, to: string, filters: StatisticsFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...statisticsQuery(placeId, from, to, filters), enabled });
