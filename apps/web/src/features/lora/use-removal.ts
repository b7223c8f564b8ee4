import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { loraErrorMessage } from '@/features/lora/errors.ts';

/**
 * Deleting a LoRa sensor or gateway from its list: the call (a delete hook's mutateAsync, which
 * refreshes the lists), and a toast that says how it went (the API's reason when it refused).
 */
export function useLoraRemoval(remove: (uuid: string) => Promise<unknown>) {
  const { t } = useTranslation();
  return async (item: { uuid: string }) => {
    try {
      await remove(item.uuid);
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
}
