import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceDevices } from '@/features/devices/api/refresh-place-devices.ts';

export const bulkDeleteDevices = (placeId: string, deviceUuids: string[]) =>
  api<{ count: number }>(`/api/places/${placeId}/devices/bulk-delete`, { method: 'POST', body: { deviceUuids } });

/** Deleted devices leave every screen of the place, and the subscription's count. */
export function useBulkDeleteDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuids }: { placeId: string; deviceUuids: string[] }) => bulkDeleteDevices(placeId, deviceUuids),
    onSuccess: (_answer, { placeId }) => refreshPlaceDevices(queryClient, placeId),
  });
}
