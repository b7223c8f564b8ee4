import type { CompanyShortListItem } from '@trapline/contracts/companies';
import type { PlaceDashboard } from '@trapline/contracts/dashboard';
import type { InspectionListItem } from '@trapline/contracts/inspections';
import type { PlaceListItem } from '@trapline/contracts/places';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const shortListQuery = queryOptions({ queryKey: ['companies', 'short-list'], queryFn: () => api<CompanyShortListItem[]>('/companies/short-list'), staleTime: 60_000 });
export const allPlacesQuery = queryOptions({ queryKey: ['places', 'all'], queryFn: () => api<{ rows: PlaceListItem[]; count: number }>('/places?limit=1000'), staleTime: 60_000 });
export const placeDashboardQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId, 'dashboard'], queryFn: () => api<PlaceDashboard>(`/api/places/${placeId}/dashboard`) });
export const recentInspectionsQuery = (placeId: string) =>
  queryOptions({
    queryKey: ['place', placeId, 'inspections', 'recent'],
    queryFn: async () => (await api<{ inspections: InspectionListItem[] }>(`/places/${placeId}/inspections?page=1&limit=10&status=COMPLETED`, { timeoutMs: 120_000 })).inspections,
  });
