import type { HeatmapFilters } from '@/shared/maps/api/get-heatmap.ts';
import { placeKeys } from '@/shared/places/keys.ts';

/**
 * Query keys of a place's plans, all under the place (placeKeys.scope), so that refreshing the
 * place reaches its plans. A plan's image URL lies under the list of plans: refreshing only the
 * list (a plan added, renamed, a device placed) uses `exact`, so that the signed URLs are not asked
 * for again.
 */
export const mapKeys = {
  /** The place's plans. */
  list: (placeId: string) => [...placeKeys.scope(placeId), 'maps'] as const,
  detail: (placeId: string, mapId: number) => [...mapKeys.list(placeId), mapId] as const,
  imageUrl: (placeId: string, mapId: number) => [...mapKeys.detail(placeId, mapId), 'image-url'] as const,
  /** Every device of the place as the plans read it: a list of the place's devices (under deviceKeys.lists(place)). */
  devices: (placeId: string) => [...placeKeys.scope(placeId), 'devices', 'for-plans'] as const,
  /** The place's file categories a plan can be filed under. */
  categories: (placeId: string) => [...placeKeys.scope(placeId), 'file-categories', 'for-plans'] as const,
  heatmap: (placeId: string, filters: HeatmapFilters) => [...placeKeys.scope(placeId), 'heatmap', filters] as const,
};
