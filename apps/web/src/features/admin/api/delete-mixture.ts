import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const deleteMixture = (id: number) => api<null>(`${MIXTURES}/${id}`, { method: 'DELETE' });

/**
 * The list of mixtures is read again. The deleted mixture's page is left as it is: it may still be
 * open while the screen leaves it, and reading it again would only answer 404.
 */
export function useDeleteMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMixture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.mixtureList }),
  });
}
