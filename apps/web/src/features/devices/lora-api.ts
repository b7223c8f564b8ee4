import type { LoraCommandResponse, LoraDevice, LoraHistoryEvent, LoraUplink } from '@trapline/contracts/lora';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from './keys.ts';

type Page<T> = { rows: T[]; count: number };
export type Uplink = LoraUplink;
export type HistoryEvent = LoraHistoryEvent;

/** Uplinks and history come in pages of 100, the page index from zero (spec 2, section 9). */
export const PAGE_SIZE = 100;

const base = (placeId: string, deviceUuid: string) => `/api/places/${placeId}/devices/${deviceUuid}/lora-device`;

export const deviceSensorQuery = (placeId: string, deviceUuid: string) =>
  queryOptions({ queryKey: deviceKeys.sensor(deviceUuid), queryFn: async () => (await api<{ loraDevice: LoraDevice | null }>(base(placeId, deviceUuid))).loraDevice });
export const placeSensorsQuery = (placeId: string) =>
  queryOptions({ queryKey: deviceKeys.placeSensors(placeId), queryFn: async () => (await api<{ loraDevices: LoraDevice[] }>(`/api/places/${placeId}/lora-devices`)).loraDevices });
export const uplinksQuery = (placeId: string, deviceUuid: string, page: number) =>
  queryOptions({ queryKey: deviceKeys.uplinks(deviceUuid, page), queryFn: () => api<Page<Uplink>>(`${base(placeId, deviceUuid)}/uplinks?page=${page}&limit=${PAGE_SIZE}`), placeholderData: keepPreviousData });
export const historyQuery = (sensorUuid: string, page: number) =>
  queryOptions({ queryKey: deviceKeys.sensorHistory(sensorUuid, page), queryFn: () => api<Page<HistoryEvent>>(`/api/lora/devices/${sensorUuid}/history?page=${page}&limit=${PAGE_SIZE}`), placeholderData: keepPreviousData });

export const assignSensor = (placeId: string, deviceUuid: string, loraDeviceUuid: string) => api(`${base(placeId, deviceUuid)}/assign`, { method: 'POST', body: { loraDeviceUuid } });
export const createSensor = (placeId: string, deviceUuid: string, body: { devEui: string; name?: string; description?: string | null }) => api(base(placeId, deviceUuid), { method: 'POST', body });
export const unassignSensor = (placeId: string, deviceUuid: string) => api<null>(base(placeId, deviceUuid), { method: 'DELETE' });

/** The super admin's commands of the sensor view (spec 2, sections 6 and 7). */
export const clearAlert = (sensorUuid: string) => api<LoraCommandResponse>(`/api/lora/devices/${sensorUuid}/clear-alert`, { method: 'POST' });
export const setLegacyAlgorithm = (sensorUuid: string) => api<LoraCommandResponse>(`/api/lora/devices/${sensorUuid}/update-legacy-device`, { method: 'POST' });
export const setLegacyHealthcheck = (sensorUuid: string) => api<LoraCommandResponse>(`/api/lora/devices/${sensorUuid}/update-legacy-healthcheck`, { method: 'POST', body: { value: 60 } });
