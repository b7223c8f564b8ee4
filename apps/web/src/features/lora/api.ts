import type { DeviceListItem } from '@trapline/contracts/devices';
import type {
  LoraCommandResponse,
  LoraConfiguration,
  LoraDevice,
  LoraDeviceCreateRequest,
  LoraDeviceDetailsResponse,
  LoraDeviceListQuery,
  LoraDeviceListResponse,
  LoraDeviceUpdateRequest,
  LoraDownlinkPage,
  LoraGateway,
  LoraGatewayCreateRequest,
  LoraGatewayListQuery,
  LoraGatewayUpdateRequest,
  LoraHistoryEvent,
  LoraUnclaimedDevEui,
  LoraUplinkPage,
} from '@trapline/contracts/lora';
import type { PlaceListItem } from '@trapline/contracts/places';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/features/devices/keys.ts';
import { loraKeys } from './keys.ts';

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)])).toString();

// ── sensors ──

export const sensorsQuery = (filters: LoraDeviceListQuery) =>
  queryOptions({ queryKey: loraKeys.sensorList(filters), queryFn: () => api<LoraDeviceListResponse>(`/api/lora/devices?${query(filters)}`), placeholderData: keepPreviousData });

export const sensorQuery = (uuid: string) => queryOptions({ queryKey: loraKeys.sensor(uuid), queryFn: () => api<LoraDeviceDetailsResponse>(`/api/lora/devices/${uuid}`) });

export const sensorUplinksQuery = (uuid: string, page: number) =>
  queryOptions({ queryKey: loraKeys.uplinks(uuid, page), queryFn: () => api<LoraUplinkPage>(`/api/lora/devices/${uuid}/uplinks/paginated?page=${page}&limit=100`), placeholderData: keepPreviousData });

/** The sensor's downlinks with their state (super admin). */
export const sensorDownlinksQuery = (uuid: string, page: number) =>
  queryOptions({ queryKey: loraKeys.downlinks(uuid, page), queryFn: () => api<LoraDownlinkPage>(`/api/lora/devices/${uuid}/downlinks?page=${page}&limit=100`), placeholderData: keepPreviousData });

export const sensorHistoryQuery = (uuid: string, page: number) =>
  queryOptions({ queryKey: loraKeys.history(uuid, page), queryFn: () => api<{ rows: LoraHistoryEvent[]; count: number }>(`/api/lora/devices/${uuid}/history?page=${page}&limit=100`), placeholderData: keepPreviousData });

export const createSensor = (body: LoraDeviceCreateRequest) => api<{ loraDevice: LoraDevice }>('/api/lora/devices', { method: 'POST', body });
export const updateSensor = (uuid: string, body: LoraDeviceUpdateRequest) => api<{ loraDevice: LoraDevice }>(`/api/lora/devices/${uuid}`, { method: 'PATCH', body });
export const deleteSensor = (uuid: string) => api<null>(`/api/lora/devices/${uuid}`, { method: 'DELETE' });
export const sendAlert = (uuid: string) => api<{ loraDevice: LoraDevice }>(`/api/lora/devices/${uuid}/manual-set-detection`, { method: 'POST' });

export type ConfigurationDialog = keyof LoraConfiguration;
export const configureSensor = <D extends ConfigurationDialog>(uuid: string, dialog: D, values: LoraConfiguration[D]) =>
  api<LoraCommandResponse>(`/api/lora/devices/${uuid}/configuration/${dialog}`, { method: 'PUT', body: values });

// ── gateways ──

export const gatewaysQuery = (filters: LoraGatewayListQuery) =>
  queryOptions({ queryKey: loraKeys.gatewayList(filters), queryFn: () => api<{ loraDevices: LoraGateway[]; count: number }>(`/api/lora/gateways?${query(filters)}`), placeholderData: keepPreviousData });
export const gatewayQuery = (uuid: string) => queryOptions({ queryKey: loraKeys.gateway(uuid), queryFn: async () => (await api<{ loraDevice: LoraGateway }>(`/api/lora/gateways/${uuid}`)).loraDevice });
export const createGateway = (body: LoraGatewayCreateRequest) => api<{ loraDevice: LoraGateway }>('/api/lora/gateways', { method: 'POST', body });
export const updateGateway = (uuid: string, body: LoraGatewayUpdateRequest) => api<{ loraDevice: LoraGateway }>(`/api/lora/gateways/${uuid}`, { method: 'PATCH', body });
export const deleteGateway = (uuid: string) => api<null>(`/api/lora/gateways/${uuid}`, { method: 'DELETE' });

// ── unclaimed uplinks (super admin) ──

export const unclaimedQuery = (page: number) =>
  queryOptions({ queryKey: loraKeys.unclaimedPage(page), queryFn: () => api<{ rows: LoraUnclaimedDevEui[]; count: number }>(`/api/lora/unclaimed-uplinks?page=${page}&limit=50`), placeholderData: keepPreviousData });
export const dismissUnclaimed = (devEui: string) => api<null>(`/api/lora/unclaimed-uplinks/${devEui}`, { method: 'DELETE' });

// ── choices of the filters and forms ──

export const placeChoicesQuery = (companyUuid: string | undefined) =>
  queryOptions({
    queryKey: loraKeys.placeChoices(companyUuid),
    queryFn: async () => (await api<{ rows: PlaceListItem[] }>(`/places?${query({ companyId: companyUuid, limit: 1000 })}`)).rows,
    enabled: Boolean(companyUuid),
    staleTime: 60_000,
  });
/** The radio devices of a place, the only ones a sensor can watch. */
export const radioDeviceChoicesQuery = (placeUuid: string | undefined) =>
  queryOptions({
    queryKey: [...deviceKeys.lists(placeUuid ?? ''), 'radio'],
    queryFn: async () => (await api<{ rows: DeviceListItem[] }>(`/places/${placeUuid}/devices`)).rows.filter((d) => d.deviceType.isRadio),
    enabled: Boolean(placeUuid),
  });

