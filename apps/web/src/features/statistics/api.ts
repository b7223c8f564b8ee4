import { queryOptions } from '@tanstack/react-query';
import type { ReportJobResponse, ReportListResponse } from '@trapline/contracts/reports';
import type { StatisticsInterval, StatisticsResponse } from '@trapline/contracts/statistics';
import { api } from '@/lib/api-client.ts';

/** Spec 3, section 9: the statistics and exports may take long on the old service; ours answer sooner. */
const TIMEOUT_MS = 240_000;

/** Zones, device types and devices the statistics count (each empty: all). */
export interface StatisticsFilters {
  zones: number[];
  types: number[];
  devices: number[];
}

export const statisticsQuery = (placeId: string, from: string, to: string, filters: StatisticsFilters = { zones: [], types: [], devices: [] }) =>
  queryOptions({
    queryKey: ['place', placeId, 'statistics', from, to, filters],
    queryFn: () => {
      const params = new URLSearchParams({ from, to, placeId });
      if (filters.zones.length) params.set('zoneId', filters.zones.join(','));
      if (filters.types.length) params.set('deviceTypeId', filters.types.join(','));
      if (filters.devices.length) params.set('deviceId', filters.devices.join(','));
      return api<StatisticsResponse>(`/api/place/${placeId}/statistics?${params.toString()}`, { timeoutMs: TIMEOUT_MS });
    },
  });

export const reportsQuery = (placeUuid: string | undefined, tab: 'reports' | 'inspections') =>
  queryOptions({
    queryKey: ['reports', placeUuid ?? 'all', tab],
    queryFn: () => api<ReportListResponse>(`/reports?tab=${tab}&limit=100${placeUuid ? `&placeUuid=${placeUuid}` : ''}`),
  });

export const exportXlsx = (placeUuid: string, body: { from: string; to: string; interval: StatisticsInterval; note: string; deviceTypeId?: number | null }) =>
  api<ReportJobResponse>(`/api/place/${placeUuid}/statistics/xlsx?async=true`, { method: 'POST', body: { ...body, type: 'XLSX' }, timeoutMs: TIMEOUT_MS });

export const generatePdf = (body: { placeId: string; dateFrom: string; dateTo: string; note: string }) =>
  api<ReportJobResponse>('/reports/pdf?async=true', { method: 'POST', body: { ...body, generatedAt: new Date().toISOString() }, timeoutMs: 120_000 });

export const previewHtml = (body: { placeId: string; dateFrom: string; dateTo: string; note: string }) =>
  api<string>('/reports/pdf?shouldRenderHtml=true', { method: 'POST', body: { ...body, generatedAt: new Date().toISOString() }, timeoutMs: 120_000, text: true });

export const reportUrl = (uuid: string) => api<{ url: string }>(`/reports/${uuid}/signed-url`);
export const deleteReport = (id: number) => api<void>(`/reports/${id}`, { method: 'DELETE' });

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The current month, first to last day (spec 3, section 9). */
export function currentMonth(now = new Date()): { from: string; to: string } {
  return { from: dayText(new Date(now.getFullYear(), now.getMonth(), 1)), to: dayText(new Date(now.getFullYear(), now.getMonth() + 1, 0)) };
}
export function currentYear(now = new Date()): { from: string; to: string } {
  return { from: `${now.getFullYear()}-01-01`, to: `${now.getFullYear()}-12-31` };
}
