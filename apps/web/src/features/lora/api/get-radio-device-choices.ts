import type { DeviceListItem } from '@trapline/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { loraKeys } from '@/shared/lora/keys.ts';

export const getRadioDeviceChoices = async (placeUuid: string | undefined) =>
  (await api<{ rows: DeviceListItem[] }>(`/places/${placeUuid}/devices`)).rows.filter((d) => d.deviceType.isRadio);

/** The radio devices of a place, the only ones a sensor can watch; nothing is read before a place is chosen. */
export const radioDeviceChoicesQuery = (placeUuid: string | undefined) =>
  queryOptions({ queryKey: loraKeys.radioDeviceChoices(placeUuid), queryFn: () => getRadioDeviceChoices(placeUuid), enabled: Boolean(placeUuid) });

export const useRadioDeviceChoices = (placeUuid: string | undefined) => useQuery(radioDeviceChoicesQuery(placeUuid));
