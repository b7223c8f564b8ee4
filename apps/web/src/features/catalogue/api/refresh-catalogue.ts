import type { QueryClient } from '@tanstack/react-query';
import type { PartKind } from '@/shared/catalogue/api/types.ts';
import { catalogueKeys, isPlaceDeviceTypesKey } from '@/shared/catalogue/keys.ts';

/**
 * After a type changes: its page, the lists, and the places' type lists (device forms, limits).
 * Without an id (a new type, global types assigned to a company) no type page is refreshed.
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
