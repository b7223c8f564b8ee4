import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { qrCodeUrl } from '@trapline/contracts/qrcodes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetDeviceNfc } from '@/features/qrcodes/api/set-device-nfc.ts';
import { errorMessage } from '@/lib/errors.ts';
import { nfcSupported, writeNfcTag } from './nfc.ts';

/**
 * "Write to NFC tag" on a device's details, where the browser has Web NFC: the tag gets the
 * address of the device's QR label, so touching it opens the device like scanning the label,
 * and the device keeps the tag's serial number. Without a QR code there is nothing to write;
 * without Web NFC the button is not shown.
 */
export function WriteNfcButton({ placeId, deviceUuid, code }: { placeId: string; deviceUuid: string; code: string | null }) {
  const { t } = useTranslation();
  const setNfc = useSetDeviceNfc();
  const [writing, setWriting] = useState(false);
  if (!nfcSupported()) return null;
  const write = async () => {
    if (!code) return;
    setWriting(true);
    notifications.show({ id: 'nfc-write', message: t('qrcodes.nfc.hold'), loading: true, autoClose: false });
    let serial: string | null;
    try {
      serial = await writeNfcTag(qrCodeUrl(window.location.origin, code));
    } catch {
      notifications.update({ id: 'nfc-write', color: 'red', message: t('qrcodes.nfc.writeFailed'), loading: false, autoClose: 6000 });
      setWriting(false);
      return;
    }
    try {
      if (serial) await setNfc.mutateAsync({ placeId, deviceUuid, nfcId: serial });
      notifications.update({ id: 'nfc-write', color: 'green', message: t('qrcodes.nfc.written'), loading: false, autoClose: 4000 });
    } catch (error) {
      // Written, but not stored: the tag opens the device, the details do not show it.
      notifications.update({ id: 'nfc-write', color: 'red', message: errorMessage(error, t), loading: false, autoClose: 8000 });
    } finally {
      setWriting(false);
    }
  };
  const button = (
    <Button variant="light" onClick={() => void write()} loading={writing} disabled={!code} data-testid="device-nfc-write">
      {t('qrcodes.nfc.write')}
    </Button>
  );
  return code ? button : <Tooltip label={t('qrcodes.nfc.needsCode')}>{button}</Tooltip>;
}
