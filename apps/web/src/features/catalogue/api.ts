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
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Which part of the catalogue a screen lists: everything readable, global items only (ROOT) or companies' own. */
export type CatalogueFilter = 'ALL' | 'ROOT' | 'ONLY_COMPANY';
export type PartKind = 'actions' | 'objects' | 'observations';
export type Part = DeviceTypeAction | DeviceTypeObject | DeviceTypeObservation;

const PART_PATHS: Record<PartKind, string> = { actions: '/device-type-actions', objects: '/device-type-objects', observations: '/api/v3/device-type-observations' };
const filterQuery = (filter: CatalogueFilter) => (filter === 'ALL' ? '' : `?parentCompanyId=${filter}`);

// Query keys: everything of the catalogue starts with 'catalogue', so a change can refresh exactly its kind.
export const deviceTypesQuery = (filter: CatalogueFilter | 'GLOBAL') =>
  queryOptions({
    queryKey: ['catalogue', 'device-types', filter],
    queryFn: () => api<DeviceTypeListItem[]>(`/device-types${filter === 'GLOBAL' ? '?type=GLOBAL' : filterQuery(filter)}`),
  });

/** Every global type, flagged `assigned` for the company it is chosen for (the assign dialog). */
export const globalTypesFor = (companyUuid: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'device-types', 'GLOBAL', companyUuid],
    queryFn: () => api<DeviceTypeListItem[]>(`/device-types?type=GLOBAL&parentCompanyId=${companyUuid}`),
    enabled: Boolean(companyUuid),
  });

export const deviceTypeQuery = (id: string) => queryOptions({ queryKey: ['catalogue', 'device-type', id], queryFn: () => api<DeviceType>(`/device-types/${id}`) });

export const partsQuery = (kind: PartKind, filter: CatalogueFilter) =>
  queryOptions({
    queryKey: ['catalogue', kind, filter],
    queryFn: async () => {
      const answer = await api<Part[] | { observations: DeviceTypeObservation[] }>(`${PART_PATHS[kind]}${filterQuery(filter)}`);
      return Array.isArray(answer) ? answer : answer.observations;
    },
  });

export const catalogueCompaniesQuery = queryOptions({ queryKey: ['companies', 'short-list'], queryFn: () => api<CompanyShortListItem[]>('/companies/short-list'), staleTime: 60_000 });

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

/** After a type changes: its page, the lists, and the places' type lists (device forms, limits). */
export async function refreshTypes(queryClient: QueryClient, id?: number | string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['catalogue', 'device-types'] }),
    id === undefined ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: ['catalogue', 'device-type'] }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'place' && q.queryKey[2] === 'device-types' }),
  ]);
}

/** After a part changes: its lists and the type pages that show it. */
export async function refreshParts(queryClient: QueryClient, kind: PartKind) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['catalogue', kind] }),
    queryClient.invalidateQueries({ queryKey: ['catalogue', 'device-type'] }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'place' && q.queryKey[2] === 'device-types' }),
  ]);
}
