import type { PlaceListItem } from '@trapline/contracts/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export interface PlaceFilters {
  companyId?: string | undefined;
  companyZoneUuid?: string | undefined;
  search?: string | undefined;
  /** Pages of `limit` places, from 1; without a page, the first 1,000 (for pickers). */
  page?: number | undefined;
  limit?: number | undefined;
}

type PlacePage = { rows: PlaceListItem[]; count: number };

const query = (params: Record<string, string | undefined>) => new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));

export const getPlaces = (filters: PlaceFilters) =>
  api<PlacePage>(`/places?${query({ ...filters, page: filters.page ? String(filters.page) : undefined, limit: String(filters.limit ?? 1000) })}`);

export const placesQuery = (filters: PlaceFilters) =>
  queryOptions({ queryKey: placeKeys.list(filters), queryFn: () => getPlaces(filters), placeholderData: keepPreviousData });

/** A page of places; `enabled` waits for the filters (the places screen waits for its company choice). */
export const usePlaces = (filters: PlaceFilters, options: { enabled?: boolean } = {}) => useQuery({ ...placesQuery(filters), ...options });

/** All places the caller sees (the first 1,000), for the place pickers of the dashboard, users, schedule and statistics. */
export const placePickerQuery = queryOptions({ queryKey: placeKeys.picker, queryFn: () => api<PlacePage>('/places?limit=1000'), staleTime: 60_000 });

export const usePlacePicker = () => useQuery(placePickerQuery);
