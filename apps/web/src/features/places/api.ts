import type { PlacePermission } from '@trapline/contracts/users';
import type { CreatePlaceRequest, Place, PlaceListItem, PlaceUser, PlaceZone, UpdatePlaceRequest } from '@trapline/contracts/places';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyZonesQuery as zonesOfCompanyQuery } from '@/features/companies/api.ts';
import { placeKeys } from './keys.ts';

export interface PlaceFilters {
  companyId?: string | undefined;
  companyZoneUuid?: string | undefined;
  search?: string | undefined;
  /** Pages of `limit` places, from 1; without a page, the first 1,000 (for pickers). */
  page?: number | undefined;
  limit?: number | undefined;
}

const query = (params: Record<string, string | undefined>) => new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));

export const placesQuery = (filters: PlaceFilters) =>
  queryOptions({
    queryKey: placeKeys.list(filters),
    queryFn: () => api<{ rows: PlaceListItem[]; count: number }>(`/places?${query({ ...filters, page: filters.page ? String(filters.page) : undefined, limit: String(filters.limit ?? 1000) })}`),
    placeholderData: keepPreviousData,
  });

/** All places the caller sees (the first 1,000), for the place pickers of the dashboard, users, schedule and statistics. */
export const placePickerQuery = queryOptions({ queryKey: placeKeys.picker, queryFn: () => api<{ rows: PlaceListItem[]; count: number }>('/places?limit=1000'), staleTime: 60_000 });

export const placeQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.detail(placeId), queryFn: () => api<Place>(`/places/${placeId}`) });
export const placeUsersQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.users(placeId), queryFn: () => api<PlaceUser[]>(`/places/${placeId}/users`) });
export const placeZonesQuery = (placeId: string) => queryOptions({ queryKey: placeKeys.zones(placeId), queryFn: () => api<PlaceZone[]>(`/api/places/${placeId}/zones`) });

/** A company's zones for the places' filters and form, once a company is chosen (the same query as the company's zones panel). */
export const companyZonesQuery = (companyUuid: string | undefined) => queryOptions({ ...zonesOfCompanyQuery(companyUuid ?? ''), enabled: Boolean(companyUuid) });

export const createPlace = (body: CreatePlaceRequest) => api<Place>('/places', { method: 'POST', body });
export const updatePlace = (placeId: string, body: UpdatePlaceRequest) => api<Place>(`/places/${placeId}`, { method: 'PATCH', body });
export const deletePlace = (placeId: string) => api<null>(`/places/${placeId}`, { method: 'DELETE' });
export const createZone = (placeId: string, body: { name: string; description?: string | null }) => api<PlaceZone>(`/api/places/${placeId}/zones`, { method: 'POST', body });
export const deleteZone = (placeId: string, zoneId: number) => api<null>(`/api/places/${placeId}/zones/${zoneId}`, { method: 'DELETE' });

export const setPlaceUserRoles = (placeId: string, userUuid: string, roles: PlacePermission[]) =>
  api<{ roles: PlacePermission[] }>(`/api/places/${placeId}/users/${userUuid}/roles`, { method: 'PUT', body: { roles } });
