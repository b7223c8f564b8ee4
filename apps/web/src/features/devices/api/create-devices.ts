import type { CreateDevicesRequest, Device } from '@trapline/contracts/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceDevices } from '@/features/devices/api/refresh-place-devices.ts';

/** One device answers the device, several a list of them. */
export const createDevices = (placeId: string, body: CreateDevicesRequest) =>
  api<Device | Device[]>(`/api/places/${placeId}/devices`, { method: 'POST', body });

/** New devices show in every screen of the place, and count against the subscription. */
export function useCreateDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: CreateDevicesRequest }) => createDevices(placeId, body),
    onSuccess: (_created, { placeId }) => refreshPlaceDevices(queryClient, placeId),
  });
}
