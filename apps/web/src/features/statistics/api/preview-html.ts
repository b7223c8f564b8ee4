import { api } from '@/lib/api-client.ts';
import type { PlaceReportBody } from '@/features/statistics/api/generate-pdf.ts';

/** The place report as HTML, rendered at once for a preview (nothing is stored). */
export const previewHtml = (body: PlaceReportBody) =>
  api<string>('/reports/pdf?shouldRenderHtml=true', {
    method: 'POST',
    body: { ...body, generatedAt: new Date().toISOString() },
    timeoutMs: 120_000,
    text: true,
  });
