import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys, type DeviceRecordKind } from '@/shared/devices/keys.ts';
import { refreshBreaches } from '@/shared/limits/api/get-breaches.ts';

type RecordKind = Exclude<DeviceRecordKind, 'images'>;

export const updateDeviceRecord = (deviceUuid: string, kind: RecordKind, id: number, body: Record<string, unknown>) =>
  api<unknown>(`/api/v3/devices/${deviceUuid}/${kind}/${id}`, { method: 'PATCH', body });

/** A changed record shows in the device's records of its kind, and the server judges the limit breaches anew. */
export function useUpdateDeviceRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceUuid, kind, id, body }: { deviceUuid: string; kind: RecordKind; id: number; body: Record<string, unknown> }) =>
      updateDeviceRecord(deviceUuid, kind, id, body),
    onSuccess: (_answer, { deviceUuid, kind }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: deviceKeys.records(deviceUuid, kind) }), refreshBreaches(queryClient)]),
  });
}
