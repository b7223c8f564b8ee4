import type { PlaceFilters } from '@/shared/places/api/get-places.ts';

/**
 * Query keys of the places. Two roots: 'places' for lists of places (the places screen and the
 * place pickers of other screens), 'place' for one place and everything read under it, by this
 * feature and by the others (devices, zones, inspections, plans, files, limits...): invalidating
 * placeKeys.scope(id) refreshes all that a place's screens show.
 */
export const placeKeys = {
  /** Every list of places, the pickers' included. */
  lists: ['places'] as const,
  list: (filters: PlaceFilters) => [...placeKeys.lists, filters] as const,
  /** All places the caller sees, for the place pickers of other screens. */
  picker: ['places', 'all'] as const,
  /** One place and everything read under it. */
  scope: (placeId: string) => ['place', placeId] as const,
  detail: (placeId: string) => [...placeKeys.scope(placeId), 'detail'] as const,
  users: (placeId: string) => [...placeKeys.scope(placeId), 'users'] as const,
  zones: (placeId: string) => [...placeKeys.scope(placeId), 'zones'] as const,
};
