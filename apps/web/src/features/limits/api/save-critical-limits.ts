import type { CriticalLimits, CriticalLimitsRequest } from '@trapline/contracts/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const saveCriticalLimits = (placeId: string, typeId: number, body: CriticalLimitsRequest) =>
  api<CriticalLimits>(`/api/places/${placeId}/device-types/${typeId}/limits`, { method: 'PUT', body });

/** Saves the critical limits of one device type in a place; that type's critical limits show them. */
export function useSaveCriticalLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, typeId, body }: { placeId: string; typeId: number; body: CriticalLimitsRequest }) => saveCriticalLimits(placeId, typeId, body),
    onSuccess: (_saved, { placeId, typeId }) => queryClient.invalidateQueries({ queryKey: limitKeys.critical(placeId, typeId) }),
  });
}
