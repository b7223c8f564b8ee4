import type { PlacePermission } from '@trapline/contracts/users';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import type { CreatePlaceRequest, Place, PlaceListItem, PlaceUser, PlaceZone, UpdatePlaceRequest } from '@trapline/contracts/places';
import type { CompanyZone } from '@trapline/contracts/zones';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

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
    queryKey: ['places', filters],
    queryFn: () => api<{ rows: PlaceListItem[]; count: number }>(`/places?${query({ ...filters, page: filters.page ? String(filters.page) : undefined, limit: String(filters.limit ?? 1000) })}`),
    placeholderData: keepPreviousData,
  });

export const placeQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId], queryFn: () => api<Place>(`/places/${placeId}`) });
export const placeUsersQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId, 'users'], queryFn: () => api<PlaceUser[]>(`/places/${placeId}/users`) });
export const placeZonesQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId, 'zones'], queryFn: () => api<PlaceZone[]>(`/api/places/${placeId}/zones`) });

export const companyShortListQuery = queryOptions({ queryKey: ['companies', 'short-list'], queryFn: () => api<CompanyShortListItem[]>('/companies/short-list'), staleTime: 60_000 });
export const companyZonesQuery = (companyUuid: string | undefined) =>
  queryOptions({ queryKey: ['companies', companyUuid, 'zones'], queryFn: () => api<CompanyZone[]>(`/companies/${companyUuid}/zones`), enabled: Boolean(companyUuid) });

export const createPlace = (body: CreatePlaceRequest) => api<Place>('/places', { method: 'POST', body });
export const updatePlace = (placeId: string, body: UpdatePlaceRequest) => api<Place>(`/places/${placeId}`, { method: 'PATCH', body });
export const deletePlace = (placeId: string) => api<null>(`/places/${placeId}`, { method: 'DELETE' });
export const createZone = (placeId: string, body: { name: string; description?: string | null }) => api<PlaceZone>(`/api/places/${placeId}/zones`, { method: 'POST', body });
export const deleteZone = (placeId: string, zoneId: number) => api<null>(`/api/places/${placeId}/zones/${zoneId}`, { method: 'DELETE' });

/** Companies grouped under their parents, for the grouped company selects of the places screens. */
export function groupedCompanies(companies: CompanyShortListItem[]) {
  const roots = companies.filter((c) => !c.parentCompanyUuid || !companies.some((p) => p.uuid === c.parentCompanyUuid));
  return roots.map((root) => ({
    group: root.name,
    items: [root, ...companies.filter((c) => c.parentCompanyUuid === root.uuid)].map((c) => ({ value: c.uuid, label: c.name })),
  }));
}

export const setPlaceUserRoles = (placeId: string, userUuid: string, roles: PlacePermission[]) =>
  api<{ roles: PlacePermission[] }>(`/api/places/${placeId}/users/${userUuid}/roles`, { method: 'PUT', body: { roles } });
