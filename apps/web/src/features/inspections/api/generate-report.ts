import type { InspectionReportResponse } from '@trapline/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

/** Asks for an inspection's PDF report: the workers render it; the answer (202) names the job to follow. */
export const generateReport = (placeId: string, inspectionId: number) =>
  api<InspectionReportResponse>(`/reports/pdf/inspection/${inspectionId}?async=true`, { method: 'POST', body: { placeId } });

/** Starts the report; nothing changes yet: the inspection's reports are read again when the job has ended. */
export const useGenerateReport = () =>
  useMutation({ mutationFn: ({ placeId, inspectionId }: { placeId: string; inspectionId: number }) => generateReport(placeId, inspectionId) });

/** Once a report's job has ended: its link shows in the place's lists, the dashboard's recent list and the inspection's screen. */
export function useReportDone(placeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) });
}
