import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys, type DeviceRecordKind } from '@/shared/devices/keys.ts';
import { refreshBreaches } from '@/shared/limits/api/get-breaches.ts';

export const deleteDeviceRecord = (deviceUuid: string, kind: DeviceRecordKind, id: number) =>
  api<null>(`/api/v3/devices/${deviceUuid}/${kind}/${id}`, { method: 'DELETE' });

/** A deleted record leaves the device's records of its kind; a counted one (not an image) changes the limit breaches too. */
export function useDeleteDeviceRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceUuid, kind, id }: { deviceUuid: string; kind: DeviceRecordKind; id: number }) => deleteDeviceRecord(deviceUuid, kind, id),
    onSuccess: (_answer, { deviceUuid, kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.records(deviceUuid, kind) }),
        ...(kind === 'images' ? [] : [refreshBreaches(queryClient)]),
      ]),
  });
}
