import { placeKeys } from '@/shared/places/keys.ts';

/** Query keys of a place's visit protocols (interventions), all under the place's scope. */
export const interventionKeys = {
  all: (placeId: string) => [...placeKeys.scope(placeId), 'interventions'] as const,
  /** The place's list of protocols (with whether each has its PDF). */
  list: (placeId: string) => [...interventionKeys.all(placeId), 'list'] as const,
  /** One protocol, as its edit screen reads it. */
  detail: (placeId: string, interventionId: string) => [...interventionKeys.all(placeId), 'one', interventionId] as const,
  /** One protocol's images. */
  images: (placeId: string, interventionId: string) => [...interventionKeys.detail(placeId, interventionId), 'images'] as const,
};
