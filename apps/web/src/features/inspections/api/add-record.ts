import type { ActionRecord, ObjectRecord, ObservationRecord } from '@trapline/contracts/device-records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import type { RecordBody, RecordKind } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

type Target = { inspectionDeviceId: number } | { typeId: number };

/** Records on one inspection device, or (typeId) on every device of that type in the inspection. */
export const addRecord = (placeId: string, inspectionId: number, target: Target, kind: RecordKind, body: RecordBody) =>
  api<ActionRecord | ObjectRecord | ObservationRecord | { count: number }>(
    'typeId' in target
      ? `${inspectionPath(placeId, inspectionId)}/device-types/${target.typeId}/${kind}`
      : `${inspectionPath(placeId, inspectionId)}/devices/${target.inspectionDeviceId}/${kind}`,
    { method: 'POST', body },
  );

/** Adds an action, a pest or an observation: the inspection's screen shows it, and the place's limit breaches, which the server judged again, show at once. */
export function useAddRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      placeId,
      inspectionId,
      target,
      kind,
      body,
    }: {
      placeId: string;
      inspectionId: number;
      target: Target;
      kind: RecordKind;
      body: RecordBody;
    }) => addRecord(placeId, inspectionId, target, kind, body),
    onSuccess: (_saved, { placeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
        queryClient.invalidateQueries({ queryKey: limitKeys.breachLists(placeId) }),
      ]),
  });
}
