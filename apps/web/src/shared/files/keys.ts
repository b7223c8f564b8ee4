import { companyKeys } from '@/shared/companies/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';
import type { FileListParams } from '@/shared/files/api/types.ts';

/**
 * Query keys of the files, under the place's or the company's scope (placeKeys.scope,
 * companyKeys.scope), so that refreshing a whole place or company reaches its files as well. The
 * categories carry the file counts: an upload, an edit or a removal refreshes them with the lists.
 */
export const fileKeys = {
  /** Every page of a place's files, in every category. */
  placeLists: (placeId: string) => [...placeKeys.scope(placeId), 'files'] as const,
  placeList: (placeId: string, params: FileListParams) => [...fileKeys.placeLists(placeId), params] as const,
  placeCategories: (placeId: string) => [...placeKeys.scope(placeId), 'files-categories'] as const,
  /** Every page of a company's files, in every category. */
  companyLists: (companyId: string) => [...companyKeys.scope(companyId), 'files'] as const,
  companyList: (companyId: string, params: FileListParams) => [...fileKeys.companyLists(companyId), params] as const,
  companyCategories: (companyId: string) => [...companyKeys.scope(companyId), 'files-categories'] as const,
};
