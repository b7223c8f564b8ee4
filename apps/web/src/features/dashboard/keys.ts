import { placeKeys } from '@/shared/places/keys.ts';

/** Query keys of the dashboard: the caller's summary, and one place's panel (under the place's scope). */
export const dashboardKeys = {
  /** The caller's dashboard summary (also the header's counts). */
  summary: ['dashboard'] as const,
  place: (placeId: string) => [...placeKeys.scope(placeId), 'dashboard'] as const,
};
