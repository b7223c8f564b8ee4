import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { filterQuery, type CatalogueFilter } from '@/shared/catalogue/api/types.ts';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';

export const getDeviceTypes = (filter: CatalogueFilter | 'GLOBAL') =>
  api<DeviceTypeListItem[]>(`/device-types${filter === 'GLOBAL' ? '?type=GLOBAL' : filterQuery(filter)}`);

export const deviceTypesQuery = (filter: CatalogueFilter | 'GLOBAL') =>
  queryOptions({ queryKey: catalogueKeys.typeList(filter), queryFn: () => getDeviceTypes(filter) });

export const useDeviceTypes = (filter: CatalogueFilter | 'GLOBAL') => useQuery(deviceTypesQuery(filter));
