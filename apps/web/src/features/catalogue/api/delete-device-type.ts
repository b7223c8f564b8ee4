import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';

export const deleteDeviceType = (id: string) => api<null>(`/device-types/${id}`, { method: 'DELETE' });

/** A deleted type leaves the lists and the places' type lists; its page is dropped rather than read again (it would answer 404). */
export function useDeleteDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeviceType,
    onSuccess: async (_answer, id) => {
      await refreshTypes(queryClient);
      queryClient.removeQueries({ queryKey: catalogueKeys.type(id) });
    },
  });
}
