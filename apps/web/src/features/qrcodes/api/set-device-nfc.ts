import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceQuery } from '@/shared/devices/api/get-device.ts';
import { updateDevice } from '@/shared/devices/api/update-device.ts';

/**
 * Stores (a serial number) or takes away (null) a device's NFC tag. Only the device's details
 * show it: the answer, the saved device, becomes them as is.
 */
export function useSetDeviceNfc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, deviceUuid, nfcId }: { placeId: string; deviceUuid: string; nfcId: string | null }) => updateDevice(placeId, deviceUuid, { nfcId }),
    onSuccess: (device, { placeId, deviceUuid }) => {
      queryClient.setQueryData(deviceQuery(placeId, deviceUuid).queryKey, device);
    },
  });
}
