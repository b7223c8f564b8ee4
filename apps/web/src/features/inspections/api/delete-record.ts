import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import type { RecordKind } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const deleteRecord = (placeId: string, inspectionId: number, kind: RecordKind, recordId: number) =>
  api<null>(`${inspectionPath(placeId, inspectionId)}/${kind}/${recordId}`, { method: 'DELETE' });

/** Deletes an action, a pest or an observation: the inspection's screen shows it, and the place's limit breaches, which the server judged again, show at once. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, kind, recordId }: { placeId: string; inspectionId: number; kind: RecordKind; recordId: number }) =>
      deleteRecord(placeId, inspectionId, kind, recordId),
    onSuccess: (_deleted, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
        queryClient.invalidateQueries({ queryKey: limitKeys.breachLists(placeId) }),
      ]),
  });
}
