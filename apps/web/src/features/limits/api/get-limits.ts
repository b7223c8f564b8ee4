import type { PestLimit } from '@trapline/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const getLimits = (placeId: string) => api<{ limits: PestLimit[]; canEdit: boolean }>(`/api/places/${placeId}/limits`);

export const limitsQuery = (placeId: string) => queryOptions({ queryKey: limitKeys.list(placeId), queryFn: () => getLimits(placeId) });

export const useLimits = (placeId: string) => useQuery(limitsQuery(placeId));
