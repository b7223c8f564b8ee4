import type { RadioSetting } from '@trapline/contracts/radio-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';

export const sendRadioSetting = (placeId: string, port: number, data: string) =>
  api<RadioSetting>(`/places/${placeId}/radio-settings`, { method: 'POST', body: { port, data } });

/** A sent setting shows, pending, in the place's radio settings history. */
export function useSendRadioSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, port, data }: { placeId: string; port: number; data: string }) => sendRadioSetting(placeId, port, data),
    onSuccess: (_setting, { placeId }) => queryClient.invalidateQueries({ queryKey: deviceKeys.radioSettings(placeId) }),
  });
}
