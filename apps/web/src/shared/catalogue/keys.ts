import type { QueryKey } from '@tanstack/react-query';
import { deviceKeys } from '@/shared/devices/keys.ts';
import type { CatalogueFilter, PartKind } from '@/shared/catalogue/api/types.ts';

/** Query keys of the catalogue (device types and their actions, objects and observations), all under 'catalogue'. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** Every list of device types, the assign dialog's global types included. */
  typeLists: ['catalogue', 'device-types'] as const,
  typeList: (filter: CatalogueFilter | 'GLOBAL') => [...catalogueKeys.typeLists, filter] as const,
  globalTypesFor: (companyUuid: string | null) => [...catalogueKeys.typeLists, 'GLOBAL', companyUuid] as const,
  /** Every device type's page. */
  types: ['catalogue', 'device-type'] as const,
  /** One type's page; the id as a string whatever the caller holds, as the route gives it (a number would be another key). */
  type: (id: string | number) => [...catalogueKeys.types, String(id)] as const,
  /** Every list of one kind of part, whatever its filter. */
  parts: (kind: PartKind) => ['catalogue', kind] as const,
  partList: (kind: PartKind, filter: CatalogueFilter) => [...catalogueKeys.parts(kind), filter] as const,
};

/**
 * Whether a key is some place's device types (deviceKeys.types of any place, and the lists under
 * it): the device forms, limits and inspection dialogs read a type's parts from them.
 */
export function isPlaceDeviceTypesKey(key: QueryKey): boolean {
  const [root, , kind] = deviceKeys.types('');
  return key[0] === root && key[2] === kind;
}
