import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

/**
 * After a place's set of devices changed (devices created, deleted or moved to another zone): the
 * devices show in every screen of the place (lists, plans, inspections, limits, statistics), so
 * the place's whole scope is read again on purpose, and the subscription's count of devices.
 */
export const refreshPlaceDevices = (queryClient: QueryClient, placeId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: placeKeys.scope(placeId) }), queryClient.invalidateQueries({ queryKey: accountKeys.subscription })]);
