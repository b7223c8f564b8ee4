import type { RadioSetting } from '@trapline/contracts/radio-settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const radioSettingsQuery = (placeId: string) => queryOptions({ queryKey: ['place', placeId, 'radio-settings'], queryFn: () => api<RadioSetting[]>(`/places/${placeId}/radio-settings`) });
export const sendRadioSetting = (placeId: string, port: number, data: string) => api<RadioSetting>(`/places/${placeId}/radio-settings`, { method: 'POST', body: { port, data } });
