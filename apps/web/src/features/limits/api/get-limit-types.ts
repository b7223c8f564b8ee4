import type { PlaceDeviceType } from '@trapline/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

export const getLimitTypes = async (placeId: string) =>
  (await api<{ deviceTypes: PlaceDeviceType[] }>(`/api/places/${placeId}/device-types?withObjects=true`)).deviceTypes;

/** The place's device types with the pests and observations they offer (the limit forms' choices). */
export const limitTypesQuery = (placeId: string) => queryOptions({ queryKey: limitKeys.types(placeId), queryFn: () => getLimitTypes(placeId) });

export const useLimitTypes = (placeId: string) => useQuery(limitTypesQuery(placeId));
