import type { ActionRecord, ObjectRecord } from '@trapline/contracts/device-records';
import type { UpdateInspectionRecordRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const updateRecord = (placeId: string, inspectionId: number, kind: 'actions' | 'objects', recordId: number, body: UpdateInspectionRecordRequest) =>
  api<ActionRecord | ObjectRecord>(`${inspectionPath(placeId, inspectionId)}/${kind}/${recordId}`, { method: 'PATCH', body });

/** Corrects an action or a pest: the inspection's screen shows it, and the place's limit breaches, which the server judged again, show at once. */
export function useUpdateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      placeId,
      inspectionId,
      kind,
      recordId,
      body,
    }: {
      placeId: string;
      inspectionId: number;
      kind: 'actions' | 'objects';
      recordId: number;
      body: UpdateInspectionRecordRequest;
    }) => updateRecord(placeId, inspectionId, kind, recordId, body),
    onSuccess: (_saved, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
        queryClient.invalidateQueries({ queryKey: limitKeys.breachLists(placeId) }),
      ]),
  });
}
