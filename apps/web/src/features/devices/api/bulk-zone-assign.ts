import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceDevices } from '@/features/devices/api/refresh-place-devices.ts';

export const bulkZoneAssign = (placeId: string, deviceUuids: string[], zoneId: number | null) =>
  api<{ count: number }>(`/api/places/${placeId}/devices/bulk-zone-assign`, { method: 'POST', body: { deviceUuids, zoneId } });

/** Moved devices change every screen of the place (the subscription's count is read again with them, as after the other bulk action). */
export function useBulkZoneAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuids, zoneId }: { placeId: string; deviceUuids: string[]; zoneId: number | null }) =>
      bulkZoneAssign(placeId, deviceUuids, zoneId),
    onSuccess: (_answer, { placeId }) => refreshPlaceDevices(queryClient, placeId),
  });
}
