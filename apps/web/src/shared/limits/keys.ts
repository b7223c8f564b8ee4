import type { QueryKey } from '@tanstack/react-query';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

/** Query keys of a place's limits and their breaches, all under the place's scope (placeKeys.scope). */
export const limitKeys = {
  /** The place's pest limits, with whether the caller may edit them. */
  list: (placeId: string) => [...placeKeys.scope(placeId), 'limits'] as const,
  /** The place's device types with the pests and observations they offer: under the place's device types, which a catalogue change refreshes. */
  types: (placeId: string) => [...deviceKeys.types(placeId), 'with-objects'] as const,
  /** The critical limits of one device type in the place. */
  critical: (placeId: string, typeId: number) => [...placeKeys.scope(placeId), 'critical-limits', typeId] as const,
  /** Every list of the place's breaches, the place's and each device's. */
  breachLists: (placeId: string) => [...placeKeys.scope(placeId), 'limit-breaches'] as const,
  /** The recent breaches of the place, or of one of its devices. */
  breaches: (placeId: string, deviceUuid?: string) => [...limitKeys.breachLists(placeId), deviceUuid ?? 'all'] as const,
};

/** Whether a key is a list of breaches of some place (limitKeys.breachLists of any place, and the lists under it). */
export function isBreachesKey(key: QueryKey): boolean {
  const [root, , kind] = limitKeys.breachLists('');
  return key[0] === root && key[2] === kind;
}
