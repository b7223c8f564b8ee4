import type {
  CreateActionRequest,
  CreateDeviceTypeRequest,
  CreateObjectRequest,
  CreateObservationRequest,
  DeviceType,
  DeviceTypeAction,
  DeviceTypeListItem,
  DeviceTypeObject,
  DeviceTypeObservation,
  LinkedAction,
  UpdateActionRequest,
  UpdateDeviceTypeRequest,
  UpdateObjectRequest,
  UpdateObservationRequest,
} from '@trapline/contracts/catalogue';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { catalogueKeys, isPlaceDeviceTypesKey } from './keys.ts';

/** Which part of the catalogue a screen lists: everything readable, global items only (ROOT) or companies' own. */
export type CatalogueFilter = 'ALL' | 'ROOT' | 'ONLY_COMPANY';
export type PartKind = 'actions' | 'objects' | 'observations';
export type Part = DeviceTypeAction | DeviceTypeObject | DeviceTypeObservation;

const PART_PATHS: Record<PartKind, string> = { actions: '/device-type-actions', objects: '/device-type-objects', observations: '/api/v3/device-type-observations' };
const filterQuery = (filter: CatalogueFilter) => (filter === 'ALL' ? '' : `?parentCompanyId=${filter}`);

export const deviceTypesQuery = (filter: CatalogueFilter | 'GLOBAL') =>
  queryOptions({
    queryKey: catalogueKeys.typeList(filter),
    queryFn: () => api<DeviceTypeListItem[]>(`/device-types${filter === 'GLOBAL' ? '?type=GLOBAL' : filterQuery(filter)}`),
  });

/** Every global type, flagged `assigned` for the company it is chosen for (the assign dialog). */
export const globalTypesFor = (companyUuid: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.globalTypesFor(companyUuid),
    queryFn: () => api<DeviceTypeListItem[]>(`/device-types?type=GLOBAL&parentCompanyId=${companyUuid}`),
    enabled: Boolean(companyUuid),
  });

export const deviceTypeQuery = (id: string) => queryOptions({ queryKey: catalogueKeys.type(id), queryFn: () => api<DeviceType>(`/device-types/${id}`) });

export const partsQuery = (kind: PartKind, filter: CatalogueFilter) =>
  queryOptions({
    queryKey: catalogueKeys.partList(kind, filter),
    queryFn: async () => {
      const answer = await api<Part[] | { observations: DeviceTypeObservation[] }>(`${PART_PATHS[kind]}${filterQuery(filter)}`);
      return Array.isArray(answer) ? answer : answer.observations;
    },
  });

export const createDeviceType = (body: CreateDeviceTypeRequest) => api<DeviceType>('/device-types', { method: 'POST', body });
export const updateDeviceType = (id: string, body: UpdateDeviceTypeRequest) => api<DeviceType>(`/device-types/${id}`, { method: 'PATCH', body });
export const deleteDeviceType = (id: string) => api<null>(`/device-types/${id}`, { method: 'DELETE' });
export const assignGlobalTypes = (companyUuid: string, deviceTypeIds: number[]) =>
  api<DeviceTypeListItem[]>(`/companies/${companyUuid}/device-types/assign`, { method: 'PUT', body: { deviceTypeIds, parentCompanyId: companyUuid } });

type PartBody = CreateActionRequest | CreateObjectRequest | CreateObservationRequest;
export const createPart = (kind: PartKind, body: PartBody) => api<Part>(PART_PATHS[kind], { method: 'POST', body });
export const updatePart = (kind: PartKind, id: number, body: UpdateActionRequest | UpdateObjectRequest | UpdateObservationRequest) => api<Part>(`${PART_PATHS[kind]}/${id}`, { method: 'PATCH', body });
export const deletePart = (kind: PartKind, id: number) => api<null>(`${PART_PATHS[kind]}/${id}`, { method: 'DELETE' });

const PART_ID: Record<PartKind, string> = { actions: 'actionId', objects: 'objectId', observations: 'observationId' };
/** Company admins add their company's own association; the super admin's link of global parts to a global type is global. */
export const assignPart = (typeId: number, kind: PartKind, partId: number, link: { type: 'GLOBAL' | 'CUSTOM'; parentCompanyId?: number | null }) =>
  api<LinkedAction>(`/device-types/${typeId}/${kind}/assign`, { method: 'POST', body: { [PART_ID[kind]]: partId, ...link } });
export const unassignPart = (typeId: number, kind: PartKind, assocUuid: string) => api<null>(`/device-types/${typeId}/${kind}/${assocUuid}`, { method: 'DELETE' });

/**
 * After a type changes: its page, the lists, and the places' type lists (device forms, limits).
 * Without an id (global types assigned to a company) the type pages are not refreshed.
 */
export async function refreshTypes(queryClient: QueryClient, id?: number | string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.typeLists }),
    id === undefined ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: catalogueKeys.type(id) }),
    queryClient.invalidateQueries({ predicate: (q) => isPlaceDeviceTypesKey(q.queryKey) }),
  ]);
}

/**
 * After a part changes: its lists, and every type page and place's type list, kept broad: a part
 * may be linked to any number of types, and which ones is not known here.
 */
export async function refreshParts(queryClient: QueryClient, kind: PartKind) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.parts(kind) }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.types }),
    queryClient.invalidateQueries({ predicate: (q) => isPlaceDeviceTypesKey(q.queryKey) }),
  ]);
}
