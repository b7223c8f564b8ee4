import type { InspectionStatus } from '@trapline/contracts/inspections';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

/**
 * Query keys of a place's inspections, all under inspectionKeys.all(placeId) (itself under the
 * place's scope), the dashboard's list of recent ones too.
 */
export const inspectionKeys = {
  /** The lists, the dashboard's recent list and the inspections' screens of the place. */
  all: (placeId: string) => [...placeKeys.scope(placeId), 'inspections'] as const,
  /** Every page of the inspections screen, whatever its status filter. */
  lists: (placeId: string) => [...inspectionKeys.all(placeId), 'list'] as const,
  list: (placeId: string, status: InspectionStatus | undefined, page: number) => [...inspectionKeys.lists(placeId), { status, page }] as const,
  /** The last completed inspections, on the place's dashboard. */
  recent: (placeId: string) => [...inspectionKeys.all(placeId), 'recent'] as const,
  /**
   * Every inspection's screen of the place: what one inspection shows. A write names its
   * inspection by number while a screen is keyed by the id it was opened with (uuid or number),
   * so a change to one inspection refreshes the place's open ones (one at a time on screen).
   */
  screens: (placeId: string) => [...inspectionKeys.all(placeId), 'one'] as const,
  /** One inspection (by uuid or number, as its screen was opened) and its details. */
  one: (placeId: string, inspectionId: string) => [...inspectionKeys.screens(placeId), inspectionId] as const,
  details: (placeId: string, inspectionId: string) => [...inspectionKeys.one(placeId, inspectionId), 'details'] as const,
  /** A device type of the place with its actions, pests and observations: under the place's types, which a catalogue change refreshes. */
  deviceType: (placeId: string, typeId: number) => [...deviceKeys.types(placeId), typeId] as const,
  /** The place's devices offered to an inspection: under the place's device lists, which a change of its devices refreshes. */
  deviceChoices: (placeId: string) => [...deviceKeys.lists(placeId), 'short'] as const,
};
