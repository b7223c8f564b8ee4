import type { DeviceListItem } from '@trapline/contracts/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const unsetFromMap = (placeId: string, deviceUuid: string) =>
  api<DeviceListItem>(`/places/${placeId}/devices/${deviceUuid}/unset-from-map`, { method: 'DELETE' });

/** A device taken off its plan: the plans, the plan's devices and the device's screens show it, so the place's scope is read again, on purpose. */
export function useUnsetFromMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid }: { placeId: string; deviceUuid: string }) => unsetFromMap(placeId, deviceUuid),
    onSuccess: (_device, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }),
  });
}
