import type { InterventionPdfResponse } from '@trapline/contracts/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

/** Starts the protocol PDF as a background job, followed on screen (JobProgress); answered at once (202). */
export const startInterventionPdf = (placeId: string, interventionId: string) =>
  api<InterventionPdfResponse>(`${interventionsPath(placeId)}/${interventionId}/pdf?async=true`, {
    method: 'POST',
    body: { generatedAt: new Date().toISOString() },
  });

/** Starts the PDF; nothing changes yet: the list is refreshed when the job has ended. */
export const useStartInterventionPdf = () =>
  useMutation({ mutationFn: ({ placeId, interventionId }: { placeId: string; interventionId: string }) => startInterventionPdf(placeId, interventionId) });

/** Once a PDF job has ended: the place's list is read again, where the protocol's download shows. */
export function usePdfDone(placeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: interventionKeys.list(placeId) });
}
