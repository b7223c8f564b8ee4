import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loraErrorMessage } from './errors.ts';

/**
 * Deleting a LoRa sensor or gateway from its list: the call, a refresh of the lists under
 * `queryKey`, and a toast that says how it went (the API's reason when it refused).
 */
export function useLoraRemoval(remove: (uuid: string) => Promise<unknown>, queryKey: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (item: { uuid: string }) => {
    try {
      await remove(item.uuid);
      await queryClient.invalidateQueries({ queryKey });
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
}
