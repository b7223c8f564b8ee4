import type { RadioSetting } from '@trapline/contracts/radio-settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from './keys.ts';

export const radioSettingsQuery = (placeId: string) => queryOptions({ queryKey: deviceKeys.radioSettings(placeId), queryFn: () => api<RadioSetting[]>(`/places/${placeId}/radio-settings`) });
export const sendRadioSetting = (placeId: string, port: number, data: string) => api<RadioSetting>(`/places/${placeId}/radio-settings`, { method: 'POST', body: { port, data } });
