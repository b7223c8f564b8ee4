import type { DeviceTypeObservation } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { filterQuery, PART_PATHS, type CatalogueFilter, type Part, type PartKind } from '@/shared/catalogue/api/types.ts';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';

/** The observations' call answers them wrapped; the other kinds answer a bare list. */
export async function getParts(kind: PartKind, filter: CatalogueFilter) {
  const answer = await api<Part[] | { observations: DeviceTypeObservation[] }>(`${PART_PATHS[kind]}${filterQuery(filter)}`);
  return Array.isArray(answer) ? answer : answer.observations;
}

export const partsQuery = (kind: PartKind, filter: CatalogueFilter) =>
  queryOptions({ queryKey: catalogueKeys.partList(kind, filter), queryFn: () => getParts(kind, filter) });

export const useParts = (kind: PartKind, filter: CatalogueFilter) => useQuery(partsQuery(kind, filter));
