import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionDevicePath } from '@/features/inspections/api/device-path.ts';
import type { InspectionDeviceKey } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const deletePhoto = (device: InspectionDeviceKey, imageId: number) =>
  api<null>(`${inspectionDevicePath(device)}/images/${imageId}`, { method: 'DELETE' });

/** Deletes a photo of a device of an inspection, which only the inspection's screen shows. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, ...device }: InspectionDeviceKey & { imageId: number }) => deletePhoto(device, imageId),
    onSuccess: (_deleted, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
