import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDevice } from '@/shared/devices/api/update-device.ts';
import { placeKeys } from '@/shared/places/keys.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

/**
 * Gives a code to a device (PATCH of the device with qrCode alone: the other fields are left out,
 * which the API keeps as they are). The device's code shows in every screen of its place, whose
 * scope is read again, and the code now stands for the device.
 */
export function useAssignCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, code }: { placeId: string; deviceUuid: string; code: string }) =>
      updateDevice(placeId, deviceUuid, { name: undefined, description: undefined, location: undefined, qrCode: code }),
    onSuccess: (_device, { placeId, code }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }), queryClient.invalidateQueries({ queryKey: qrCodeKeys.code(code) })]),
  });
}
