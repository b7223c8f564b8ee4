import type { PlaceListItem } from '@trapline/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { searchOf } from '@/features/lora/api/types.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getPlaceChoices = async (companyUuid: string | undefined) =>
  (await api<{ rows: PlaceListItem[] }>(`/places?${searchOf({ companyId: companyUuid, limit: 1000 })}`)).rows;

/** A company's places, for the LoRa forms and filters; nothing is read before a company is chosen. */
export const placeChoicesQuery = (companyUuid: string | undefined) =>
  queryOptions({ queryKey: loraKeys.placeChoices(companyUuid), queryFn: () => getPlaceChoices(companyUuid), enabled: Boolean(companyUuid), staleTime: 60_000 });

export const usePlaceChoices = (companyUuid: string | undefined) => useQuery(placeChoicesQuery(companyUuid));
