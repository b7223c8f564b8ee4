import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useSetDeviceNfc } from '@/features/qrcodes/api/set-device-nfc.ts';

/** A device's NFC tag on its details: the tag's serial number, and taking it away for those who set devices up. */
export function NfcTagField({ placeId, deviceUuid, nfcId, canEdit }: { placeId: string; deviceUuid: string; nfcId: string | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const setNfc = useSetDeviceNfc();
  const remove = () =>
    setNfc.mutate(
      { placeId, deviceUuid, nfcId: null },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('qrcodes.nfc.removed') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('devices.nfc')}
      </Text>
      <Group gap="xs" data-testid="device-nfc">
        <Text>{nfcId ? t('qrcodes.nfc.assigned', { serial: nfcId }) : t('common.no')}</Text>
        {nfcId && canEdit && (
          <Button size="compact-sm" variant="subtle" color="red" loading={setNfc.isPending} onClick={remove} data-testid="device-nfc-remove">
            {t('qrcodes.nfc.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
