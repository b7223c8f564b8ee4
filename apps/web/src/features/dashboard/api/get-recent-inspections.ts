import type { InspectionListItem } from '@trapline/contracts/inspections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const getRecentInspections = async (placeId: string) =>
  (await api<{ inspections: InspectionListItem[] }>(`/places/${placeId}/inspections?page=1&limit=10&status=COMPLETED`, { timeoutMs: 120_000 })).inspections;

/** The place's ten latest completed inspections, under the inspections' keys so that their changes reach this list. */
export const recentInspectionsQuery = (placeId: string) =>
  queryOptions({ queryKey: inspectionKeys.recent(placeId), queryFn: () => getRecentInspections(placeId) });

export const useRecentInspections = (placeId: string) => useQuery(recentInspectionsQuery(placeId));
