import type { Device, UpdateDeviceRequest } from '@trapline/contracts/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeKeys } from '@/shared/places/keys.ts';

export const updateDevice = (placeId: string, deviceUuid: string, body: Partial<UpdateDeviceRequest>) =>
  api<Device>(`/api/places/${placeId}/devices/${deviceUuid}`, { method: 'PATCH', body });

/**
 * A device's name, zone, unique id or code shows in every screen of the place (lists, plans,
 * inspections, limits): the place's whole scope is read again, on purpose.
 */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, body }: { placeId: string; deviceUuid: string; body: Partial<UpdateDeviceRequest> }) =>
      updateDevice(placeId, deviceUuid, body),
    onSuccess: (_device, { placeId }) => queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }),
  });
}
