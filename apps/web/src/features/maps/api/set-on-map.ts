import type { DeviceListItem } from '@trapline/contracts/devices';
import type { SetOnMapRequest } from '@trapline/contracts/maps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export const setOnMap = (placeId: string, deviceUuid: string, body: SetOnMapRequest) =>
  api<DeviceListItem>(`/places/${placeId}/devices/${deviceUuid}/set-on-map`, { method: 'POST', body });

/**
 * A device placed or moved on a plan: the screen puts the answer into the plan's devices itself
 * (mapKeys.devices); the list of plans (their device counts) is read again, exact, and not
 * waited for: quick moves are sent one after another and must not wait for it.
 */
export function useSetOnMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, body }: { placeId: string; deviceUuid: string; body: SetOnMapRequest }) => setOnMap(placeId, deviceUuid, body),
    onSuccess: (_device, { placeId }) => {
      void queryClient.invalidateQueries({ queryKey: mapKeys.list(placeId), exact: true });
    },
  });
}
