import type { PlaceDashboard } from '@trapline/contracts/dashboard';
import type { InspectionListItem } from '@trapline/contracts/inspections';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/features/inspections/keys.ts';

export const placeDashboardQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId, 'dashboard'], queryFn: () => api<PlaceDashboard>(`/api/places/${placeId}/dashboard`) });
export const recentInspectionsQuery = (placeId: string) =>
  queryOptions({
    queryKey: inspectionKeys.recent(placeId),
    queryFn: async () => (await api<{ inspections: InspectionListItem[] }>(`/places/${placeId}/inspections?page=1&limit=10&status=COMPLETED`, { timeoutMs: 120_000 })).inspections,
  });
