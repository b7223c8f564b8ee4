import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CompanyFile,
  CompanyFileCategories,
  CompanyFileListResponse,
  FileCategory,
  FileCategoryRequest,
  PlaceFile,
  PlaceFileCategories,
  PlaceFileListResponse,
  UpdateCompanyFileRequest,
  UpdatePlaceFileRequest,
} from '@trapline/contracts/files';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from './keys.ts';

export const FILES_PAGE_SIZE = 25;

export interface FileListParams {
  categoryId: number;
  search: string;
  page: number;
}

const listQuery = ({ categoryId, search, page }: FileListParams) =>
  new URLSearchParams({ categoryId: String(categoryId), page: String(page), limit: String(FILES_PAGE_SIZE), ...(search ? { search } : {}) }).toString();

// ───────────────────────────── place ─────────────────────────────

export const placeFileCategoriesQuery = (placeId: string) =>
  queryOptions({ queryKey: fileKeys.placeCategories(placeId), queryFn: () => api<PlaceFileCategories>(`/places/${placeId}/files-categories`) });

export const placeFilesQuery = (placeId: string, params: FileListParams) =>
  queryOptions({
    queryKey: fileKeys.placeList(placeId, params),
    queryFn: () => api<PlaceFileListResponse>(`/places/${placeId}/files?${listQuery(params)}`),
    placeholderData: keepPreviousData,
  });

export const createPlaceCategory = (placeId: string, body: FileCategoryRequest) => api<FileCategory>(`/places/${placeId}/files-categories`, { method: 'POST', body });
export const updatePlaceCategory = (placeId: string, categoryId: number, body: FileCategoryRequest) =>
  api<FileCategory>(`/places/${placeId}/files-categories/${categoryId}`, { method: 'PATCH', body });
export const deletePlaceCategory = (placeId: string, categoryId: number) => api<null>(`/places/${placeId}/files-categories/${categoryId}`, { method: 'DELETE' });

export function uploadPlaceFile(placeId: string, file: File, fields: { name: string; note: string | null; fileCategoryId: number }) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.note) form.append('note', fields.note);
  form.append('fileCategoryId', String(fields.fileCategoryId));
  form.append('file', file);
  return api<PlaceFile>(`/places/${placeId}/files`, { method: 'POST', body: form, timeoutMs: 120_000 });
}
export const updatePlaceFile = (placeId: string, fileUuid: string, body: UpdatePlaceFileRequest) => api<PlaceFile>(`/places/${placeId}/files/${fileUuid}`, { method: 'PATCH', body });
export const deletePlaceFile = (placeId: string, fileUuid: string) => api<null>(`/places/${placeId}/files/${fileUuid}`, { method: 'DELETE' });
export const placeFileUrl = (placeId: string, fileUuid: string) => api<{ url: string }>(`/places/${placeId}/files/${fileUuid}/signed-url`);

// ───────────────────────────── company ─────────────────────────────

export const companyFileCategoriesQuery = (companyId: string) =>
  queryOptions({ queryKey: fileKeys.companyCategories(companyId), queryFn: () => api<CompanyFileCategories>(`/companies/${companyId}/files/categories`) });

export const companyFilesQuery = (companyId: string, params: FileListParams) =>
  queryOptions({
    queryKey: fileKeys.companyList(companyId, params),
    queryFn: () => api<CompanyFileListResponse>(`/companies/${companyId}/files?${listQuery(params)}`),
    placeholderData: keepPreviousData,
  });

export const createCompanyCategory = (companyId: string, body: FileCategoryRequest) => api<FileCategory>(`/companies/${companyId}/files/categories`, { method: 'POST', body });
export const updateCompanyCategory = (companyId: string, categoryId: number, body: FileCategoryRequest) =>
  api<FileCategory>(`/companies/${companyId}/files/categories/${categoryId}`, { method: 'PATCH', body });
export const deleteCompanyCategory = (companyId: string, categoryId: number) => api<null>(`/companies/${companyId}/files/categories/${categoryId}`, { method: 'DELETE' });

export function uploadCompanyFile(companyId: string, file: File, fields: { name: string; description: string | null; categoryId: number; validUntil: string | null }) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.description) form.append('description', fields.description);
  form.append('categoryId', String(fields.categoryId));
  if (fields.validUntil) form.append('validUntil', fields.validUntil);
  form.append('file', file);
  return api<CompanyFile>(`/companies/${companyId}/files`, { method: 'POST', body: form, timeoutMs: 120_000 });
}
export const updateCompanyFile = (companyId: string, fileUuid: string, body: UpdateCompanyFileRequest) => api<CompanyFile>(`/companies/${companyId}/files/${fileUuid}`, { method: 'PATCH', body });
export const deleteCompanyFile = (companyId: string, fileUuid: string) => api<null>(`/companies/${companyId}/files/${fileUuid}`, { method: 'DELETE' });
export const companyFileUrl = (companyId: string, fileUuid: string) => api<{ url: string }>(`/companies/${companyId}/files/${fileUuid}/signed-url`);

/** Asks for a fresh signed URL and lets the browser download it (the API answers it as an attachment). */
export async function downloadThroughSignedUrl(signedUrl: () => Promise<{ url: string }>) {
  const { url } = await signedUrl();
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
