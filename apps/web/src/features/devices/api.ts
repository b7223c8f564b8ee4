import type { CreateDevicesRequest, Device, DeviceListItem, DeviceStatus, UpdateDeviceRequest } from '@trapline/contracts/devices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys, type DeviceRecordKind } from './keys.ts';

export interface PlaceDeviceType {
  id: number;
  name: string;
  isRadio?: boolean;
  settings?: { prefix?: string };
}

export const devicesQuery = (placeId: string, status: DeviceStatus | undefined) =>
  queryOptions({
    queryKey: deviceKeys.list(placeId, status),
    queryFn: () => api<{ rows: DeviceListItem[]; count: number }>(`/places/${placeId}/devices${status ? `?status=${status}` : ''}`),
    placeholderData: keepPreviousData,
    // The screen's loader fetched it a moment ago: do not fetch 2,000 devices twice.
    staleTime: 5_000,
  });

export const deviceQuery = (placeId: string, deviceUuid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(placeId, deviceUuid), queryFn: () => api<Device>(`/api/places/${placeId}/devices/${deviceUuid}`) });

export const placeDeviceTypesQuery = (placeId: string) =>
  queryOptions({ queryKey: deviceKeys.types(placeId), queryFn: async () => (await api<{ deviceTypes: PlaceDeviceType[] }>(`/api/places/${placeId}/device-types`)).deviceTypes });

export const createDevices = (placeId: string, body: CreateDevicesRequest) => api<Device | Device[]>(`/api/places/${placeId}/devices`, { method: 'POST', body });
export const bulkDeleteDevices = (placeId: string, deviceUuids: string[]) => api<{ count: number }>(`/api/places/${placeId}/devices/bulk-delete`, { method: 'POST', body: { deviceUuids } });
export const bulkZoneAssign = (placeId: string, deviceUuids: string[], zoneId: number | null) =>
  api<{ count: number }>(`/api/places/${placeId}/devices/bulk-zone-assign`, { method: 'POST', body: { deviceUuids, zoneId } });

export const updateDevice = (placeId: string, deviceUuid: string, body: Partial<UpdateDeviceRequest>) => api<Device>(`/api/places/${placeId}/devices/${deviceUuid}`, { method: 'PATCH', body });

type RecordKind = Exclude<DeviceRecordKind, 'images'>;
export const deviceRecordsQuery = <T,>(deviceUuid: string, kind: DeviceRecordKind) =>
  queryOptions({ queryKey: deviceKeys.records(deviceUuid, kind), queryFn: () => api<T[]>(`/api/v3/devices/${deviceUuid}/${kind}`) });
export const deleteDeviceRecord = (deviceUuid: string, kind: DeviceRecordKind, id: number) => api<null>(`/api/v3/devices/${deviceUuid}/${kind}/${id}`, { method: 'DELETE' });
export const updateDeviceRecord = (deviceUuid: string, kind: RecordKind, id: number, body: Record<string, unknown>) => api<unknown>(`/api/v3/devices/${deviceUuid}/${kind}/${id}`, { method: 'PATCH', body });
