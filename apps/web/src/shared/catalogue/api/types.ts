import type { DeviceTypeAction, DeviceTypeObject, DeviceTypeObservation } from '@trapline/contracts/catalogue';

/** Which part of the catalogue a screen lists: everything readable, global items only (ROOT) or companies' own. */
export type CatalogueFilter = 'ALL' | 'ROOT' | 'ONLY_COMPANY';
export type PartKind = 'actions' | 'objects' | 'observations';
export type Part = DeviceTypeAction | DeviceTypeObject | DeviceTypeObservation;

export const PART_PATHS: Record<PartKind, string> = {
  actions: '/device-type-actions',
  objects: '/device-type-objects',
  observations: '/api/v3/device-type-observations',
};
export const filterQuery = (filter: CatalogueFilter) => (filter === 'ALL' ? '' : `?parentCompanyId=${filter}`);
