import type { DeviceType } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';

export const getDeviceType = (id: string) => api<DeviceType>(`/device-types/${id}`);

export const deviceTypeQuery = (id: string) => queryOptions({ queryKey: catalogueKeys.type(id), queryFn: () => getDeviceType(id) });

export const useDeviceType = (id: string) => useQuery(deviceTypeQuery(id));
