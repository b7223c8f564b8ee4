import type { Report } from '@trapline/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { statisticsKeys } from '@/features/statistics/keys.ts';

export const deleteReport = (id: number) => api<void>(`/reports/${id}`, { method: 'DELETE' });

/** Deletes a report; the place's and every place's lists of reports drop it. */
export function useDeleteReport({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: Pick<Report, 'id' | 'place'>) => deleteReport(report.id),
    onSuccess: (_done, report) => {
      for (const queryKey of statisticsKeys.reportListsOf(report.place.uuid)) void queryClient.invalidateQueries({ queryKey });
    },
    onError,
  });
}
