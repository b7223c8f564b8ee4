import type { DeviceType, UpdateDeviceTypeRequest } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';

export const updateDeviceType = (id: string, body: UpdateDeviceTypeRequest) => api<DeviceType>(`/device-types/${id}`, { method: 'PATCH', body });

/** A changed type: its page, the lists of types and the places' type lists. */
export function useUpdateDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDeviceTypeRequest }) => updateDeviceType(id, body),
    onSuccess: (_type, { id }) => refreshTypes(queryClient, id),
  });
}
