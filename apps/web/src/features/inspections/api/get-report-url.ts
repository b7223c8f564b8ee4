import { api } from '@/lib/api-client.ts';

/** A signed address of a report's PDF, asked for at the moment it is opened (it expires). */
export const getReportUrl = (placeId: string, inspectionId: number, reportId: number) =>
  api<{ url: string }>(`/places/${placeId}/inspections/${inspectionId}/reports/${reportId}/signed-url`);
