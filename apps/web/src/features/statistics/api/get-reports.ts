import type { ReportListResponse } from '@trapline/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { statisticsKeys } from '@/features/statistics/keys.ts';

export const getReports = (placeUuid: string | undefined, tab: 'reports' | 'inspections') =>
  api<ReportListResponse>(`/reports?tab=${tab}&limit=100${placeUuid ? `&placeUuid=${placeUuid}` : ''}`);

/** The reports (or inspection reports) of one place, or of every place. */
export const reportsQuery = (placeUuid: string | undefined, tab: 'reports' | 'inspections') =>
  queryOptions({ queryKey: statisticsKeys.reportList(placeUuid, tab), queryFn: () => getReports(placeUuid, tab) });

export const useReports = (placeUuid: string | undefined, tab: 'reports' | 'inspections') => useQuery(reportsQuery(placeUuid, tab));
