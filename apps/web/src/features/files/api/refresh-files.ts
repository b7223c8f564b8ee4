import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from '@/shared/files/keys.ts';

/** An upload, an edit or a removal of a file: the owner's pages of files, and its categories, which carry the file counts. */
export const refreshPlaceFiles = (queryClient: QueryClient, placeId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.placeLists(placeId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.placeCategories(placeId) }),
  ]);

export const refreshCompanyFiles = (queryClient: QueryClient, companyId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.companyLists(companyId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.companyCategories(companyId) }),
  ]);
