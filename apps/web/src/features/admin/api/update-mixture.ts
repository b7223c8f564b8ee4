import type { Mixture, UpdateMixtureRequest } from '@trapline/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const updateMixture = (id: number, body: UpdateMixtureRequest) => api<Mixture>(`${MIXTURES}/${id}`, { method: 'PATCH', body });

/** The answer is the saved mixture: it becomes its page as is; the list of mixtures is read again. */
export function useUpdateMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMixtureRequest }) => updateMixture(id, body),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(adminKeys.mixture(id), saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.mixtureList });
    },
  });
}
