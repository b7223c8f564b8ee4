import type { ReportJobResponse } from '@trapline/contracts/reports';
import type { StatisticsInterval } from '@trapline/contracts/statistics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { STATISTICS_TIMEOUT_MS } from '@/features/statistics/api/timeouts.ts';
import { statisticsKeys } from '@/features/statistics/keys.ts';

type ExportBody = { from: string; to: string; interval: StatisticsInterval; note: string; deviceTypeId?: number | null };

export const exportXlsx = (placeUuid: string, body: ExportBody) =>
  api<ReportJobResponse>(`/api/place/${placeUuid}/statistics/xlsx?async=true`, {
    method: 'POST',
    body: { ...body, type: 'XLSX' },
    timeoutMs: STATISTICS_TIMEOUT_MS,
  });

/** Starts the Excel export of a place's statistics; its report shows in the place's and every place's lists of reports. */
export function useExportXlsx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeUuid, body }: { placeUuid: string; body: ExportBody }) => exportXlsx(placeUuid, body),
    onSuccess: (_job, { placeUuid }) => {
      // Not awaited: the job's progress shows at once, the lists are read again behind it.
      for (const queryKey of statisticsKeys.reportListsOf(placeUuid)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
