import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys, type DeviceRecordKind } from '@/shared/devices/keys.ts';

export const getDeviceRecords = <T>(deviceUuid: string, kind: DeviceRecordKind) => api<T[]>(`/api/v3/devices/${deviceUuid}/${kind}`);

export const deviceRecordsQuery = <T>(deviceUuid: string, kind: DeviceRecordKind) =>
  queryOptions({ queryKey: deviceKeys.records(deviceUuid, kind), queryFn: () => getDeviceRecords<T>(deviceUuid, kind) });

export const useDeviceRecords = <T>(deviceUuid: string, kind: DeviceRecordKind) => useQuery(deviceRecordsQuery<T>(deviceUuid, kind));
