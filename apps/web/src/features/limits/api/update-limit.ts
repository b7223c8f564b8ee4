import type { CreatePestLimitRequest, PestLimit } from '@trapline/contracts/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const updateLimit = (placeId: string, id: number, body: CreatePestLimitRequest) =>
  api<{ limit: PestLimit }>(`/api/places/${placeId}/limits/${id}`, { method: 'PUT', body });

/** Changes a pest limit; the place's list of limits (the only screen that shows one) shows it. */
export function useUpdateLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, id, body }: { placeId: string; id: number; body: CreatePestLimitRequest }) => updateLimit(placeId, id, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: limitKeys.list(placeId) }),
  });
}
