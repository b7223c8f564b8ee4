import type { DeviceListItem } from '@trapline/contracts/devices';
import type { PlaceFileCategories } from '@trapline/contracts/files';
import type { HeatmapResponse, MapDetail, MapImageFormat, MapItem, MapListResponse, SetOnMapRequest, UpdateMapRequest } from '@trapline/contracts/maps';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { config } from '../../config/runtime.ts';
import { api, ApiError, currentEnterpriseId } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';

export const mapsQuery = (placeId: string) =>
  queryOptions({ queryKey: ['place', placeId, 'maps'], queryFn: async () => (await api<MapListResponse>(`/places/${placeId}/maps`)).maps });

export const mapQuery = (placeId: string, mapId: number) =>
  queryOptions({ queryKey: ['place', placeId, 'maps', mapId], queryFn: () => api<MapDetail>(`/places/${placeId}/maps/${mapId}`) });

/** The plan image URL is signed for an hour; it is fetched again well before it expires. */
export const mapImageUrlQuery = (placeId: string, mapId: number) =>
  queryOptions({
    queryKey: ['place', placeId, 'maps', mapId, 'image-url'],
    queryFn: async () => (await api<{ url: string }>(`/places/${placeId}/maps/${mapId}/signed-url`)).url,
    staleTime: 45 * 60_000,
  });

/** Every device of the place: the plan needs both the placed ones and those without coordinates. */
export const placeDevicesQuery = (placeId: string) =>
  queryOptions({
    queryKey: ['place', placeId, 'devices', 'for-plans'],
    queryFn: async () => (await api<{ rows: DeviceListItem[]; count: number }>(`/places/${placeId}/devices`)).rows,
  });

/** The place's own file categories, under which a plan can be filed. */
export const planCategoriesQuery = (placeId: string) =>
  queryOptions({
    queryKey: ['place', placeId, 'file-categories', 'for-plans'],
    queryFn: async () => (await api<PlaceFileCategories>(`/places/${placeId}/files-categories`)).categories.map((c) => ({ value: String(c.id), label: c.name })),
  });

export interface HeatmapFilters {
  from: string;
  to: string;
  deviceTypeObjectId?: number | undefined;
}

export const heatmapQuery = (placeId: string, filters: HeatmapFilters) =>
  queryOptions({
    queryKey: ['place', placeId, 'heatmap', filters],
    queryFn: () => {
      const params = new URLSearchParams({ from: filters.from, to: filters.to });
      if (filters.deviceTypeObjectId) params.set('deviceTypeObjectId', String(filters.deviceTypeObjectId));
      return api<HeatmapResponse>(`/places/${placeId}/maps/heatmap?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export function uploadMap(placeId: string, input: { name: string; note?: string | null | undefined; fileCategoryId?: number | null | undefined; file: File }) {
  const form = new FormData();
  form.set('name', input.name);
  if (input.note) form.set('note', input.note);
  if (input.fileCategoryId) form.set('fileCategoryId', String(input.fileCategoryId));
  form.set('file', input.file);
  return api<MapItem>(`/places/${placeId}/maps`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

export const updateMap = (placeId: string, mapId: number, body: UpdateMapRequest) => api<MapItem>(`/places/${placeId}/maps/${mapId}`, { method: 'PATCH', body });
export const deleteMap = (placeId: string, mapId: number) => api<{ id: number; unassignedDevices: number }>(`/places/${placeId}/maps/${mapId}`, { method: 'DELETE' });
export const setOnMap = (placeId: string, deviceUuid: string, body: SetOnMapRequest) => api<DeviceListItem>(`/places/${placeId}/devices/${deviceUuid}/set-on-map`, { method: 'POST', body });
export const unsetFromMap = (placeId: string, deviceUuid: string) => api<DeviceListItem>(`/places/${placeId}/devices/${deviceUuid}/unset-from-map`, { method: 'DELETE' });

/** Spec 2, section 9: the map image may take up to 300 s on the PDF service. */
const IMAGE_TIMEOUT_MS = 300_000;

/**
 * Downloads the plan drawn by the PDF service (a file, not JSON, so not through `api`). A 401
 * lets `api` refresh the session once, then the download is tried again.
 */
export async function downloadMapImage(placeId: string, mapId: number, format: MapImageFormat, fallbackName: string): Promise<void> {
  const attempt = async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), IMAGE_TIMEOUT_MS);
    const headers: Record<string, string> = { 'accept-language': i18n.language || 'pl' };
    const token = session.token();
    if (token) headers.authorization = `Bearer ${token}`;
    const enterpriseId = currentEnterpriseId();
    if (enterpriseId) headers['x-enterprise-id'] = enterpriseId;
    try {
      return await fetch(`${config.pdfUrl}/places/${placeId}/maps/${mapId}/image?format=${format}`, { headers, signal: controller.signal });
    } catch (error) {
      throw new ApiError(0, controller.signal.aborted ? 'client/timeout' : 'client/network', String(error));
    } finally {
      clearTimeout(timer);
    }
  };
  let response = await attempt();
  if (response.status === 401) {
    await api('/api/account/me');
    response = await attempt();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string; details?: unknown };
    throw new ApiError(response.status, body.code ?? 'common/internal', body.message ?? response.statusText, body.details);
  }
  const blob = await response.blob();
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name ? decodeURIComponent(name) : `${fallbackName}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
