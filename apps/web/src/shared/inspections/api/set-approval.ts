import type { InspectionListItem } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const setApproval = (placeId: string, inspectionId: number, approve: boolean) =>
  api<InspectionListItem>(`${inspectionPath(placeId, inspectionId)}/${approve ? 'approve' : 'unapprove'}`, { method: 'POST', body: { placeId } });

/** Approves an inspection or withdraws its approval: it shows in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place. */
export function useSetApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, approve }: { placeId: string; inspectionId: number; approve: boolean }) =>
      setApproval(placeId, inspectionId, approve),
    onSuccess: (_approved, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }),
  });
}
