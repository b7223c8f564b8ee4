import type { ReportJobResponse } from '@trapline/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { statisticsKeys } from '@/features/statistics/keys.ts';

export type PlaceReportBody = { placeId: string; dateFrom: string; dateTo: string; note: string };

export const generatePdf = (body: PlaceReportBody) =>
  api<ReportJobResponse>('/reports/pdf?async=true', { method: 'POST', body: { ...body, generatedAt: new Date().toISOString() }, timeoutMs: 120_000 });

/** Starts a place's PDF report; it shows in the place's and every place's lists of reports. */
export function useGeneratePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePdf,
    onSuccess: (_job, { placeId }) => {
      // Not awaited: the job's progress shows at once, the lists are read again behind it.
      for (const queryKey of statisticsKeys.reportListsOf(placeId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
