import type { InspectionDetails } from '@trapline/contracts/inspections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const getInspectionDetails = (placeId: string, inspectionId: string) => api<InspectionDetails>(`${inspectionPath(placeId, inspectionId)}/details`);

export const inspectionDetailsQuery = (placeId: string, inspectionId: string) =>
  queryOptions({ queryKey: inspectionKeys.details(placeId, inspectionId), queryFn: () => getInspectionDetails(placeId, inspectionId) });

export const useInspectionDetails = (placeId: string, inspectionId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...inspectionDetailsQuery(placeId, inspectionId), enabled });
