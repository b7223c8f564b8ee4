import type { Inspection } from '@trapline/contracts/inspections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const getInspection = (placeId: string, inspectionId: string) => api<Inspection>(inspectionPath(placeId, inspectionId));

export const inspectionQuery = (placeId: string, inspectionId: string) =>
  queryOptions({ queryKey: inspectionKeys.one(placeId, inspectionId), queryFn: () => getInspection(placeId, inspectionId) });

export const useInspection = (placeId: string, inspectionId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...inspectionQuery(placeId, inspectionId), enabled });
