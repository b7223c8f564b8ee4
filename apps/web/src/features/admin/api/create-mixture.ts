import type { CreateMixtureRequest, Mixture } from '@trapline/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const createMixture = (body: CreateMixtureRequest) => api<Mixture>(MIXTURES, { method: 'POST', body });

/** Adds a mixture; the list of mixtures is read again. */
export function useCreateMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMixture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.mixtureList }),
  });
}
