import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const deletePhoto = (placeId: string, inspectionId: number, inspectionDeviceId: number, imageId: number) =>
  api<null>(`${inspectionPath(placeId, inspectionId)}/devices/${inspectionDeviceId}/images/${imageId}`, { method: 'DELETE' });

/** Deletes a photo of a device of an inspection, which only the inspection's screen shows. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      placeId,
      inspectionId,
      inspectionDeviceId,
      imageId,
    }: {
      placeId: string;
      inspectionId: number;
      inspectionDeviceId: number;
      imageId: number;
    }) => deletePhoto(placeId, inspectionId, inspectionDeviceId, imageId),
    onSuccess: (_deleted, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
