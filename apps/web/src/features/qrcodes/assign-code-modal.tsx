import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesQuery } from '@/shared/devices/api/get-devices.ts';
import { placesQuery } from '@/shared/places/api/get-places.ts';
import { useAssignCode } from '@/features/qrcodes/api/assign-code.ts';
import { ActionDialog } from '@/components/action-dialog.tsx';

/**
 * Gives a free code to a device: a place, then one of its devices (PATCH of the device with
 * qrCode). A device that had a code gets the new one; its old code becomes free.
 */
export function AssignCodeModal({ code, onClose, onAssigned }: { code: string; onClose: () => void; onAssigned: () => void }) {
  const { t } = useTranslation();
  const assignCode = useAssignCode();
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [deviceUuid, setDeviceUuid] = useState<string | null>(null);
  const places = useQuery(placesQuery({}));
  const devices = useQuery({ ...devicesQuery(placeId ?? '', undefined), enabled: placeId !== null });
  const save = async () => {
    if (!placeId || !deviceUuid) return;
    await assignCode.mutateAsync({ placeId, deviceUuid, code });
    onAssigned();
  };
  return (
    <ActionDialog
      title={t('qrcodes.open.assignTitle')}
      onClose={onClose}
      cancelLabel={t('qrcodes.cancel')}
      confirmLabel={t('qrcodes.open.assignSave')}
      onConfirm={save}
      ready={deviceUuid !== null}
      confirmTestId="qr-assign-save"
    >
      <Select
        label={t('qrcodes.open.place')}
        searchable
        data={(places.data?.rows ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={placeId}
        onChange={(value) => {
          setPlaceId(value);
          setDeviceUuid(null);
        }}
        nothingFoundMessage={t('qrcodes.open.nothingFound')}
        data-testid="qr-assign-place"
      />
      <Select
        label={t('qrcodes.open.device')}
        searchable
        disabled={placeId === null}
        data={(devices.data?.rows ?? []).map((d) => ({ value: d.uuid, label: [d.uniqueId, d.name].filter(Boolean).join(' ') }))}
        value={deviceUuid}
        onChange={setDeviceUuid}
        nothingFoundMessage={t('qrcodes.open.nothingFound')}
        data-testid="qr-assign-device"
      />
    </ActionDialog>
  );
}
