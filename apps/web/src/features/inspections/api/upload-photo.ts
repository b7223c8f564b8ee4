import type { InspectionPhoto } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const uploadPhoto = (placeId: string, inspectionId: number, inspectionDeviceId: number, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<InspectionPhoto>(`${inspectionPath(placeId, inspectionId)}/devices/${inspectionDeviceId}/images`, {
    method: 'POST',
    body: form,
    timeoutMs: 120_000,
  });
};

/** Adds a photo to a device of an inspection, which only the inspection's screen shows. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, inspectionDeviceId, file }: { placeId: string; inspectionId: number; inspectionDeviceId: number; file: File }) =>
      uploadPhoto(placeId, inspectionId, inspectionDeviceId, file),
    onSuccess: (_photo, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
