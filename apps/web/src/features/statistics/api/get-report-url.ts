import { api } from '@/lib/api-client.ts';

/** A signed address of a report's file, asked for at the moment of the download (it expires). */
export const getReportUrl = (uuid: string) => api<{ url: string }>(`/reports/${uuid}/signed-url`);
