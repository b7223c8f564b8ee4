import type { RadioSetting } from '@trapline/contracts/radio-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const getRadioSettings = (placeId: string) => api<RadioSetting[]>(`/places/${placeId}/radio-settings`);

export const radioSettingsQuery = (placeId: string) => queryOptions({ queryKey: deviceKeys.radioSettings(placeId), queryFn: () => getRadioSettings(placeId) });

export const useRadioSettings = (placeId: string) => useQuery(radioSettingsQuery(placeId));
