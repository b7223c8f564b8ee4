import type { PlaceDeviceType } from '@trapline/contracts/catalogue';
import type { CreatePestLimitRequest, CriticalLimits, CriticalLimitsRequest, LimitBreachListResponse, PestLimit } from '@trapline/contracts/limits';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const limitsQuery = (placeId: string) =>
  queryOptions({ queryKey: ['place', placeId, 'limits'], queryFn: () => api<{ limits: PestLimit[]; canEdit: boolean }>(`/api/places/${placeId}/limits`) });

/** The place's device types with the pests and observations they offer (the limit forms' choices). */
export const limitTypesQuery = (placeId: string) =>
  queryOptions({ queryKey: ['place', placeId, 'device-types', 'with-objects'], queryFn: async () => (await api<{ deviceTypes: PlaceDeviceType[] }>(`/api/places/${placeId}/device-types?withObjects=true`)).deviceTypes });

export const criticalLimitsQuery = (placeId: string, typeId: number) =>
  queryOptions({ queryKey: ['place', placeId, 'critical-limits', typeId], queryFn: () => api<CriticalLimits>(`/api/places/${placeId}/device-types/${typeId}/limits`) });

export const createLimit = (placeId: string, body: CreatePestLimitRequest) => api<{ limit: PestLimit }>(`/api/places/${placeId}/limits`, { method: 'POST', body });
export const updateLimit = (placeId: string, id: number, body: CreatePestLimitRequest) => api<{ limit: PestLimit }>(`/api/places/${placeId}/limits/${id}`, { method: 'PUT', body });
export const deleteLimit = (placeId: string, id: number) => api<null>(`/api/places/${placeId}/limits/${id}`, { method: 'DELETE' });
export const saveCriticalLimits = (placeId: string, typeId: number, body: CriticalLimitsRequest) =>
  api<CriticalLimits>(`/api/places/${placeId}/device-types/${typeId}/limits`, { method: 'PUT', body });

/** How far back the screens show limit breaches, in days. */
export const BREACH_DAYS = 30;

/** A place's (or one device's) limit breaches of the last BREACH_DAYS days, the newest 20. */
export const breachesQuery = (placeId: string, deviceUuid?: string) =>
  queryOptions({
    queryKey: ['place', placeId, 'limit-breaches', deviceUuid ?? 'all'],
    queryFn: () => api<LimitBreachListResponse>(`/api/places/${placeId}/limit-breaches?days=${BREACH_DAYS}&limit=20${deviceUuid ? `&deviceUuid=${deviceUuid}` : ''}`),
  });

/**
 * After records were added or changed (an inspection's, a device's): the breaches the server
 * judged anew show at once on every place's and device's list, the dashboard's too.
 */
export const refreshBreaches = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'place' && query.queryKey[2] === 'limit-breaches' });
