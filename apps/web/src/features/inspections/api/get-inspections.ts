import type { InspectionListItem, InspectionStatus } from '@trapline/contracts/inspections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const PAGE_SIZE = 10;

interface InspectionPage {
  inspections: InspectionListItem[];
  totalPages: number;
  count: number;
  canStart: boolean;
}

export const getInspections = (placeId: string, status: InspectionStatus | undefined, page: number) =>
  api<InspectionPage>(`/places/${placeId}/inspections?page=${page}&limit=${PAGE_SIZE}${status ? `&status=${status}` : ''}`, { timeoutMs: 120_000 });

export const inspectionsQuery = (placeId: string, status: InspectionStatus | undefined, page: number) =>
  queryOptions({
    queryKey: inspectionKeys.list(placeId, status, page),
    queryFn: () => getInspections(placeId, status, page),
    placeholderData: keepPreviousData,
  });

export const useInspections = (placeId: string, status: InspectionStatus | undefined, page: number) => useQuery(inspectionsQuery(placeId, status, page));
