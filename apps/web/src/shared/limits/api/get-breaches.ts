import type { LimitBreachListResponse } from '@trapline/contracts/limits';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { isBreachesKey, limitKeys } from '@/shared/limits/keys.ts';

/** How far back the screens show limit breaches, in days. */
export const BREACH_DAYS = 30;

export const getBreaches = (placeId: string, deviceUuid?: string) =>
  api<LimitBreachListResponse>(`/api/places/${placeId}/limit-breaches?days=${BREACH_DAYS}&limit=20${deviceUuid ? `&deviceUuid=${deviceUuid}` : ''}`);

/** A place's (or one device's) limit breaches of the last BREACH_DAYS days, the newest 20. */
export const breachesQuery = (placeId: string, deviceUuid?: string) =>
  queryOptions({ queryKey: limitKeys.breaches(placeId, deviceUuid), queryFn: () => getBreaches(placeId, deviceUuid) });

export const useBreaches = (placeId: string, deviceUuid?: string) => useQuery(breachesQuery(placeId, deviceUuid));

/**
 * After records were added or changed (an inspection's, a device's): the breaches the server
 * judged anew show at once on every place's and device's list, the dashboard's too. A predicate
 * rather than one place's key: the callers do not all know the place the records belong to.
 */
export const refreshBreaches = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: (query) => isBreachesKey(query.queryKey) });
