import type { CreateDeviceTypeRequest, DeviceType } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';

export const createDeviceType = (body: CreateDeviceTypeRequest) => api<DeviceType>('/device-types', { method: 'POST', body });

/** A new type shows in the lists of types and the places' type lists. */
export function useCreateDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeviceType, onSuccess: () => refreshTypes(queryClient) });
}
