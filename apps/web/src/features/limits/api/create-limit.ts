import type { CreatePestLimitRequest, PestLimit } from '@trapline/contracts/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const createLimit = (placeId: string, body: CreatePestLimitRequest) =>
  api<{ limit: PestLimit }>(`/api/places/${placeId}/limits`, { method: 'POST', body });

/** Adds a pest limit to a place; the place's list of limits shows it. */
export function useCreateLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: CreatePestLimitRequest }) => createLimit(placeId, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: limitKeys.list(placeId) }),
  });
}
