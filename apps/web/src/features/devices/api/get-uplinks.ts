import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { PAGE_SIZE, sensorPath, type Page, type Uplink } from '@/features/devices/api/sensor-pages.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getUplinks = (placeId: string, deviceUuid: string, page: number) =>
  api<Page<Uplink>>(`${sensorPath(placeId, deviceUuid)}/uplinks?page=${page}&limit=${PAGE_SIZE}`);

export const uplinksQuery = (placeId: string, deviceUuid: string, page: number) =>
  queryOptions({ queryKey: deviceKeys.uplinks(deviceUuid, page), queryFn: () => getUplinks(placeId, deviceUuid, page), placeholderData: keepPreviousData });

export const useUplinks = (placeId: string, deviceUuid: string, page: number) => useQuery(uplinksQuery(placeId, deviceUuid, page));
