import type { CriticalLimits } from '@trapline/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const getCriticalLimits = (placeId: string, typeId: number) => api<CriticalLimits>(`/api/places/${placeId}/device-types/${typeId}/limits`);

export const criticalLimitsQuery = (placeId: string, typeId: number) =>
  queryOptions({ queryKey: limitKeys.critical(placeId, typeId), queryFn: () => getCriticalLimits(placeId, typeId) });

export const useCriticalLimits = (placeId: string, typeId: number) => useQuery(criticalLimitsQuery(placeId, typeId));
