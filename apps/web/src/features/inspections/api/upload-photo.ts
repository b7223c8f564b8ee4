import type { InspectionPhoto } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionDevicePath } from '@/features/inspections/api/device-path.ts';
import type { InspectionDeviceKey } from '@/features/inspections/api/types.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const uploadPhoto = (device: InspectionDeviceKey, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<InspectionPhoto>(`${inspectionDevicePath(device)}/images`, { method: 'POST', body: form, timeoutMs: 120_000 });
};

/** Adds a photo to a device of an inspection, which only the inspection's screen shows. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...device }: InspectionDeviceKey & { file: File }) => uploadPhoto(device, file),
    onSuccess: (_photo, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
