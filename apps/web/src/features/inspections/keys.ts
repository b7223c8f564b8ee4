import type { InspectionStatus } from '@trapline/contracts/inspections';
import { deviceKeys } from '@/features/devices/keys.ts';
import { placeKeys } from '@/features/places/keys.ts';

/**
 * Query keys of a place's inspections, all under inspectionKeys.all(placeId) (itself under the
 * place's scope), the dashboard's list of recent ones too.
 */
export const inspectionKeys = {
  all: (placeId: string) => [...placeKeys.scope(placeId), 'inspections'] as const,
  /** Every page of the inspections screen, whatever its status filter. */
  lists: (placeId: string) => [...inspectionKeys.all(placeId), 'list'] as const,
  list: (placeId: string, status: InspectionStatus | undefined, page: number) => [...inspectionKeys.lists(placeId), { status, page }] as const,
  /** The last completed inspections, on the place's dashboard. */
  recent: (placeId: string) => [...inspectionKeys.all(placeId), 'recent'] as const,
  /** One inspection (by uuid or number, as its screen was opened) and its details. */
  one: (placeId: string, inspectionId: string) => [...inspectionKeys.all(placeId), 'one', inspectionId] as const,
  details: (placeId: string, inspectionId: string) => [...inspectionKeys.one(placeId, inspectionId), 'details'] as const,
  /** A device type of the place with its actions, pests and observations: under the place's types, which a catalogue change refreshes. */
  deviceType: (placeId: string, typeId: number) => [...deviceKeys.types(placeId), typeId] as const,
};
