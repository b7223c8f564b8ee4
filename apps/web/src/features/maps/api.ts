import type { DeviceListItem } from '@trapline/contracts/devices';
import type { JobStatus } from '@trapline/contracts/jobs';
import type { PlaceFileCategories } from '@trapline/contracts/files';
import type { HeatmapResponse, MapDetail, MapImageFormat, MapItem, MapListResponse, SetOnMapRequest, UpdateMapRequest } from '@trapline/contracts/maps';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

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

/**
 * Starts drawing the plan as a PDF or a JPG: the workers render it as a background job, which
 * the screen follows (JobProgress) until it offers the file. Answers the job at once (202).
 */
export const startMapExport = (placeId: string, mapId: number, format: MapImageFormat) =>
  api<JobStatus>(`/places/${placeId}/maps/${mapId}/image?format=${format}&async=true`);
